// What a network game of Affairs of the Court needs beyond its engine and
// table terms: the options a host starts from (Must Follow Suit as the
// Options menu has it; a tournament's round limit stays at the kiosk), and
// how its end is told. Totals are judged at a round's end only, so the
// winner is whoever still has points, or nobody when both are at zero.

import { type CourtOptions, type CourtView, court, courtTerms, outcomeOf } from '../../engine/court';
import type { Outcome, Seat } from '../../engine/game';
import { networkRules } from '../net/network-mode';

/** What a host at the Court's table starts from: the rule as the Options menu ticks it, played to zero. */
export function hostStart(settings: { mustFollowSuit: boolean }): { options: CourtOptions } {
  return { options: { mustFollowSuit: settings.mustFollowSuit, roundLimit: 0 } };
}

/** How a finished game ended, in words: who won and both totals, by the players' names. */
export function resultWords(scores: readonly number[], names: readonly string[]): string {
  const [a = 0, b = 0] = scores;
  const totals = `${names[0] ?? 'Player 1'} ${a}, ${names[1] ?? 'Player 2'} ${b}.`;
  const outcome = outcomeOf(scores);
  if (outcome === null) return `Nobody won: ${totals}`;
  if (outcome.draw) return `A draw: both totals are at zero or below (${totals.slice(0, -1)}).`;
  const winner = outcome.winners[0] ?? 0;
  return `${names[winner] ?? 'Someone'} wins: ${totals}`;
}

/** Whose turn it is and how the game ended, from a network game's view (for automation, as the table's own session says them). */
export function networkPlay(view: CourtView | null): { toAct: Seat | null; outcome: Outcome | null } {
  return { toAct: view?.toAct ?? null, outcome: view?.phase === 'over' ? outcomeOf(view.scores) : null };
}

export const COURT_NETWORK = networkRules('court', court, courtTerms, (view, names) => resultWords(view.scores, names));
