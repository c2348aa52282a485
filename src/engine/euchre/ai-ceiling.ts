// What the expert would win if it were shown more than its view: another
// seat's cards, while bidding or all hand long. No player is ever shown them;
// this only measures how much of the expert's shortfall is knowledge it
// cannot have (`npm run bench -- euchre-ceilings`). Against the intermediate
// team, the expert's side needs its partner's whole hand, bidding and play,
// to win 85% of games.

import type { Card } from '../cards';
import type { Seat } from '../game';
import type { DuplicateResult } from '../ai/duplicate';
import { chooseExpert } from './ai-expert';
import { type EuchrePlayer, duplicateMatch, levelPlayer } from './ai-match';
import { maskOf } from './ai-world';
import { partnerOf } from './rules';

/** Whose cards the expert is shown (its partner's or both opponents'), and whether only in the bidding, by the bench row's words. */
const SHOWINGS = {
  "its partner's cards in the bidding": { partner: true, biddingOnly: true },
  "its partner's cards all hand": { partner: true, biddingOnly: false },
  "the opponents' cards in the bidding": { partner: false, biddingOnly: true },
} as const;

export type Shown = keyof typeof SHOWINGS;

export const SHOWN = Object.keys(SHOWINGS) as Shown[];

/** The cards of `hands` (the true ones) shown to `viewer` now, as masks by seat; 0 for a seat not shown. */
export function shownTo(shown: Shown, viewer: Seat, hands: readonly (readonly Card[])[], bidding: boolean): number[] {
  const { partner, biddingOnly } = SHOWINGS[shown];
  return hands.map((hand, seat) => {
    const show = seat !== viewer && (seat === partnerOf(viewer)) === partner && (bidding || !biddingOnly);
    return show ? maskOf(hand) : 0;
  });
}

/**
 * `pairs` pairs of duplicate games to 10, as the strength benchmark plays
 * them: a team of experts shown `shown` against a team of intermediates.
 */
export function ceilingMatch(shown: Shown, pairs: number, seed: number): DuplicateResult {
  let hands: readonly Card[][] = [];
  const seer: EuchrePlayer = (view, legal, rng) => {
    const bidding = view.phase === 'order' || view.phase === 'call';
    return chooseExpert(view, legal, rng, { shown: shownTo(shown, view.seat, hands, bidding) });
  };
  return duplicateMatch(seer, levelPlayer('intermediate'), pairs, seed, {}, (state) => {
    hands = state.hands;
  });
}
