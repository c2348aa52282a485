// The Court table in Node, through the whole kiosk (test-kiosk.ts): the level
// chosen for the next game survives a reload, and what the table shows is
// always the game in play.

import { describe, expect, it, vi } from 'vitest';
import type { CourtSnapshot } from '../automation';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');

type Kiosk = InstanceType<typeof TestKiosk>;
const COURT = GAMES.find((g) => g.id === 'court')!;
const TITLE = 'Affairs of the Court';

const court = (kiosk: Kiosk) => kiosk.snapshot<CourtSnapshot>();

/** The player may act: the draw's deck or buttons, or a card. */
const ready = (kiosk: Kiosk) => court(kiosk).dialog === null && !court(kiosk).busy;

/** To the table as a guest, the first draw asked for; a game kept is carried on when `carryOn`. */
async function sitDown(kiosk: Kiosk, carryOn = false): Promise<void> {
  await kiosk.shell.play(COURT);
  await kiosk.until(() => court(kiosk).dialog === TITLE);
  await kiosk.press('confirm');
  if (carryOn) {
    await kiosk.until(() => court(kiosk).dialog === 'Unfinished Game');
    await kiosk.press('confirm');
  }
  await kiosk.until(() => ready(kiosk) && court(kiosk).phase === 'draw');
}

describe('Affairs of the Court at the table', () => {
  it('keeps the level chosen for the next game through a reload: the Difficulty menu ticks the level in force and names the one to come', async () => {
    const before = await TestKiosk.open({ seed: 3 });
    await sitDown(before);
    // One card drawn and kept: the game is under way, so Expert waits for the next game.
    await before.click('deck');
    await before.click(court(before).legal.some((a) => a.type === 'keep') ? 'keep' : 'discard');
    await before.until(() => ready(before) && court(before).phase === 'draw');
    expect(court(before).gameLevel).toBe('novice');
    await before.menu('Difficulty', 'level:expert');
    await before.until(() => court(before).dialog === TITLE);
    await before.press('confirm');
    const after = await TestKiosk.open({ seed: 3, records: before.records });
    await sitDown(after, true);
    expect(court(after).gameLevel).toBe('novice');
    expect(court(after).checked).toContain('level:novice');
    expect(court(after).checked).not.toContain('level:expert');
    expect(await after.menuLabels('Difficulty')).toContain('Expert Player (next game)');
  });
});
