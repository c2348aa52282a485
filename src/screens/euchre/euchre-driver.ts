// Playing Four-Handed Euchre through the whole kiosk in Node (shell/test-kiosk.ts)
// as a person would, with one device: the keyboard's arrows, the gamepad's
// D-pad and A, or the mouse on the cards and buttons. The player's choices are
// simple (a bid chosen by the test's plan, else Pass; the legal card nearest
// the focus); what is tested is that every step of a whole game, bidding and
// Pass Best included, can be taken with that device alone. A test helper:
// only tests import it (the browser's driver takes the choices from here).

import { expect } from 'vitest';
import type { ControlInfo } from '../screen';
import type { EuchreSnapshot } from './euchre-snapshot';
import type { Driver } from '../shell/test-devices';
import type { TestKiosk } from '../shell/test-kiosk';

export const TITLE = 'Four-Handed Euchre';

export const euchre = (kiosk: TestKiosk) => kiosk.snapshot<EuchreSnapshot>();

/** The player has something to do: a dialog to answer, a bid, or a card to pick. */
export function playersMove(s: EuchreSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.bids.length > 0 || s.legal.length > 0;
}

export interface PlayPlan {
  /** The bid button to press (its id), given the table; Pass when omitted. */
  bid?(s: EuchreSnapshot): string;
  /** Answer "Go Alone?" with Yes. */
  alone?(s: EuchreSnapshot): boolean;
  /** Stop (and return) at the first table this says yes to. */
  stop?(s: EuchreSnapshot): boolean;
  /** Called before each of the player's moves (screenshots, checks). */
  seen?(s: EuchreSnapshot): Promise<void>;
}

/** A bidding plan: make trump at the first chance (whatever bid offers it), pass ever after; `made` says whether it did. */
export function bidOnce(): { bid(s: EuchreSnapshot): string; made(): boolean } {
  let made = false;
  return {
    made: () => made,
    bid(s) {
      const make = s.bids.find((id) => id !== 'bid-pass');
      if (made || make === undefined) return 'bid-pass';
      made = true;
      return make;
    },
  };
}

/** A move of the player's: a control walked to and pressed, or the open dialog answered (its default button for keys and pads). */
export type Choice = { kind: 'press' | 'answer'; id: string };

/** Of the cards `ids`, the one nearest the focused control (the first when nothing has the focus): the fewest arrow or D-pad steps. */
function nearest(controls: readonly ControlInfo[], ids: readonly string[]): string | undefined {
  const focused = controls.find((c) => c.focused);
  const candidates = controls.filter((c) => ids.includes(c.id));
  const distance = (c: ControlInfo) => (focused ? Math.abs(c.x - focused.x) + Math.abs(c.y - focused.y) : 0);
  return [...candidates].sort((a, b) => distance(a) - distance(b))[0]?.id ?? ids[0];
}

/** What the player does at `s` (the player's move), by `plan`. */
export function choose(s: EuchreSnapshot, plan: PlayPlan): Choice {
  // No is the default at "Go Alone?" (going alone risks the hand); Yes is walked to with the device.
  if (s.dialog === 'Go Alone?') return plan.alone?.(s) ? { kind: 'press', id: 'yes' } : { kind: 'answer', id: 'no' };
  if (s.dialog !== null) return { kind: 'answer', id: 'ok' };
  if (s.bids.length > 0) return { kind: 'press', id: plan.bid?.(s) ?? 'bid-pass' };
  const id = nearest(s.controls, s.legal.map((c) => `card-${c}`));
  if (id === undefined || !s.legal.some((c) => `card-${c}` === id)) throw new Error('The player is to pick a card but has none.');
  return { kind: 'press', id };
}

/** The player's move has been taken: the dialog closed or another opened, or the table moved on. */
export function changed(before: EuchreSnapshot, now: EuchreSnapshot): boolean {
  if (before.dialog !== null) return now.dialog !== before.dialog;
  // A pass in the first round can come straight back to you in the second, the table barely changed: the phase has.
  return now.dialog !== null || now.phase !== before.phase || now.hand.length !== before.hand.length || now.bids.length === 0 || now.toAct !== 0;
}

export { type Driver, gamepad, keyboard, mouse } from '../shell/test-devices';

/** Frames go by until the player's next move (see `playersMove`). */
export async function nextMove(kiosk: TestKiosk): Promise<EuchreSnapshot> {
  await kiosk.until(() => playersMove(euchre(kiosk)), 6000);
  return euchre(kiosk);
}

/** From the game select to the Euchre table with `driver`'s device, answering "Who is playing?" with `name` (null: a guest; a name is typed on the keyboard). */
export async function sitAtEuchre(kiosk: TestKiosk, driver: Driver, name: string | null): Promise<void> {
  const entry = kiosk.shell.games.find((g) => g.id === 'euchre');
  if (!entry) throw new Error('No Euchre in the catalog');
  await kiosk.shell.play(entry);
  await kiosk.until(() => euchre(kiosk).dialog === TITLE);
  await (name === null ? driver.answer(kiosk, 'ok') : kiosk.newPlayer(name));
  await kiosk.until(() => euchre(kiosk).player === name);
  // Dealt, or the player's unfinished game offered first.
  await kiosk.until(() => euchre(kiosk).phase !== 'starting' || euchre(kiosk).dialog === 'Unfinished Game');
}

/** Play until the game is over (the Game Over box is open) or `plan.stop`; `maxMoves` only stops a game that goes round in circles. */
export async function playEuchre(kiosk: TestKiosk, driver: Driver, plan: PlayPlan = {}, maxMoves = 600): Promise<EuchreSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await nextMove(kiosk);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    await plan.seen?.(s);
    const choice = choose(s, plan);
    await (choice.kind === 'press' ? driver.press(kiosk, choice.id) : driver.answer(kiosk, choice.id));
    await kiosk.until(() => changed(s, euchre(kiosk)));
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}

/** A game that ended as the rules say: one team at 10 or more, and it won. */
export function checkFinished(end: EuchreSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const [ours = 0, theirs = 0] = end.scores;
  expect(Math.max(ours, theirs)).toBeGreaterThanOrEqual(10);
  expect(end.outcome?.winners).toEqual(ours > theirs ? [0, 2] : [1, 3]);
}
