// Chinese Patience in Node, through the whole kiosk (test-kiosk.ts): who is
// offered which kept game, the menu's keys under a click, and presses made
// while the table is busy.

import { describe, expect, it, vi } from 'vitest';
import type { PatienceSnapshot } from '../automation';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { PatienceRecords } = await import('./patience-records');

type Kiosk = InstanceType<typeof TestKiosk>;
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
