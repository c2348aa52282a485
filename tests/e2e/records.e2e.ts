// Records live in IndexedDB ('parlour' database, 'records' store). These tests
// check from outside that a change survives a reload and that damaged records
// never stop the kiosk.

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { OperatorSnapshot, TitleSnapshot } from '../../src/screens/automation';
import {
  browserPerFile,
  canvasGeometry,
  clickControl,
  newKioskPage,
  openKiosk,
  shot,
  snapshot,
  waitForReady,
  waitForScreen,
} from './browser';
import { storedRecords, writeRecords } from './stored';

const browser = browserPerFile();

const OPERATOR_PIN = '1990';

/** Ctrl+Alt+O, then the PIN typed as digits and Enter. */
async function openOperatorMenu(page: Page): Promise<void> {
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await page.keyboard.type(OPERATOR_PIN);
  await page.keyboard.press('Enter');
  // The PIN is checked against its stored hash, which takes a moment.
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).locked).toBe(false);
}

test('an option changed in the operator menu survives a reload', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1024, height: 768 });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  // At 1024x768 whole-number scaling leaves the frame at 640x480; fit-to-screen fills the height.
  expect((await canvasGeometry(page)).height).toBe(480);

  await openOperatorMenu(page);
  await clickControl(page, 'scale');
  await page.waitForFunction(() => document.querySelector('#stage canvas')?.getBoundingClientRect().height === 768);
  await shot(page, 'records-operator-fit');
  await expect.poll(async () => (await storedRecords(page)).some(([, json]) => json.includes('"fit"'))).toBe(true);

  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  expect((await canvasGeometry(page)).height).toBe(768);
  expect(errors).toEqual([]);
});

test('damaged records are set aside and the kiosk still reaches the title with a notice', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  expect((await snapshot<TitleSnapshot>(page)).notices).toEqual([]);

  const existing = await storedRecords(page);
  await writeRecords(page, [
    ['options', 'garbage'],
    ['scores:hearts', { version: 1, rows: 'not a table' }],
    // Whatever the kiosk stored itself is damaged too.
    ...existing.map(([key]): [string, unknown] => [key, { version: -1, junk: [1, 2, 3] }]),
  ]);

  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  const { notices } = await snapshot<TitleSnapshot>(page);
  expect(notices.length).toBeGreaterThan(0);
  expect(notices.every((notice) => typeof notice === 'string' && notice.length > 0)).toBe(true);
  await shot(page, 'records-corrupt-notice');
  expect(errors).toEqual([]);
});

test('without IndexedDB (private mode) the kiosk runs from memory and says so', async () => {
  const { page, errors } = await newKioskPage(browser());
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const title = await snapshot<TitleSnapshot>(page);
  expect(title.persistent).toBe(false);
  expect(title.notices.some((notice) => /memory/i.test(notice))).toBe(true);
  await shot(page, 'records-memory-only');
  // The operator can still change options for this session.
  await openOperatorMenu(page);
  await clickControl(page, 'crt');
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).options.crt).toBe(true);
  expect(errors).toEqual([]);
});

test('a crafted records file nested 200,000 deep is refused alone, and the kiosk keeps saving', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await openOperatorMenu(page);

  const depth = 200_000;
  const file = `{"format":"parlour-records","version":1,"records":{"profile:ann":${JSON.stringify({
    v: 1,
    value: { name: 'Ann', created: '2024-05-01T10:00:00.000Z' },
  })},"stats:hearts:ann":{"v":1,"value":${'['.repeat(depth)}${']'.repeat(depth)}}}}`;
  const choosing = page.waitForEvent('filechooser');
  await clickControl(page, 'import');
  await (await choosing).setFiles({ name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).dialog).toBe('Import records');
  await shot(page, 'records-import-crafted');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).dialog).toBeNull();
  const { report } = await snapshot<OperatorSnapshot>(page);
  expect(report).toMatch(/^1 record was imported from crafted\.json\.\n1 record was left out: stats:hearts:ann: nested deeper than/);

  // Storage is still in use: a change made now survives a reload.
  await clickControl(page, 'crt');
  await expect.poll(async () => (await storedRecords(page)).some(([key, json]) => key === 'options' && json.includes('"crt":true'))).toBe(true);
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  const title = await snapshot<TitleSnapshot>(page);
  expect(title.persistent).toBe(true);
  expect((await storedRecords(page)).map(([key]) => key)).toContain('profile:ann');
  expect(errors).toEqual([]);
});

test('saves that failed are told in the operator menu after the restart, and the title names nobody', async () => {
  const { page, errors } = await newKioskPage(browser());
  // Storage that breaks on demand, as a full disk would.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((window as unknown as { breakStorage?: boolean }).breakStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await writeRecords(page, [
    ['stats:hearts:ann', { v: 99 }],
    ['profile:bob', { v: 1, value: { name: 'Bob' } }],
  ]);
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  await page.evaluate(() => ((window as unknown as { breakStorage?: boolean }).breakStorage = true));
  await openOperatorMenu(page);
  await clickControl(page, 'crt');
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).options.crt).toBe(true);
  await clickControl(page, 'exit');
  await waitForScreen(page, 'title');
  // The public title says nothing of the failed save, and names nobody.
  const title = await snapshot<TitleSnapshot>(page);
  expect(title.notices.join(' ')).not.toMatch(/saved|Ann|Bob/i);
  expect(title.notices.length).toBeGreaterThan(0);
  await shot(page, 'records-title-notices');

  // The restart: storage works again, and the operator is told what was lost, and when.
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  expect((await snapshot<TitleSnapshot>(page)).notices.join(' ')).not.toMatch(/saved|Ann|Bob/i);
  await openOperatorMenu(page);
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).dialog).toBe('Records not saved');
  await shot(page, 'records-lost-saves');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).dialog).toBeNull();
  expect((await snapshot<OperatorSnapshot>(page)).report).toMatch(/^Records stopped being saved on \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Changes to these were lost at the restart: the kiosk options\.$/);
  // Read once, it is not told again.
  await clickControl(page, 'exit');
  await waitForScreen(page, 'title');
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  await openOperatorMenu(page);
  await page.keyboard.press('Escape');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});
