// The intermediate: rules of thumb in the spirit of the original's expert
// system. It ducks under the card winning the trick, sheds the queen and
// high cards when void, empties short suits, keeps low spades to guard the
// queen and fishes for her when it does not hold her, passes the dangerous
// cards, and turns on a seat that is about to shoot the moon.

import { type Card, SUITS, type Suit, suitOf } from '../cards';
import type { Rng } from '../rng';
import type { HeartsView } from './types';
import { carefulPass } from './ai-pass';
import { highest, legalCards, lowest, ofSuit, passOf, playOf, playedCards, rankNumber, readTrick } from './ai-read';
import type { HeartsAction } from './types';

const QUEEN = 10;

export function chooseIntermediate(view: HeartsView, legal: readonly HeartsAction[], _rng: Rng): HeartsAction {
  if (view.phase === 'pass') return passOf(legal, carefulPass(view));
  const cards = legalCards(legal);
  if (cards.length <= 1) return playOf(legal, cards[0]);
  return playOf(legal, choosePlay(view, cards));
}

/** What the table has shown so far that the play depends on. */
interface Situation {
  view: HeartsView;
  /** The queen of spades is still in another seat's hand. */
  queenOut: boolean;
  /** A seat that has taken every point so far, late enough to be shooting the moon. */
  shooter: number | null;
}

function choosePlay(view: HeartsView, cards: Card[]): Card | undefined {
  const gone = playedCards(view);
  const situation: Situation = {
    view,
    queenOut: !gone.has('QS') && !view.hand.includes('QS'),
    shooter: moonShooter(view),
  };
  const trick = readTrick(view);
  if (trick.led === null) return lead(situation, cards, gone);
  if (ofSuit(cards, trick.led).length > 0) return follow(situation, cards, trick.led);
  return discard(situation, cards);
}

/** The seat that has taken all the points so far, once that looks like a moon in the making. */
export function moonShooter(view: HeartsView): number | null {
  const takers = view.taken.flatMap((cards, seat) =>
    cards.some((c) => suitOf(c) === 'H' || c === 'QS') ? [seat] : [],
  );
  const only = takers[0];
  if (takers.length !== 1 || only === undefined || only === view.seat) return null;
  const taken = view.taken[only] ?? [];
  const hearts = ofSuit(taken, 'H').length;
  const serious = taken.includes('QS') ? hearts >= 2 : hearts >= 5;
  return serious && view.trickNumber >= 5 ? only : null;
}

function lead(s: Situation, cards: Card[], gone: ReadonlySet<Card>): Card | undefined {
  const { view } = s;
  const hearts = ofSuit(cards, 'H');
  // Against a moon, lead a high heart: winning one point stops 26.
  if (s.shooter !== null && hearts.length > 0) return highest(hearts);
  let best: Card | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const suit of SUITS) {
    const mine = ofSuit(cards, suit);
    const low = lowest(mine);
    if (low === undefined) continue;
    const inHand = ofSuit(view.hand, suit).length;
    const outstanding = 13 - inHand - [...gone].filter((c) => suitOf(c) === suit).length;
    let score = 13 - rankNumber(low);
    // A short suit is worth emptying.
    score += Math.max(0, 8 - 2 * inHand);
    // Few cards of the suit left elsewhere: the others will discard points on this lead.
    if (outstanding < 3) score -= 8 * (3 - outstanding);
    if (suit === 'H') score -= 4;
    if (suit === 'S') {
      if (view.hand.includes('QS')) score -= 40;
      else if (s.queenOut && rankNumber(low) < QUEEN) score += 6; // fish for the queen
      else if (s.queenOut) score -= 40;
    }
    if (score > bestScore) {
      bestScore = score;
      best = low;
    }
  }
  return best;
}

function follow(s: Situation, cards: Card[], led: Suit): Card | undefined {
  const { view } = s;
  const trick = readTrick(view);
  const mine = ofSuit(cards, led);
  const winning = trick.winning === null ? -1 : rankNumber(trick.winning);
  const under = mine.filter((c) => rankNumber(c) < winning);
  const over = mine.filter((c) => rankNumber(c) > winning);
  const notQueen = (list: Card[]) => {
    const safe = list.filter((c) => c !== 'QS');
    return safe.length > 0 ? safe : list;
  };
  // No points can fall on the first trick: the moment to shed a high card.
  if (view.trickNumber === 1 && !view.options.bleedOnFirstTrick) return highest(notQueen(mine));
  // Against a moon: take the trick when it holds points and the shooter is winning it.
  if (s.shooter !== null && trick.winner === s.shooter && trick.hasPoints && over.length > 0) {
    return lowest(notQueen(over));
  }
  // Last to play, with nothing bad on the table (or the jack's minus outweighing
  // it): win with the highest card, to be rid of it.
  if (trick.last && over.length > 0 && (!trick.hasPoints || trick.value < 0)) {
    const safe = over.filter((c) => c !== 'QS');
    if (safe.length > 0) return highest(safe);
  }
  if (under.length > 0) return highest(under);
  // Every card wins for now. With the queen still out, leave later seats a chance to
  // go over; otherwise get rid of the highest.
  if (led === 'S' && s.queenOut && !trick.last) return lowest(notQueen(mine));
  return highest(notQueen(mine));
}

function discard(s: Situation, cards: Card[]): Card | undefined {
  const { view } = s;
  const trick = readTrick(view);
  const hearts = ofSuit(cards, 'H');
  if (s.shooter !== null) {
    // Feed points to anyone but the shooter; give the shooter nothing.
    if (trick.winner !== s.shooter) {
      if (cards.includes('QS')) return 'QS';
      if (hearts.length > 0) return highest(hearts);
    } else {
      const harmless = cards.filter((c) => suitOf(c) !== 'H' && c !== 'QS');
      if (harmless.length > 0) return highest(harmless);
    }
  }
  if (cards.includes('QS')) return 'QS';
  if (s.queenOut) {
    const bigSpades = cards.filter((c) => c === 'AS' || c === 'KS');
    if (bigSpades.length > 0) return highest(bigSpades);
  }
  const topHeart = highest(hearts);
  if (topHeart !== undefined && rankNumber(topHeart) >= 6) return topHeart;
  // Otherwise the highest card, from the shortest suit on ties; the jack is worth keeping.
  const pool = cards.filter((c) => c !== 'JD');
  const choices = pool.length > 0 ? pool : cards;
  let best: Card | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const card of choices) {
    const score = 2 * rankNumber(card) - ofSuit(view.hand, suitOf(card)).length;
    if (score > bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return best;
}
