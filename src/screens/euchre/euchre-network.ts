// What a network game of Four-Handed Euchre needs beyond its engine and
// table terms: the options a host starts from (Pass Best and stick the
// dealer as the Options dialog has them, a game to 10), how its end is told
// (the winning side by its two names, and the score). Its partners across
// come with its table terms, and the waiting room offers them as sides.

import { type EuchreOptions, type EuchreView, euchre, euchreTerms, gameOutcome } from '../../engine/euchre';
import type { Outcome } from '../../engine/game';
import { networkRules } from '../net/network-mode';
import { gameOverLine } from './euchre-texts';

/** What a host at the Euchre table starts from: the rules as the Options dialog has them. */
export function hostStart(settings: { options: EuchreOptions }): { options: EuchreOptions } {
  return { options: { ...settings.options } };
}

/** How a network game ended, as its last view has it; null while it goes on. */
export function networkOutcome(view: EuchreView | null): Outcome | null {
  return view?.phase === 'over' ? gameOutcome([view.scores[0] ?? 0, view.scores[1] ?? 0], view.options.target) : null;
}

/** How a finished game ended, in words: the winning side by its players' names, and the score ("ANNE and BOB won, 10 to 7."). */
export function resultWords(view: EuchreView, names: readonly string[]): string {
  const outcome = networkOutcome(view);
  if (outcome === null) return `Neither side has ${view.options.target} points.`;
  // Every kiosk (and anyone watching) is told the same words: each player by name.
  return gameOverLine(outcome.scores, outcome.winners, names, null);
}

export const EUCHRE_NETWORK = networkRules('euchre', euchre, euchreTerms, resultWords);
