// Playing Affairs of the Court through the whole kiosk in Node
// (test-kiosk.ts) with one device at a time: the keyboard, the gamepad or the
// mouse. The player's choices are plain (keep what Keep offers, play the card
// allowed nearest the focus, take every bonus); what is tested is that every
// step of a game can be taken with that device. The browser's driver
// (tests/e2e/court-driver.ts) makes the same choices. Imported only by tests.

import { expect } from 'vitest';
import type { Card } from '../../engine/cards';
import type { Device } from '../../input/commands';
import type { CourtSnapshot } from './court-snapshot';
import type { PlainStep, TestKiosk } from '../shell/test-kiosk';
import { nearestControl } from '../shell/test-focus';

export const court = (kiosk: TestKiosk) => kiosk.snapshot<CourtSnapshot>();

/** The title of the Court's window and of its questions. */
export const TITLE = 'Affairs of the Court';

/** Frames a computer's turn, or a round's end, may take at the kiosk's speed before a wait gives up. */
const PATIENCE = 3000;

/** Dialogs that end a game (or a player's turn at a tournament): `playCourt` hands them back. */
const ENDS = new Set(['Game Over', 'Tournament Results', 'Tournament Play']);

/** The cards the player may play, if playing a card is what is asked. */
function playable(s: CourtSnapshot): Card[] {
  return s.legal.flatMap((action) => (action.type === 'play' ? [action.card] : []));
}

/** The player has something to do: a dialog to answer, a draw to make, or a card to play. */
export function playersMove(s: CourtSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.phase === 'draw' || (s.phase === 'play' && playable(s).length > 0);
}

/** Whether `s` ends a game (or a player's turn at a tournament): its box is up. */
export const gameEnds = (s: CourtSnapshot) => s.dialog !== null && ENDS.has(s.dialog);

/** The draw went on from `before`: the card was turned, kept or discarded, or the table moved on. */
function drawMoved(before: CourtSnapshot, now: CourtSnapshot): boolean {
  return (
    now.revealed !== before.revealed ||
    now.drawn !== before.drawn ||
    now.phase !== before.phase ||
    now.toAct !== before.toAct ||
    now.dialog !== null ||
    now.hand.length !== before.hand.length
  );
}

/** What the plain player does at `s`: answers every box with its default (Yes to a bonus round), turns the card and keeps it if it may, plays the card allowed nearest the focus. */
export function plainMove(s: CourtSnapshot): PlainStep<CourtSnapshot> {
  if (s.dialog !== null) return { answer: true, id: s.dialog === 'Bonus Round' ? 'yes' : 'ok', done: (now) => now.dialog !== s.dialog };
  if (s.phase === 'draw') {
    const id = !s.revealed ? 'deck' : s.legal.some((a) => a.type === 'keep') ? 'keep' : 'discard';
    return { answer: false, id, done: (now) => drawMoved(s, now) };
  }
  const cards = playable(s);
  const id = nearestControl(s.controls, cards.map((c) => `card-${c}`));
  const card = cards.find((c) => `card-${c}` === id);
  if (id === undefined || card === undefined) throw new Error('The player is to play but has no card allowed.');
  return { answer: false, id, done: (now) => !now.hand.includes(card) };
}

/** Frames go by (however long the computer and the animations take) until the player's next move. */
export async function nextMove(kiosk: TestKiosk): Promise<CourtSnapshot> {
  await kiosk.until(() => playersMove(court(kiosk)), PATIENCE);
  return court(kiosk);
}

/** Play on as the plain player until the game is over (or a tournament player's turn is), or `stop` holds at one of the player's moves. */
export function playCourt(kiosk: TestKiosk, device: Device, stop: (s: CourtSnapshot) => boolean = () => false): Promise<CourtSnapshot> {
  return kiosk.playOn(device, playersMove, (s) => stop(s) || gameEnds(s), plainMove);
}

/** Title, game select, the table, with the device alone, to "Who is playing?". */
export async function sitDown(kiosk: TestKiosk, device: Device): Promise<void> {
  kiosk.shell.show('title');
  await kiosk.use('play', device);
  await kiosk.untilScreen('select');
  await kiosk.use('court', device);
  await kiosk.untilScreen('court');
  await kiosk.until(() => court(kiosk).dialog === TITLE);
}

/** In the player list: Guest is first; the first draw is asked for. */
export async function asGuest(kiosk: TestKiosk, device: Device): Promise<void> {
  await kiosk.answer(device);
  await kiosk.until(() => court(kiosk).phase === 'draw');
}

/** In the player list: "New player..." is last; `name` typed on the keyboard. */
export async function newPlayer(kiosk: TestKiosk, name: string): Promise<void> {
  await kiosk.newPlayer(name);
  await kiosk.until(() => court(kiosk).player === name);
}

/** A game that ended as the rules say: someone's total is down to nothing, and the other won (or both are: a draw). */
export function checkOver(end: CourtSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const [a = 0, b = 0] = end.scores;
  expect(a <= 0 || b <= 0).toBe(true);
  if (a <= 0 && b <= 0) expect(end.outcome?.draw).toBe(true);
  else expect(end.outcome?.winners).toEqual([a > 0 ? 0 : 1]);
}
