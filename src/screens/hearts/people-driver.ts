// Playing Hearts with several people at one cabinet in the test kiosk, as
// they would: whoever the cover names lifts it with their own device, sees
// the cards passed to them and takes them up with OK, chooses their pass and
// plays (the plain player's choices: the first three cards, the legal card
// nearest the focus). At every step the table is checked against the game:
// no hand lies face up but that of the person acting, the cover names them,
// and only their device moves anything. Imported only by tests.

import { expect } from 'vitest';
import type { HeartsView } from '../../engine/hearts';
import { type Driver, gamepadAt, keyboard } from '../shell/test-devices';
import { nearestControl } from '../shell/test-focus';
import type { TestKiosk } from '../shell/test-kiosk';
import type { SeatPlan } from '../table/seat-plan';
import { hearts } from './hearts-driver';
import type { HeartsSnapshot } from './hearts-snapshot';

/** Frames a computer's turn, or a whole deal, may take before a wait gives up. */
const PATIENCE = 3000;


/** The device a seat's person plays with: their own pad, or the keyboard they share. */
export function deviceOf(plan: SeatPlan | undefined): Driver {
  return plan?.kind === 'person' && plan.pad !== null ? gamepadAt(plan.pad) : keyboard;
}

/** What `seat` holds, as the game the table shows has it: its own, or a network game's for a seat of this kiosk's (the test looks behind the table to check what the table shows). */
export function trueView(kiosk: TestKiosk, seat: number): HeartsView {
  const view = (kiosk.screen as unknown as { run: { source: { view(seat: number): HeartsView | null } } }).run.source.view(seat);
  if (view === null) throw new Error('No game at the table.');
  return view;
}

/** Somebody at the cabinet has something to do: a box, the cover to lift, the cards passed to take up, a pass or a card to choose. */
export function someoneToAct(s: HeartsSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.acting === null) return false;
  if (s.covered || s.waitingForOk) return true;
  return s.waiting !== null && (s.phase === 'pass' || s.legal.length > 0);
}

/** What changes when a press has been taken. */
export function progress(s: HeartsSnapshot): string {
  return JSON.stringify([s.dialog, s.covered, s.acting, s.waiting, s.hand, s.chosen, s.waitingForOk, s.table, s.handNumber, s.phase, s.history.length]);
}

/**
 * The secrets kept at `s`: with several people at the screen, a hand lies
 * face up only while its person acts, uncovered, and it is their own; under
 * the cover no card of any hand is named, nor may be chosen.
 */
export function checkSecrets(kiosk: TestKiosk, s: HeartsSnapshot): void {
  const cards = s.controls.filter((c) => c.id.startsWith('card-'));
  if (s.covered) {
    expect(s.hand).toEqual([]);
    expect(s.legal).toEqual([]);
    expect(s.chosen).toEqual([]);
    expect(s.marked ?? null).toBeNull();
    expect(cards).toEqual([]);
    expect(s.cover).toContain(`Pass to ${s.names[s.acting ?? -1]}.`);
    // At a network table the status line gives way to the server's word (a seat back, a turn's last seconds): the cover names the person.
    if (!s.network?.notice) expect(s.status).toMatch(new RegExp(`^Pass to ${s.names[s.acting ?? -1]}`));
    return;
  }
  if (s.hand.length === 0 || s.phase === 'starting' || s.outcome !== null) return;
  // A hand face up is the person's whose turn it is, and nobody else's.
  expect(s.acting).toBe(s.viewer);
  expect([...s.hand].sort()).toEqual([...trueView(kiosk, s.viewer).hand].sort());
  expect(cards.map((c) => c.id)).toEqual(s.hand.map((card) => `card-${card}`));
}

/** The press the person acting makes now: a control's id. */
export function nextPress(s: HeartsSnapshot): string {
  if (s.covered) return 'show-cards';
  if (s.waitingForOk) return 'centre';
  if (s.phase === 'pass') {
    if (s.chosen.length === 3) return 'centre';
    const next = s.hand.find((card) => !s.chosen.includes(card));
    if (next === undefined) throw new Error(`Nothing left to choose in ${s.hand.join(' ')}`);
    return `card-${next}`;
  }
  const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
  if (id === undefined) throw new Error('The person is to play but has no legal card.');
  return id;
}

export interface PeoplePlan {
  /** Stop (and return) at the first table this says yes to. */
  stop?(s: HeartsSnapshot): boolean;
  /** Called before each press (checks, presses of its own); 'moved' when it made the move itself. */
  seen?(s: HeartsSnapshot): Promise<void | 'moved'>;
}

/** Wait (checking the secrets at every frame) until `ready` holds, and hand back the table then. */
export async function watchUntil(kiosk: TestKiosk, ready: (s: HeartsSnapshot) => boolean): Promise<HeartsSnapshot> {
  await kiosk.until(() => {
    const s = hearts(kiosk);
    if (s.dialog === null) checkSecrets(kiosk, s);
    return ready(s);
  }, PATIENCE);
  return hearts(kiosk);
}

/**
 * Play on, each person with their own device, until the game is over (the
 * Game Over box up) or `plan.stop`. Boxes (the score sheet after each hand)
 * are anyone's: the keyboard answers them.
 */
export async function playPeople(kiosk: TestKiosk, plan: PeoplePlan = {}, maxPresses = 4000): Promise<HeartsSnapshot> {
  for (let press = 0; press < maxPresses; press++) {
    const s = await watchUntil(kiosk, someoneToAct);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    if ((await plan.seen?.(s)) === 'moved') continue;
    if (s.dialog !== null) await keyboard.answer(kiosk, 'ok');
    else await deviceOf(s.seating[s.acting ?? 0]).press(kiosk, nextPress(s));
    const before = progress(s);
    await watchUntil(kiosk, (now) => progress(now) !== before);
  }
  throw new Error('The game did not end.');
}
