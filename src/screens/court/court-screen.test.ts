// The Court table in Node, through the whole kiosk (test-kiosk.ts): the level
// chosen for the next game survives a reload, and what the table shows is
// always the game in play.

import { describe, expect, it, vi } from 'vitest';
import type { CourtSnapshot } from './court-snapshot';

import type { TestKiosk as Kiosk } from '../shell/test-kiosk';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestKiosk } = await import('../shell/test-kiosk');
const { GAMES } = await import('../registry');
const { court: rules } = await import('../../engine/court');
const { CourtRecords } = await import('./court-records');

const COURT = GAMES.find((g) => g.id === 'court')!;
const TITLE = 'Affairs of the Court';

const court = (kiosk: Kiosk) => kiosk.snapshot<CourtSnapshot>();

/** The player may act: the draw's deck or buttons, or a card. */
const ready = (kiosk: Kiosk) => court(kiosk).dialog === null && !court(kiosk).busy;

/** To the table as a guest (or as `name`, typed in as a new player), the first draw asked for; a game kept is carried on when `carryOn`. */
async function sitDown(kiosk: Kiosk, carryOn = false, name: string | null = null): Promise<void> {
  await kiosk.shell.play(COURT);
  await kiosk.until(() => court(kiosk).dialog === TITLE);
  if (name !== null) {
    for (let i = 0; i < 12; i++) await kiosk.press('down');
    await kiosk.press('confirm');
    await kiosk.until(() => court(kiosk).controls.some((c) => c.id === 'keyboard'));
    await kiosk.type(name);
  }
  await kiosk.press('confirm');
  if (carryOn) {
    await kiosk.until(() => court(kiosk).dialog === 'Unfinished Game');
    await kiosk.press('confirm');
  }
  await kiosk.until(() => ready(kiosk) && court(kiosk).phase === 'draw');
}

/**
 * A game kept as the computer is to lead a turn (seed 21, Must Follow Suit
 * off, so any card may follow), carried on at a kiosk that animates.
 */
async function resumedAtLead(actions?: { type: 'keep' }[]): Promise<Kiosk> {
  const seed = 21;
  let state = rules.setup({ seed, options: { mustFollowSuit: false } });
  while (!(state.phase === 'play' && state.table.length === 0 && rules.toAct(state) === 1)) state = rules.apply(state, rules.legal(state)[0]!).state;
  const before = await TestKiosk.open({ seed: 3 });
  await new CourtRecords(before.records).kept.keep({ state, player: null, level: 'novice', moves: 0, seed, tournament: null, ...(actions ? { actions } : {}) }, null);
  const kiosk = await TestKiosk.open({ seed: 3, instant: false, records: before.records });
  await kiosk.shell.play(COURT);
  await kiosk.until(() => court(kiosk).dialog === TITLE);
  await kiosk.press('confirm');
  await kiosk.until(() => court(kiosk).dialog === 'Unfinished Game');
  await kiosk.press('confirm');
  return kiosk;
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

  it('keeps a press on the deck made while the computer draws: its draw finishes at once and your next card is turned over, without a beep', async () => {
    const kiosk = await TestKiosk.open({ seed: 3, instant: false });
    await sitDown(kiosk);
    const deck = kiosk.control('deck');
    await kiosk.click('deck');
    await kiosk.click(court(kiosk).legal.some((a) => a.type === 'keep') ? 'keep' : 'discard');
    // Your card goes to your hand or your pile, then the computer draws: the table is busy.
    await kiosk.tick(2);
    expect(court(kiosk).busy).toBe(true);
    await kiosk.clickAt(deck.x + 10, deck.y + 10);
    await kiosk.until(() => !court(kiosk).busy);
    expect(court(kiosk).revealed).toBe(true);
    expect(kiosk.sounds).not.toContain('error');
  });

  it('keeps a card pressed while the card the computer led is still moving, and plays it when the turn comes, without a beep', async () => {
    // A game kept as the computer is to lead a turn; any card may follow (Must Follow Suit off).
    const kiosk = await resumedAtLead();
    // The computer's card glides onto the table.
    await kiosk.until(() => court(kiosk).table.length === 1);
    const card = court(kiosk).hand[0]!;
    expect(court(kiosk).busy).toBe(true);
    await kiosk.click(`card-${card}`);
    await kiosk.until(() => !court(kiosk).hand.includes(card));
    expect(kiosk.sounds).not.toContain('error');
  });

  it('never offers (or counts as lost) a game only dealt: a reload before the first draw sits the player at a fresh one', async () => {
    const before = await TestKiosk.open({ seed: 3 });
    await sitDown(before, false, 'ANN');
    expect(court(before).player).toBe('ANN');
    const after = await TestKiosk.open({ seed: 4, records: before.records });
    await sitDown(after, false, 'ANN');
    expect(court(after).dialog).toBeNull();
    expect(court(after).history?.novice.games ?? 0).toBe(0);
  });

  it('shows only the new game when File > New is chosen while a turn is still being shown', async () => {
    const kiosk = await resumedAtLead([{ type: 'keep' }]);
    await kiosk.until(() => ready(kiosk) && court(kiosk).phase === 'play');
    // Your card completes the turn; while it glides, a new game.
    await kiosk.click(`card-${court(kiosk).hand[0]}`);
    await kiosk.menu('File', 'new');
    await kiosk.until(() => court(kiosk).dialog === TITLE);
    await kiosk.type('y');
    await kiosk.until(() => ready(kiosk) && court(kiosk).phase === 'draw');
    await kiosk.tick(150);
    expect(court(kiosk).cue).toBe('');
    expect(court(kiosk).tableLabels).toEqual(['', '']);
    expect(court(kiosk).panel).toMatch(/100/);
  });
});
