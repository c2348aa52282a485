// The kiosk under its Content-Security-Policy: the server sends the policy
// and the page embeds it, and the kiosk boots, deals, lets the computers
// think in their Worker, sounds, runs its attract loop and exports records
// without one violation, while eval stays forbidden.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { OperatorSnapshot } from '../../src/screens/automation';
import { advanceIdle, browserPerFile, clickControl, kioskUrl, newKioskPage, shot, snapshot, waitForReady, waitForScreen } from './browser';
import { hearts, keyboard, nextMove, sitAtHearts } from './hearts-driver';

const browser = browserPerFile();

/** Every violation the page reports, collected from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}

test('the kiosk runs under a strict policy: no violations, no eval', async () => {
  const { page, errors } = await newKioskPage(browser());
  const violations = await watchViolations(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });

  const response = await page.goto(kioskUrl());
  await waitForReady(page);
  const header = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  for (const directive of ["script-src 'self'", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
    expect(header).toContain(directive);
  }
  expect(header).not.toMatch(/unsafe-eval|unsafe-inline/);
  const meta = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');
  expect(meta).toContain("script-src 'self'");
  expect(meta).not.toMatch(/unsafe-eval|unsafe-inline|frame-ancestors/);
  await waitForScreen(page, 'title');

  // The attract loop draws its cascade.
  await advanceIdle(page, 31_000);
  await waitForScreen(page, 'attract');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'title');

  // A few moves of Hearts: the deal, the pass, the computers thinking in their Worker, the sounds.
  await sitAtHearts(page, null);
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
  for (let moves = 0; (await hearts(page)).history.length === 0 && moves < 8; moves++) {
    const s = await nextMove(page);
    if (s.dialog !== null || s.waitingForOk || (s.phase === 'pass' && s.chosen.length === 3)) {
      if (s.dialog !== null) await keyboard.answer(page, 'ok');
      else await keyboard.press(page, 'centre');
      await expect.poll(async () => JSON.stringify(await hearts(page))).not.toBe(JSON.stringify(s));
      continue;
    }
    const card = s.phase === 'pass' ? s.hand.find((c) => !s.chosen.includes(c)) : s.legal[0];
    await keyboard.press(page, `card-${card}`);
    await expect.poll(async () => JSON.stringify(await hearts(page))).not.toBe(JSON.stringify(s));
  }
  // The computers have played: the Worker answered.
  await expect.poll(async () => (await hearts(page)).toAct).toBe(0);
  await shot(page, 'csp-hearts');

  // The operator's export makes a file through a blob: URL.
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await page.keyboard.type('1990');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).locked).toBe(false);
  const downloading = page.waitForEvent('download');
  await clickControl(page, 'export');
  await downloading;
  await expect.poll(async () => (await snapshot<OperatorSnapshot>(page)).dialog).toBe('Export records');

  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(errors).toEqual([]);

  // And eval and inline script are refused. A string timer is compiled by the
  // page itself, not by the test's evaluation (which the browser exempts).
  await page.evaluate(() => {
    (setTimeout as unknown as (code: string, ms: number) => void)('window.evalRan = true', 0);
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.appendChild(script);
  });
  // Each is reported once per policy: the header's and the page's own.
  const kinds = async () => [...new Set((await violations()).map((line) => line.replace(/ at .*/, '').replace('script-src-elem', 'script-src')))].sort();
  await expect.poll(kinds).toEqual(['script-src blocked eval', 'script-src blocked inline']);
  expect(await page.evaluate(() => [(window as unknown as { evalRan?: boolean }).evalRan, (window as unknown as { inlineRan?: boolean }).inlineRan])).toEqual([
    undefined,
    undefined,
  ]);
});
