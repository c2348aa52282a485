// What a network game of Thirty-One needs of the game beyond its engine:
// the setup a finished game's record was dealt from, who is out, who won,
// and who deals the next round.

import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneOptions, type ThirtyOneState, type ThirtyOneView, openingDeal, thirtyone } from '../../engine/thirtyone';
import type { NetworkRules } from '../net/network-mode';

export const THIRTYONE_NETWORK: NetworkRules<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> = {
  id: 'thirtyone',
  game: thirtyone,
  opening: openingDeal,
  setupOf: (record) => ({ seed: record.seed, players: record.players, options: { variation: record.variation } }),
  out: (view, seat) => view.out.includes(seat),
  result: (view, names) => (view.winner === null ? 'Nobody is left: there is no winner.' : `${names[view.winner] ?? 'Someone'} wins.`),
  dealer: (view) => view.dealer,
};
