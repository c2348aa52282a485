// What a network game of Chinese Patience needs beyond its engine and table
// terms: the options a host starts from (there is nothing to choose: the
// menu has no rules), how a seat's view tells the end, the move a step's
// events came of (so the other player's moves are told and echoed as a
// local opponent's), and the result in words by the players' names.

import type { Outcome, Seat } from '../../engine/game';
import { type PatienceAction, type PatienceEvent, type PatienceOptions, type PatienceView, patience, patienceTerms } from '../../engine/patience';
import type { Move } from '../../table/session';
import { networkRules } from '../net/network-mode';
import { headToHeadEnd } from './sides';
import { handsHeld } from './table-news';

/** What a host at the Spectrum table starts from: the game's options as its menu has them (none to choose). */
export const HOST_START: { options: PatienceOptions } = { options: {} };

/** The cards each seat holds, seat by seat, from `view` (whose own come first). */
function heldBySeat(view: PatienceView): [number, number] {
  const [own, other] = handsHeld(view);
  return view.seat === 0 ? [own, other] : [other, own];
}

/** How a game ended, from a seat's view of it (null while it is played): the fewer cards held wins, the same is a draw. */
export function viewOutcome(view: PatienceView | null): Outcome | null {
  if (view === null || view.phase !== 'over') return null;
  const [a, b] = heldBySeat(view);
  const winners = a === b ? [] : [a < b ? 0 : 1];
  return { scores: [view.scores[0] ?? 0, view.scores[1] ?? 0], winners, draw: winners.length === 0 };
}

/** The end in words, the players named as the table names them. */
export function resultWords(view: PatienceView, names: readonly string[]): string {
  const outcome = viewOutcome(view);
  if (outcome === null) return 'NOBODY HAS WON YET.';
  const blocked = handsHeld(view).every((n) => n > 0);
  const [a = 'PLAYER 1', b = 'PLAYER 2'] = names.map((name) => name.toUpperCase());
  return headToHeadEnd([a, b], outcome, blocked);
}

/** The move a step's events came of (its actor and action, in the actor's pile numbers); null for none (a deal, a resend). */
export function moveOf(events: readonly PatienceEvent[]): Move<PatienceAction> | null {
  for (const event of events) {
    switch (event.type) {
      case 'twist':
      case 'finish':
        return { seat: event.seat, action: { type: event.type } };
      case 'move':
      case 'move-pile':
        return { seat: event.seat, action: { type: event.type, from: event.from, to: event.to } };
      default:
        break;
    }
  }
  return null;
}

/** Whose turn a network step's view says it is, and how the game ended, for automation. */
export function networkPlay(view: PatienceView | null): { toAct: Seat | null; outcome: Outcome | null } {
  return { toAct: view?.toAct ?? null, outcome: viewOutcome(view) };
}

export const PATIENCE_NETWORK = networkRules('patience', patience, patienceTerms, resultWords);
