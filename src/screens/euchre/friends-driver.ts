// Two friends on two pads at the Euchre table, ANN (pad 1) at seat 1 and
// BEA (pad 2) at seat 3, playing as people do: each lifts the cover with
// their own pad (the other pad tried first, which does nothing), makes trump
// at the first chance, plays the first legal card, and every table is
// checked for secrecy on the way. For the kiosk's own table and for a
// network table they bring themselves to alike. Imported only by tests.

import { expect } from 'vitest';
import type { Card, Suit } from '../../engine/cards';
import { type EuchreView, effectiveSuit } from '../../engine/euchre';
import type { Seat } from '../../engine/game';
import { type Driver, gamepadAt } from '../shell/test-devices';
import { TestKiosk } from '../shell/test-kiosk';
import type { EuchreSnapshot } from './euchre-snapshot';
import { TITLE, euchre } from './euchre-driver';
import { EuchreRecords } from './euchre-records';
import { STANDARD_SETTINGS } from './euchre-settings';

/** ANN on pad 1 and BEA on pad 2, partners across, against two intermediate computers. */
export const FRIENDS = [
  { kind: 'person', name: 'ANN', pad: 0 },
  { kind: 'computer', level: 'intermediate' },
  { kind: 'person', name: 'BEA', pad: 1 },
  { kind: 'computer', level: 'intermediate' },
] as const;

/** A kiosk with ANN and BEA on file, two pads plugged in and their last table kept, at the Euchre table: ANN sits down and the Players dialog offers the table again. */
export async function friendsAtPlayers(seed: number): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed });
  for (const name of ['ANN', 'BEA']) await kiosk.records.addProfile(name);
  await new EuchreRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats: [...FRIENDS] } });
  kiosk.plugPads([0, 1]);
  const entry = kiosk.shell.games.find((g) => g.id === 'euchre');
  if (!entry) throw new Error('No Euchre in the catalog');
  await kiosk.shell.play(entry);
  // "Who is playing?": Guest, ANN, BEA, New player...
  await kiosk.until(() => euchre(kiosk).dialog === TITLE);
  await kiosk.press('down', 'confirm');
  await kiosk.until(() => euchre(kiosk).dialog === 'Players');
  return kiosk;
}

/** What `seat`'s hand is now in the game the table shows (its own, or a network game's as the server sent it to that seat), read past the screen to check what it shows. */
function trueHand(kiosk: TestKiosk, seat: Seat): string[] {
  const screen = kiosk.screen as unknown as { run: { source: { view(seat: Seat): EuchreView | null } } };
  return screen.run.source.view(seat)?.hand ?? [];
}

/** Someone must act: a dialog, or a person asked (covered, or their bids or cards up). */
export function ready(s: EuchreSnapshot): boolean {
  return s.dialog !== null || (s.waiting !== null && (s.covered || s.bids.length > 0 || s.legal.length > 0));
}

/** Nothing of a hand shows but the person's own, once they have shown it, and only while it is their turn. */
export function checkSecrecy(kiosk: TestKiosk, s: EuchreSnapshot): void {
  if (s.hand.length === 0) return;
  expect(s.covered).toBe(false);
  expect(s.people).toContain(s.viewer);
  expect(s.waiting).toBe(s.viewer);
  expect([...s.hand].sort()).toEqual([...trueHand(kiosk, s.viewer)].sort());
}

export interface Seen {
  covers: number;
  /** The dealer's discards, the cards a lone player put down for the Pass Best card, and the Pass Best cards given, each chosen by a person once they had lifted the cover. */
  discards: number;
  loneDiscards: number;
  gives: number;
  wrongPadTried: number;
  alone: boolean;
  unplugged: boolean;
}

/** A friend's bid: trump made in a suit they hold three of (the turned card's, else the longest), else a pass (a stuck dealer names the longest). */
export function bidOf(s: EuchreSnapshot): string {
  const suits = ['C', 'D', 'H', 'S'] as const;
  const held = (suit: string) => s.hand.filter((card) => effectiveSuit(card as Card, s.phase === 'order' ? effectiveSuit(s.upcard ?? 'AS', null) : suit as Suit) === suit).length;
  const makes = s.bids.filter((id) => id !== 'bid-pass');
  if (s.phase === 'order') return makes.length > 0 && s.upcard !== null && held(effectiveSuit(s.upcard, null)) >= 3 ? (makes[0] ?? 'bid-pass') : 'bid-pass';
  const best = suits.filter((suit) => makes.includes(`bid-${suit}`)).sort((a, b) => held(b) - held(a))[0];
  return best !== undefined && (held(best) >= 3 || !s.bids.includes('bid-pass')) ? `bid-${best}` : 'bid-pass';
}

/** A friend's card: the first they may play as the hand is held (trump first, high to low). */
export function cardOf(s: EuchreSnapshot): string {
  return `card-${s.hand.find((card) => s.legal.includes(card)) ?? s.legal[0]}`;
}

/** The pad of the person at `seat`: ANN's pad 1 (slot 0), BEA's pad 2 (slot 1). */
const padOf = (seat: Seat): Driver => gamepadAt(seat === 0 ? 0 : 1);
const otherPad = (seat: Seat): Driver => gamepadAt(seat === 0 ? 1 : 0);

/**
 * The friends play on until the game is over (or `stop`): each lifts the
 * cover with their own pad (the other pad's press first, which does
 * nothing), makes trump at the first chance (ANN once alone), and plays the
 * first legal card. `unplug` pulls BEA's pad out for one of her turns.
 */
export async function playFriends(kiosk: TestKiosk, seen: Seen, plan: { unplug?: boolean; stop?: (s: EuchreSnapshot) => boolean } = {}): Promise<EuchreSnapshot> {
  /** Who lifted the cover for the move to come: every move of a person's is made under it. */
  let lifted: Seat | null = null;
  for (let move = 0; move < 800; move++) {
    await kiosk.until(() => ready(euchre(kiosk)), 6000);
    const s = euchre(kiosk);
    checkSecrecy(kiosk, s);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    if (s.dialog === 'Go Alone?') {
      const seat = s.waiting ?? 0;
      // Only the bidder's pad answers: the partner's A changes nothing.
      await otherPad(seat).answer(kiosk, 'no');
      expect(euchre(kiosk).dialog).toBe('Go Alone?');
      if (seat === 0 && !seen.alone) {
        seen.alone = true;
        await padOf(seat).press(kiosk, 'yes');
      } else await padOf(seat).answer(kiosk, 'no');
      await kiosk.until(() => euchre(kiosk).dialog !== 'Go Alone?');
      continue;
    }
    if (s.dialog !== null) {
      // A hand's summary: anyone presses it away.
      await kiosk.press('confirm');
      await kiosk.until(() => euchre(kiosk).dialog !== s.dialog);
      continue;
    }
    const seat = s.waiting as Seat;
    if (s.covered) {
      seen.covers++;
      expect(s.hand).toEqual([]);
      expect(s.legal).toEqual([]);
      expect(s.bids).toEqual([]);
      expect(s.viewer).toBe(seat);
      expect(s.status).toContain(`${seat === 0 ? 'ANN' : 'BEA'}'s turn`);
      if (plan.unplug && seat === 2 && !seen.unplugged) {
        // BEA's pad is pulled out: the cover says so, and the keyboard plays for her until it is back.
        seen.unplugged = true;
        kiosk.plugPads([0]);
        await kiosk.until(() => /Pad 2 is unplugged/.test(euchre(kiosk).cover ?? ''));
        await kiosk.press('confirm');
        await kiosk.until(() => !euchre(kiosk).covered);
        const shown = euchre(kiosk);
        checkSecrecy(kiosk, shown);
        await kiosk.click(shown.bids.length > 0 ? bidOf(shown) : cardOf(shown));
        kiosk.plugPads([0, 1]);
        await kiosk.until(() => euchre(kiosk).waiting !== seat || euchre(kiosk).covered || euchre(kiosk).dialog !== null);
        continue;
      }
      seen.wrongPadTried++;
      await otherPad(seat).answer(kiosk, 'show-cards');
      expect(euchre(kiosk).covered).toBe(true);
      // The keyboard and the mouse are nobody's while both friends have pads.
      await kiosk.press('confirm');
      expect(euchre(kiosk).covered).toBe(true);
      await padOf(seat).press(kiosk, 'show-cards');
      await kiosk.until(() => !euchre(kiosk).covered);
      lifted = seat;
      continue;
    }
    expect(s.viewer).toBe(seat);
    expect(lifted).toBe(seat);
    lifted = null;
    if (s.phase === 'discard') seen.discards++;
    if (s.phase === 'lone-discard') seen.loneDiscards++;
    if (s.phase === 'give') seen.gives++;
    const choice = s.bids.length > 0 ? bidOf(s) : cardOf(s);
    // The partner's pad cannot play this hand.
    await otherPad(seat).answer(kiosk, choice);
    expect(euchre(kiosk).hand).toEqual(s.hand);
    await padOf(seat).press(kiosk, choice);
    await kiosk.until(() => {
      const now = euchre(kiosk);
      return now.dialog !== null || now.waiting !== seat || now.covered || now.phase !== s.phase || now.hand.length !== s.hand.length;
    });
    // The move is made: with two people at the screen, the cards are face down again.
    const after = euchre(kiosk);
    if (after.dialog === null && after.waiting !== seat) expect(after.hand).toEqual([]);
  }
  throw new Error('The game did not end within 800 of the friends\' moves');
}
