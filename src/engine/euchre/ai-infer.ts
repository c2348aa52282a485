// Reading the others' bids and play: how well a deal of the hidden cards
// fits what the others did this hand, if they bid and play as sound club
// players do (the intermediate's rules of thumb). A seat that passed the
// turned card holds no hand worth ordering it; a seat that followed low while
// the trick was the other side's has nothing that beats it; a seat that led a
// small side card holds no ace to cash. A deal where a seat would have done
// otherwise is not ruled out (people bid and play in their own ways) but
// counts for less: `BID_SURPRISE` for each such bid, `SURPRISE` for each card.
//
// Every seat's bids are read, the partner's too; only the opponents' cards.
// A partner who is an expert plays by its search, not by these rules, and
// reading its cards as a club player's lost games (63% against 66% in 400
// duplicate games against the intermediate).

import type { Card } from '../cards';
import type { Seat } from '../game';
import { type Rng, createRng, nextFloat } from '../rng';
import { chooseIntermediate, soundBid, stuck } from './ai-intermediate';
import { replayTricks } from './ai-read';
import { cardsOf, type WorldSampler } from './ai-world';
import { playableCards, teamOf } from './rules';
import type { EuchreAction, EuchreView } from './types';

/** What a deal keeps of its weight for each card the others played that a sound player would not have. */
export const SURPRISE = 0.1;

/** The same for a bid a sound bidder would not have made. */
export const BID_SURPRISE = 0.2;

/** Deals drawn for one fitting deal before the best seen is taken. */
const TRIES = 40;

/** One card another seat played: the trick it went to and what lay there before it. */
interface PastPlay {
  seat: Seat;
  trick: number;
  before: { seat: Seat; card: Card }[];
  card: Card;
}

/** The plays of `view`'s hand so far by the seats `reads` picks out, finished tricks and the one on the table. */
function pastPlays(view: EuchreView, reads: (seat: Seat) => boolean): PastPlay[] {
  const tricks = [...replayTricks(view), view.trick];
  const out: PastPlay[] = [];
  tricks.forEach((plays, trick) => {
    plays.forEach((play, k) => {
      if (reads(play.seat)) out.push({ seat: play.seat, trick, before: plays.slice(0, k), card: play.card });
    });
  });
  return out;
}

// The intermediate's rules draw nothing at random.
const NO_RNG: Rng = createRng(0);

/** How well a deal fits the others' bids and play: 1 when each is what a sound player would have done. */
export interface TableReader {
  /** The deal's weight; once it falls under `floor` the reading stops there (the deal is turned down anyway). */
  fit(hands: Int32Array, floor?: number): number;
}

/** Whether `seat`'s hand at the start of the hand is `now` plus what it played: not for the dealer who took the card up, nor around a Pass Best card. */
function handKnownToStart(view: EuchreView, seat: Seat): boolean {
  if (seat === view.dealer && view.takenUp !== null) return false;
  return view.gave === null || (view.gave.from !== seat && view.gave.to !== seat);
}

/** Whether a sound bidder holding `hand` would have made the bid numbered `index` in `view.bids`. */
function bidFits(view: EuchreView, index: number, hand: readonly Card[]): boolean {
  const bid = view.bids[index];
  const turned = view.upcard ?? view.turnedDown ?? view.takenUp;
  if (bid === undefined || turned === null) return true;
  const sound = soundBid(hand, bid.seat, view.dealer, turned, index < 4 ? 1 : 2, stuck(bid.seat, view));
  if (bid.bid === 'pass' || sound === null) return (bid.bid === 'pass') === (sound === null);
  // A round-1 bid makes the turned card's suit; a call names its own.
  return index < 4 || sound.trump === bid.suit;
}

export function tableReader(view: EuchreView, reads: (seat: Seat) => boolean = (seat) => teamOf(seat) !== teamOf(view.seat)): TableReader {
  const trump = view.trump;
  const plays = view.phase === 'play' && trump !== null ? pastPlays(view, reads) : [];
  const bids = view.bids.flatMap((bid, index) => (bid.seat !== view.seat && handKnownToStart(view, bid.seat) ? [index] : []));
  // What each seat had played when it played each card: the same in every deal.
  const playedThen = plays.map((past) =>
    view.played.map((cards, seat) => {
      const then = cards.slice(0, past.trick);
      const onTable = past.before.find((p) => p.seat === seat);
      return onTable === undefined ? then : [...then, onTable.card];
    }),
  );
  const soundPlay = (i: number, held: number): boolean => {
    const past = plays[i] as PastPlay;
    // The card played goes first: where the rules of thumb rate two cards
    // alike they take the first in hand, and the hand's order is not seen.
    const hand = [...(view.played[past.seat] ?? []).slice(past.trick), ...cardsOf(held)];
    const legalCards = playableCards(hand, past.before, trump);
    if (legalCards.length < 2) return true;
    const then: EuchreView = { ...view, seat: past.seat, hand, trick: past.before, played: playedThen[i] ?? [], myDiscards: [], given: null };
    const legal: EuchreAction[] = legalCards.map((card) => ({ type: 'play', card }));
    const chosen = chooseIntermediate(then, legal, NO_RNG);
    return chosen.type === 'play' && chosen.card === past.card;
  };
  // Deals share hands, late in a hand above all: each verdict is kept by the hand held (24 bits) and the play or bid.
  const verdicts = new Map<number, boolean>();
  const verdict = (slot: number, held: number, judge: () => boolean): boolean => {
    const key = held * 64 + slot;
    let sound = verdicts.get(key);
    if (sound === undefined) {
      sound = judge();
      verdicts.set(key, sound);
    }
    return sound;
  };
  return {
    fit(hands, floor = 0) {
      let weight = 1;
      for (const index of bids) {
        const seat = view.bids[index]?.seat ?? 0;
        const held = hands[seat] ?? 0;
        const hand = (): Card[] => [...cardsOf(held), ...(view.played[seat] ?? [])];
        if (!verdict(index, held, () => bidFits(view, index, hand()))) weight *= BID_SURPRISE;
        if (weight < floor) return weight;
      }
      for (let i = 0; i < plays.length; i++) {
        const held = hands[plays[i]?.seat ?? 0] ?? 0;
        if (!verdict(8 + i, held, () => soundPlay(i, held))) weight *= SURPRISE;
        if (weight < floor) return weight;
      }
      return weight;
    },
  };
}

/**
 * Deals drawn from `base` kept with the chance that they fit (`reader`), so
 * that deals come in proportion to how well they explain the play; after
 * `TRIES` draws the best fitting one seen.
 */
export function fittingSampler(base: WorldSampler, reader: TableReader): WorldSampler {
  const draw = new Int32Array(4);
  const best = new Int32Array(4);
  return {
    sample(rng, hands) {
      let bestFit = -1;
      for (let t = 0; t < TRIES; t++) {
        base.sample(rng, draw);
        const luck = nextFloat(rng);
        const fit = reader.fit(draw, luck);
        if (luck < fit) {
          hands.set(draw);
          return;
        }
        if (fit > bestFit) {
          bestFit = fit;
          best.set(draw);
        }
      }
      hands.set(best);
    },
  };
}
