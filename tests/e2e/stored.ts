// The kiosk's records seen from outside, straight in IndexedDB ('parlour'
// database, 'records' store): to check what was written, and to plant records
// (damaged ones, or a high-score table) before the kiosk loads.

import type { Page } from 'playwright-core';

/** Every record in the store as [key, JSON text]. */
export async function storedRecords(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('parlour');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('records')) {
            db.close();
            resolve([]);
            return;
          }
          const store = db.transaction('records').objectStore('records');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            db.close();
            resolve(keys.result.map((key, i) => [String(key), JSON.stringify(values.result[i])]));
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

/** Write raw values into the store, creating it as the kiosk's store layer would. */
export async function writeRecords(page: Page, records: [string, unknown][]): Promise<void> {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parlour');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('records', 'readwrite');
          for (const [key, value] of entries) tx.objectStore('records').put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    records,
  );
}
