// Playing Thirty-One in the test kiosk as people would, each seat with its
// device (see ../shell/test-devices.ts): Deal when the table waits for it, the
// cover lifted by the person named on it, Hand for a dealer, one change a
// round (a card of the hand, a card of the pot, then Change) while the hand
// is poor, else Pass. For tests only.

import { expect } from 'vitest';
import type { ThirtyOneSnapshot } from './thirtyone-snapshot';
import { type DeviceName, type Driver, sitAtTable } from '../shell/test-devices';
import type { TestKiosk } from '../shell/test-kiosk';

export const TITLE = '31 for Windows95';

export const thirtyOneState = (kiosk: TestKiosk) => kiosk.snapshot<ThirtyOneSnapshot>();

/** Somebody at the cabinet has something to do: a dialog, Deal, or a person's turn. */
function somethingToDo(s: ThirtyOneSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.awaitingDeal) return true;
  return s.waiting !== null && !s.busy;
}

/** What changes when a press has been taken: the turn, the cover, the cards chosen, the round. */
function progress(s: ThirtyOneSnapshot): string {
  return JSON.stringify([s.dialog, s.awaitingDeal, s.waiting, s.covered, s.chosen, s.phase, s.passed, s.round, s.pot, s.hand]);
}

export interface ThirtyOnePlan {
  /** Stop (and return) at the first table this says yes to. */
  stop?(s: ThirtyOneSnapshot): boolean;
  /** Called before each press (checks); 'moved' when it made the move itself. */
  seen?(s: ThirtyOneSnapshot): Promise<void | 'moved'>;
  /** Take the pot rather than Hand when dealing, now and then. */
  dealerTakesPot?: boolean;
  /** Never change: Hand and Pass only, the fewest presses to the end of a game. */
  keep?: boolean;
}

/** The press a person makes now: the control's id. */
export function nextPress(s: ThirtyOneSnapshot, changed: ReadonlySet<string>, plan: ThirtyOnePlan = {}): string {
  if (s.awaitingDeal) return 'deal';
  if (s.covered) return 'show-cards';
  if (s.phase === 'choose') return plan.dealerTakesPot && s.round % 2 === 0 ? 'pot' : 'hand';
  const turn = `${s.round}:${s.waiting}`;
  const mayChange = s.legal.some((a) => a.type === 'change');
  if (mayChange && !plan.keep && !changed.has(turn) && s.points < 26) {
    const mine = s.chosen.find((c) => s.hand.includes(c));
    const theirs = s.chosen.find((c) => s.pot.includes(c));
    if (mine === undefined) return `card-${lowest(s.hand)}`;
    if (theirs === undefined) return `pot-${s.pot.find((c) => c !== null) ?? ''}`;
    return 'change';
  }
  return 'pass';
}

/** The card worth least, by its pips (a rough choice: the test is about the controls, not the play). */
function lowest(hand: readonly string[]): string {
  const worth = (card: string) => '789TJQKA'.indexOf(card[0] ?? '');
  return [...hand].sort((a, b) => worth(a) - worth(b))[0] ?? '';
}

/** A game that ended as the rules say: one player left (or none), everyone else out. */
export function checkOver(end: ThirtyOneSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const standing = end.names.map((_, seat) => seat).filter((seat) => !end.out.includes(seat));
  expect(standing.length).toBeLessThanOrEqual(1);
  expect(end.outcome?.winners).toEqual(standing);
}

/** A table as the loop below plays it: in Node (the test kiosk) or in a browser. */
export interface PlayedTable {
  /** Wait until `ready` holds of the table, and hand back what it showed then. */
  until(ready: (s: ThirtyOneSnapshot) => boolean): Promise<ThirtyOneSnapshot>;
  /** The device of whoever acts now (a seat's pad, or the shared one): press a control. */
  press(s: ThirtyOneSnapshot, id: string): Promise<void>;
  /** Answer the open dialog with its default button. */
  answer(s: ThirtyOneSnapshot): Promise<void>;
}

/**
 * Play until the game is over (the Game Over box is open) or `plan.stop`.
 * Each press waits for the table to take it, so a slow machine makes a game
 * slower, never a failure; `maxPresses` only stops a game that goes round in
 * circles.
 */
export async function playTable(table: PlayedTable, plan: ThirtyOnePlan = {}, maxPresses = 1500): Promise<ThirtyOneSnapshot> {
  const changed = new Set<string>();
  for (let press = 0; press < maxPresses; press++) {
    const s = await table.until(somethingToDo);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    if ((await plan.seen?.(s)) === 'moved') continue;
    if (s.dialog !== null) {
      await table.answer(s);
    } else {
      const id = nextPress(s, changed, plan);
      if (id === 'change') changed.add(`${s.round}:${s.waiting}`);
      await table.press(s, id);
    }
    const before = progress(s);
    await table.until((now) => progress(now) !== before);
  }
  throw new Error('The game did not end.');
}

/** Play on in the test kiosk until the game is over or `plan.stop`; `driverFor` names the device of whoever acts. */
export function playThirtyOne(kiosk: TestKiosk, driverFor: (s: ThirtyOneSnapshot) => Driver, plan: ThirtyOnePlan = {}): Promise<ThirtyOneSnapshot> {
  return playTable(
    {
      until: async (ready) => {
        await kiosk.until(() => ready(thirtyOneState(kiosk)), 3000);
        return thirtyOneState(kiosk);
      },
      press: (s, id) => driverFor(s).press(kiosk, id),
      answer: (s) => driverFor(s).answer(kiosk, 'ok'),
    },
    plan,
  );
}

/** From the title to the Thirty-One table with `device`, answering "Who is playing?" with `name` (null: a guest). */
export async function sitAtThirtyOne(kiosk: TestKiosk, device: DeviceName, name: string | null): Promise<void> {
  await sitAtTable(kiosk, device, 'thirtyone', TITLE, name);
}
