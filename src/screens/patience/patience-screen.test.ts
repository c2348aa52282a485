// Chinese Patience in Node, through the whole kiosk (test-kiosk.ts): who is
// offered which kept game, the menu's keys under a click, and presses made
// while the table is busy.

import { describe, expect, it, vi } from 'vitest';
import type { PatienceSnapshot } from './patience-snapshot';

import type { TestKiosk as Kiosk } from '../shell/test-kiosk';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { PatienceRecords } = await import('./patience-records');

const PATIENCE = GAMES.find((g) => g.id === 'patience')!;

const patience = (kiosk: Kiosk) => kiosk.snapshot<PatienceSnapshot>();
const page = (kiosk: Kiosk) => patience(kiosk).rows.join('\n');

/** The kiosk opens Chinese Patience; the first page (the menu, or a kept game offered) is up. */
async function open(kiosk: Kiosk): Promise<void> {
  await kiosk.shell.play(PATIENCE);
  await kiosk.until(() => kiosk.screen?.id === 'patience' && ['menu', 'ask'].includes(patience(kiosk).mode) && patience(kiosk).rows.some((r) => r.trim() !== ''));
}

/** From the menu, 3 PLAYER and the name `name` typed as a new one (or picked, when known). */
async function nameMyself(kiosk: Kiosk, name: string): Promise<void> {
  await kiosk.type('3');
  await kiosk.until(() => patience(kiosk).mode === 'players');
  const known = patience(kiosk).rows.find((r) => r.trim().endsWith(` ${name}`));
  if (known) {
    await kiosk.type(known.trim()[0]!);
    return;
  }
  await kiosk.type('N');
  await kiosk.until(() => patience(kiosk).mode === 'name');
  await kiosk.type(name);
  await kiosk.press('confirm');
}

/** ZED's game, one twist in, left at the kiosk (its records then taken by the next page). */
async function zedLeavesAGame(): Promise<Kiosk> {
  const kiosk = await TestKiosk.open({ seed: 9 });
  await open(kiosk);
  await nameMyself(kiosk, 'ZED');
  await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'ZED');
  await kiosk.type('1');
  await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).legal.length > 0);
  await kiosk.type('T');
  await kiosk.until(() => patience(kiosk).view?.started === true);
  return kiosk;
}

describe('Chinese Patience: the games kept', () => {
  it("offers a returning player his kept game when he names himself after a fresh game was dealt, and the untouched game is neither offered nor charged", async () => {
    const zed = await zedLeavesAGame();
    // The next visitor plays, thinks better of it before a move, and says he is ZED.
    const next = await TestKiosk.open({ seed: 9, records: zed.records });
    await open(next);
    expect(patience(next).mode).toBe('menu');
    await next.type('1');
    await next.until(() => patience(next).mode === 'play');
    await next.type('X');
    await next.until(() => patience(next).mode === 'menu');
    await nameMyself(next, 'ZED');
    await next.until(() => patience(next).mode === 'ask');
    expect(page(next)).toContain('ZED, YOUR GAME');
    await next.press('confirm');
    await next.until(() => patience(next).mode === 'play');
    expect(patience(next).player).toBe('ZED');
    expect(patience(next).view?.started).toBe(true);
    expect(patience(next).stats?.lost).toBe(0);
    // The guest's fresh game was never played: the visitor after is offered nothing.
    const after = await TestKiosk.open({ seed: 9, records: zed.records });
    await open(after);
    expect(patience(after).mode).toBe('menu');
  });

  it("offers a player seated on arrival his kept game; No counts it as lost, once, and forgets it", async () => {
    const zed = await zedLeavesAGame();
    const back = await TestKiosk.open({ seed: 9, records: zed.records });
    back.shell.seated = [{ seat: 0, name: 'ZED', device: null }];
    await open(back);
    expect(patience(back).mode).toBe('ask');
    expect(page(back)).toContain('ZED, YOUR GAME');
    expect(page(back)).toContain('(NO COUNTS IT AS LOST)');
    await back.type('N');
    await back.until(() => patience(back).mode === 'menu' && patience(back).stats?.lost === 1);
    expect(patience(back).stats).toMatchObject({ won: 0, lost: 1 });
    expect(await new PatienceRecords(back.records).kept.of('ZED')).toBeNull();
    // Named again, he is offered nothing: the game was counted once.
    await nameMyself(back, 'ZED');
    await back.until(() => patience(back).mode === 'menu' && patience(back).player === 'ZED');
    expect(patience(back).stats?.lost).toBe(1);
  });

  it('hands a game only dealt to the person who names himself, and keeps it as his once he plays', async () => {
    const kiosk = await TestKiosk.open({ seed: 9 });
    await open(kiosk);
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).mode === 'play');
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await nameMyself(kiosk, 'AMY');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'AMY');
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).legal.length > 0);
    await kiosk.type('T');
    await kiosk.until(() => patience(kiosk).view?.started === true);
    const kept = new PatienceRecords(kiosk.records).kept;
    expect((await kept.of('AMY'))?.actions?.length).toBeGreaterThan(0);
    expect(await kept.of(null)).toBeNull();
  });
});

/** A click on the key `key` of the bottom line as it stands. */
async function clickKey(kiosk: Kiosk, key: string): Promise<void> {
  const at = patience(kiosk).menuKeys.find((k) => k.key === key);
  if (!at) throw new Error(`No key ${key} on ${patience(kiosk).menuLine}`);
  await kiosk.clickAt(at.x, at.y);
}

describe('Chinese Patience: every key shown takes a click', () => {
  it('1 PLAY and 0 LEAVE on the menu page', async () => {
    const kiosk = await TestKiosk.open({ seed: 9 });
    await open(kiosk);
    expect(patience(kiosk).menuLine).toBe('1 PLAY 0 LEAVE');
    await clickKey(kiosk, '1');
    await kiosk.until(() => patience(kiosk).mode === 'play');
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await clickKey(kiosk, '0');
    await kiosk.untilScreen('select');
  });

  it("the pad's keys, clicked, on the pages and on the table", async () => {
    const kiosk = await TestKiosk.open({ seed: 9 });
    await open(kiosk);
    // A pad moves the light to 3 PLAYER: the line names the pad's buttons, and its A, clicked, chooses.
    await kiosk.pad('down', 'down');
    expect(patience(kiosk).menuLine).toBe('A SELECT B BACK');
    await clickKey(kiosk, 'A');
    await kiosk.until(() => patience(kiosk).mode === 'players');
    await kiosk.pad('down');
    expect(patience(kiosk).menuLine).toBe('B BACK');
    await clickKey(kiosk, 'B');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).legal.length > 0);
    // On the table a pad's X twists: clicked, so does its key.
    await kiosk.pad('right');
    expect(patience(kiosk).menuKeys.map((k) => k.key)).toContain('X');
    await clickKey(kiosk, 'X');
    await kiosk.until(() => patience(kiosk).view?.started === true);
    expect(patience(kiosk).mode).toBe('play');
  });

  it('ESC BACK and ENTER DONE on the pages of who is playing', async () => {
    const kiosk = await TestKiosk.open({ seed: 9 });
    await open(kiosk);
    await kiosk.type('3');
    await kiosk.until(() => patience(kiosk).mode === 'players');
    await clickKey(kiosk, 'ESC');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('3');
    await kiosk.until(() => patience(kiosk).mode === 'players');
    await kiosk.type('N');
    await kiosk.until(() => patience(kiosk).mode === 'name');
    await kiosk.type('KIT');
    await clickKey(kiosk, 'ENTER');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'KIT');
  });
});
