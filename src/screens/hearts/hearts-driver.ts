// Playing Hearts through the whole kiosk in Node (test-kiosk.ts) as a person
// would, with one device: the keyboard's arrows and Enter, a pad's D-pad and
// A, or the mouse on the cards and buttons. The player's choices are plain
// (the first three cards to pass, the legal card nearest the focus); what is
// tested is that every step of a game can be taken with that device alone.
// The browser's driver (tests/e2e/hearts-driver.ts) makes the same choices.
// Imported only by tests.

import { expect } from 'vitest';
import type { Device } from '../../input/commands';
import type { HeartsSnapshot } from './hearts-snapshot';
import type { PlainStep, TestKiosk } from '../shell/test-kiosk';
import { nearestControl } from '../shell/test-focus';

export const hearts = (kiosk: TestKiosk) => kiosk.snapshot<HeartsSnapshot>();

/** The title of Hearts' window and of its questions. */
export const TITLE = 'Hearts Deluxe';

/** Frames a computer's turn, or a whole deal, may take at the kiosk's speed before a wait gives up. */
const PATIENCE = 3000;

/** The player has something to do: a dialog to answer, cards received to take up, a pass or a card to choose. */
export function playersMove(s: HeartsSnapshot): boolean {
  if (s.dialog !== null || s.waitingForOk) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.phase === 'pass' || (s.phase === 'play' && s.legal.length > 0);
}

/** What the plain player does at `s`: answers every box with OK, takes up the received cards, passes the first three cards, plays the legal card nearest the focus. */
export function plainMove(s: HeartsSnapshot): PlainStep<HeartsSnapshot> {
  if (s.dialog !== null) return { answer: true, id: 'ok', done: (now) => now.dialog !== s.dialog };
  if (s.waitingForOk) return { answer: false, id: 'centre', done: (now) => !now.waitingForOk };
  if (s.phase === 'pass') {
    if (s.chosen.length === 3) return { answer: false, id: 'centre', done: (now) => now.chosen.length === 0 || now.toAct !== 0 };
    const next = s.hand.find((card) => !s.chosen.includes(card));
    if (next === undefined) throw new Error(`Nothing left to choose in ${s.hand.join(' ')}`);
    return { answer: false, id: `card-${next}`, done: (now) => now.chosen.includes(next) };
  }
  const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
  const card = s.legal.find((c) => `card-${c}` === id);
  if (id === undefined || card === undefined) throw new Error('The player is to play but has no legal card.');
  return { answer: false, id, done: (now) => !now.hand.includes(card) };
}

/** Frames go by (however long the computers and the animations take) until the player's next move. */
export async function nextMove(kiosk: TestKiosk): Promise<HeartsSnapshot> {
  await kiosk.until(() => playersMove(hearts(kiosk)), PATIENCE);
  return hearts(kiosk);
}

/** Play on as the plain player until the game is over (the Game Over box up) or `stop` holds at one of the player's moves. */
export function playToTheEnd(kiosk: TestKiosk, device: Device, stop: (s: HeartsSnapshot) => boolean = () => false): Promise<HeartsSnapshot> {
  return kiosk.playOn(device, playersMove, (s) => s.dialog === 'Game Over' || stop(s), plainMove);
}

/**
 * From the title to the Hearts table with `device` alone, answering "Who is
 * playing?" with `name` (typed in as a new player, or a name on file: that
 * player back) or as a guest (null); done when the game is dealt, or a kept
 * one is offered ("Unfinished Game").
 */
export async function sitDown(kiosk: TestKiosk, device: Device, name: string | null): Promise<void> {
  kiosk.shell.show('title');
  await kiosk.use('play', device);
  await kiosk.untilScreen('select');
  await kiosk.use('hearts', device);
  await kiosk.untilScreen('hearts');
  await kiosk.until(() => hearts(kiosk).dialog === TITLE);
  // A name is always typed on the keyboard.
  await (name === null ? kiosk.answer(device) : kiosk.newPlayer(name));
  await kiosk.until(() => hearts(kiosk).player === name && (hearts(kiosk).phase !== 'starting' || hearts(kiosk).dialog === 'Unfinished Game'), PATIENCE);
}

/** A game that ended as the rules say: totals add up, someone is past `limit`, the lowest won. */
export function checkFinished(end: HeartsSnapshot, limit: number): void {
  expect(end.outcome).not.toBeNull();
  const totals = [0, 1, 2, 3].map((seat) => end.history.reduce((sum, hand) => sum + (hand[seat] ?? 0), 0));
  expect(end.scores).toEqual(totals);
  expect(Math.max(...end.scores)).toBeGreaterThan(limit);
  const best = Math.min(...end.scores);
  expect(end.outcome?.winners).toEqual(end.scores.flatMap((score, seat) => (score === best ? [seat] : [])));
}
