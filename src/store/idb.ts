// Records in IndexedDB through idb-keyval.

import { delMany, entries, get, promisifyRequest, setMany, update, type UseStore } from 'idb-keyval';
import type { KeyValue } from './keyvalue';

const DATABASE = 'parlour';
const OBJECT_STORE = 'records';

export function idbKeyValue(factory: IDBFactory): KeyValue {
  const store = storeOn(factory, DATABASE, OBJECT_STORE);
  return {
    get: (key) => get(key, store),
    // An update that changed nothing may have written `undefined`: that is no record.
    entries: async () => (await entries(store)).filter(([, value]) => value !== undefined),
    update: (key, updater) => update(key, updater, store),
    setMany: (pairs) => setMany(pairs, store),
    delMany: (keys) => delMany(keys, store),
  };
}

/**
 * idb-keyval's `createStore`, but on a given factory rather than the global
 * `indexedDB`: the kiosk detects storage itself, and each test gets its own.
 */
function storeOn(factory: IDBFactory, dbName: string, storeName: string): UseStore {
  let database: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (database) return database;
    const request = factory.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request);
    database = opened;
    opened.then(
      (db) => {
        // A browser may close the connection (storage cleared, Safari idling):
        // open again on the next use.
        db.onclose = () => (database = undefined);
      },
      () => (database = undefined),
    );
    return opened;
  };
  return async (mode, callback) => {
    const db = await open();
    return callback(db.transaction(storeName, mode).objectStore(storeName));
  };
}
