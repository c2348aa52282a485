// What a network game of Thirty-One needs beyond its engine and table
// terms: how its end is told.

import { thirtyOneTerms, thirtyone } from '../../engine/thirtyone';
import { networkRules } from '../net/network-mode';

export const THIRTYONE_NETWORK = networkRules('thirtyone', thirtyone, thirtyOneTerms, (view, names) =>
  view.winner === null ? 'Nobody is left: there is no winner.' : `${names[view.winner] ?? 'Someone'} wins.`,
);
