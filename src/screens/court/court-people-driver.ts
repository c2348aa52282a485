// Two people head to head at the Court's table, through the whole kiosk in
// Node (test-kiosk.ts): pads plugged in and pulled out, the two seated in
// the Players dialog, and a whole game played by each person with their own
// pad, the cover lifted by the right pad only, with the hidden cards checked
// at every step. The plain player's choices are court-driver.ts's. Imported
// only by tests.

import { expect } from 'vitest';
import type { Card } from '../../engine/cards';
import type { CourtState } from '../../engine/court';
import type { Command } from '../../input/commands';
import type { TestKiosk } from '../shell/test-kiosk';
import { stepToward } from '../shell/test-focus';
import { court, gameEnds, plainMove } from './court-driver';
import type { CourtSnapshot } from './court-snapshot';

type Button = Extract<Command, { type: 'press' }>['button'];

/** Frames a round's end, or a move shown, may take before a wait gives up. */
const PATIENCE = 3000;


/** Presses of `buttons` with the pad in `slot`, or with the keyboard (null). */
export async function pressWith(kiosk: TestKiosk, slot: number | null, ...buttons: Button[]): Promise<void> {
  if (slot === null) await kiosk.press(...buttons);
  else await kiosk.padAt(slot, ...buttons);
}

/** The control `id` pressed with the pad in `slot` (null: the keyboard): the focus walked to it, then A. */
export async function useWith(kiosk: TestKiosk, slot: number | null, id: string): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const step = stepToward(court(kiosk).controls, id);
    if (step === null) return pressWith(kiosk, slot, 'confirm');
    await pressWith(kiosk, slot, step);
  }
  throw new Error(`Could not walk the focus to ${id}`);
}

/** The middle of line `index` of the open dialog's list (lines 15 pixels high inside a 2-pixel edge). */
async function clickLine(kiosk: TestKiosk, index: number): Promise<void> {
  const box = kiosk.control('list');
  await kiosk.clickAt(box.x + 20, box.y + 2 + index * 15 + 7);
}

/** In the open Players dialog, with the mouse: seat `seat` (1 or 2) is the person on list line `line` (0: Guest) playing with `pad` (null: keyboard and mouse). */
export async function seatPerson(kiosk: TestKiosk, seat: 1 | 2, line: number, pad: number | null): Promise<void> {
  await kiosk.click(`seat-${seat}`);
  if (seat === 2) {
    await kiosk.until(() => court(kiosk).dialog === 'Seat 2');
    await kiosk.click('a-person');
    await kiosk.click('ok');
  }
  await kiosk.until(() => court(kiosk).controls.some((c) => c.id === 'list'));
  await clickLine(kiosk, line);
  // A click on a line may take it at once; else OK does.
  if (court(kiosk).controls.some((c) => c.id === 'list')) await kiosk.click('ok');
  await kiosk.until(() => court(kiosk).controls.some((c) => c.id === 'keyboard-and-mouse'));
  await kiosk.click(pad === null ? 'keyboard-and-mouse' : `pad-${pad + 1}`);
  await kiosk.click('ok');
  await kiosk.until(() => court(kiosk).dialog === 'Players');
}

/** Every hand as the game holds it: what the test checks the table against (no player sees this). */
export function secretHands(kiosk: TestKiosk): Card[][] {
  const screen = kiosk.screen as unknown as { session: { state: CourtState | null } };
  return screen.session.state?.hands ?? [];
}

/**
 * Nothing of the hand of the seat not at the bottom shows, and while the
 * bottom's cards lie face down (or the cover is up) nothing of theirs shows
 * either: no hand, no drawn card, no card to press, no move to make.
 */
export function checkHidden(s: CourtSnapshot, hands: readonly Card[][]): void {
  const other = hands[1 - s.viewer] ?? [];
  expect(s.hand.filter((card) => other.includes(card))).toEqual([]);
  if (s.cover === null && !s.faceDown) return;
  expect(s.hand).toEqual([]);
  expect(s.drawn).toBeNull();
  expect(s.legal).toEqual([]);
  expect(s.controls.filter((c) => c.id.startsWith('card-'))).toEqual([]);
}

/** Someone has something to do: a box to answer, a cover to lift, or a move to make. */
function somethingToDo(s: CourtSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.waiting === null) return false;
  return s.cover !== null || (s.phase !== 'bonus' && s.legal.length > 0);
}

export interface HeadToHeadOptions {
  /** Each seat's pad (null: the keyboard). */
  pads: readonly (number | null)[];
  /** Seen at each step before it is taken; the game stops there when it answers true. */
  stop?: (s: CourtSnapshot) => boolean;
}

/**
 * Two people play on with their own devices until the game is over (or
 * `stop` holds): a cover is first pressed by the other person's device,
 * which must leave it up, then lifted by the right one; before each move the
 * other person's device is pressed too, to no effect; each move is the plain
 * player's, made with the mover's own device; a box is answered by the
 * person asked (the bonus round's) or by seat 0's. The hidden cards are
 * checked at every frame.
 */
export async function playHeadToHead(kiosk: TestKiosk, { pads, stop = () => false }: HeadToHeadOptions): Promise<CourtSnapshot> {
  let covers = 0;
  for (let step = 0; step < 3000; step++) {
    // Frame by frame, moves shown included, nothing hidden shows.
    await kiosk.until(() => {
      checkHidden(court(kiosk), secretHands(kiosk));
      return somethingToDo(court(kiosk));
    }, PATIENCE);
    const s = court(kiosk);
    if (gameEnds(s) || stop(s)) return s;
    const mine = s.waiting === null ? (pads[0] ?? null) : (pads[s.waiting] ?? null);
    if (s.dialog !== null) {
      // The bonus round's question is the player's alone: the other person's pad does not answer it.
      if (s.dialog === 'Bonus Round' && s.waiting !== null) {
        await pressWith(kiosk, pads[1 - s.waiting] ?? null, 'confirm');
        expect(court(kiosk).dialog).toBe('Bonus Round');
      }
      await pressWith(kiosk, mine, 'confirm');
      await kiosk.until(() => court(kiosk).dialog !== s.dialog, PATIENCE);
      continue;
    }
    if (s.cover !== null) {
      covers++;
      expect(s.viewer).toBe(s.waiting);
      // The other person's device does nothing to the cover.
      await pressWith(kiosk, pads[1 - (s.waiting ?? 0)] ?? null, 'confirm');
      expect(court(kiosk).cover).toBe(s.cover);
      await pressWith(kiosk, mine, 'confirm');
      await kiosk.until(() => court(kiosk).cover === null);
      continue;
    }
    // The other person's device does nothing at the table either.
    await pressWith(kiosk, pads[1 - (s.waiting ?? 0)] ?? null, 'confirm');
    const now = court(kiosk);
    expect([now.waiting, now.revealed, now.hand, now.table]).toEqual([s.waiting, s.revealed, s.hand, s.table]);
    const move = plainMove(s);
    await useWith(kiosk, mine, move.id);
    await kiosk.until(() => move.done(court(kiosk)), PATIENCE);
  }
  throw new Error(`The game did not end within 3000 steps (${covers} covers lifted)`);
}
