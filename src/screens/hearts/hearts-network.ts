// What a network game of Hearts needs beyond its engine and table terms:
// how its end is told, by the lowest total.

import { gameOutcome, hearts, heartsTerms } from '../../engine/hearts';
import { networkRules } from '../net/network-mode';
import { winnersNote } from './texts';

export const HEARTS_NETWORK = networkRules('hearts', hearts, heartsTerms, (view, names) => {
  const outcome = gameOutcome(view.scores, view.options.pointLimit);
  if (outcome === null) return 'Nobody has passed the point limit.';
  const best = Math.min(...outcome.scores);
  return `${winnersNote(outcome.winners, names, null).replace(/\.$/, '')} with ${best} point${best === 1 ? '' : 's'}.`;
});
