// A yardstick for the expert, not a level of the kiosk: a rule-based player
// written from the strategy published for Hearts (Pagat's Hearts pages, and
// the advice commonly given to club players), in rules of its own rather
// than the intermediate's. What sets it apart:
// - the first round of clubs or diamonds is safe (nobody is void yet), so it
//   leads and follows high there, to be rid of its high cards while no
//   points can fall on them;
// - without the queen or a card above her, it leads spades to drive her out
//   ("flushing the queen");
// - later, it ducks as low under the winning card as it can, and when it must
//   win, it wins with its highest;
// - void, it sheds the queen, then the spades above her while she is out,
//   then its highest heart, then the highest card of its shortest suit, to
//   make another void;
// - it keeps a heart back to stop a seat that has every point so far.
// The bench plays the expert against three of it (`hearts-strength`).

import { type Card, SUITS, type Suit, suitOf } from '../cards';
import type { Rng } from '../rng';
import { carefulPass } from './ai-pass';
import { moonShooter } from './ai-intermediate';
import { highest, legalCards, lowest, ofSuit, passOf, playOf, playedCards, rankNumber, readTrick } from './ai-read';
import type { HeartsAction, HeartsView } from './types';

/** Clubs and diamonds: the suits whose first round is safe. */
const SIDE_SUITS: readonly Suit[] = ['C', 'D'];

export function choosePublished(view: HeartsView, legal: readonly HeartsAction[], _rng: Rng): HeartsAction {
  if (view.phase === 'pass') return passOf(legal, carefulPass(view));
  const cards = legalCards(legal);
  if (cards.length <= 1) return playOf(legal, cards[0]);
  const gone = playedCards(view);
  // The tricks before this one: a suit none of them held is in its first round.
  const before = new Set([...gone].filter((card) => !view.table.some((play) => play.card === card)));
  const trick = readTrick(view);
  const queenOut = !gone.has('QS') && !view.hand.includes('QS');
  const shooter = moonShooter(view);
  if (trick.led === null) return playOf(legal, lead(view, cards, before, queenOut, shooter));
  const mine = ofSuit(cards, trick.led);
  if (mine.length > 0) return playOf(legal, follow(view, mine, before, queenOut, shooter));
  return playOf(legal, shed(view, cards, queenOut, shooter, trick.winner));
}

/** Nobody can have shown out of `suit` yet: no earlier trick held a card of it. */
function firstRound(suit: Suit, before: ReadonlySet<Card>): boolean {
  return [...before].every((card) => suitOf(card) !== suit);
}

/** Without the queen: none of the spades that could be forced to take her. */
function safeToFlush(hand: readonly Card[]): boolean {
  return !hand.some((card) => card === 'QS' || card === 'KS' || card === 'AS');
}

function lead(view: HeartsView, cards: Card[], before: ReadonlySet<Card>, queenOut: boolean, shooter: number | null): Card | undefined {
  const hearts = ofSuit(cards, 'H');
  // Against a moon, a high heart wins one point from the shooter.
  if (shooter !== null && hearts.length > 0) return highest(hearts);
  const spades = ofSuit(cards, 'S');
  if (queenOut && spades.length > 0 && safeToFlush(view.hand)) return highest(spades);
  // A side suit nobody has shown out of: lead its highest, safely.
  for (const suit of SIDE_SUITS) {
    const side = ofSuit(cards, suit);
    if (side.length >= 3 && firstRound(suit, before)) return highest(side);
  }
  // Otherwise the lowest card of the shortest side suit (towards a void), else the lowest of all.
  const sides = SIDE_SUITS.map((suit) => ofSuit(cards, suit)).filter((side) => side.length > 0);
  sides.sort((a, b) => a.length - b.length);
  const shortest = sides[0];
  if (shortest !== undefined) return lowest(shortest);
  const notQueen = cards.filter((card) => card !== 'QS');
  return lowest(notQueen.length > 0 ? notQueen : cards);
}

function follow(view: HeartsView, mine: Card[], before: ReadonlySet<Card>, queenOut: boolean, shooter: number | null): Card | undefined {
  const trick = readTrick(view);
  const suit = suitOf(mine[0] ?? 'QS');
  const winning = trick.winning === null ? -1 : rankNumber(trick.winning);
  const under = mine.filter((card) => rankNumber(card) < winning);
  const over = mine.filter((card) => rankNumber(card) > winning);
  const safe = (list: Card[]) => {
    const kept = list.filter((card) => card !== 'QS' && !(queenOut && (card === 'KS' || card === 'AS') && !trick.last));
    return kept.length > 0 ? kept : list;
  };
  // Stop a moon: take a trick with points that the shooter is winning.
  if (shooter !== null && trick.winner === shooter && trick.hasPoints && over.length > 0) return lowest(safe(over));
  // The first round of a side suit, nothing on the table worth avoiding: the highest card goes safely.
  if (SIDE_SUITS.includes(suit) && firstRound(suit, before) && !trick.hasPoints) return highest(mine);
  // Last, with no points to take: win with the highest, to be rid of it.
  if (trick.last && !trick.hasPoints && over.length > 0) return highest(safe(over));
  // Duck as close under the winning card as possible.
  if (under.length > 0) return highest(under);
  // Must win: with the highest, unless the queen may still fall on a later seat's spade.
  if (suit === 'S' && queenOut && !trick.last) return lowest(safe(mine));
  return highest(safe(mine));
}

function shed(view: HeartsView, cards: Card[], queenOut: boolean, shooter: number | null, winner: number | null): Card | undefined {
  const hearts = ofSuit(cards, 'H');
  // The shooter gets nothing worth points; anyone else gets the worst.
  if (shooter !== null && winner === shooter) {
    const harmless = cards.filter((card) => suitOf(card) !== 'H' && card !== 'QS');
    if (harmless.length > 0) return highest(harmless);
  }
  if (cards.includes('QS')) return 'QS';
  if (queenOut) {
    const escorts = cards.filter((card) => card === 'AS' || card === 'KS');
    if (escorts.length > 0) return highest(escorts);
  }
  // Keep one heart back while a moon may be on (the shooter must not get them all).
  const spareHearts = shooter !== null && hearts.length === 1 ? [] : hearts;
  const topHeart = highest(spareHearts);
  if (topHeart !== undefined) return topHeart;
  // The highest card of the shortest suit: the next void.
  let best: Card | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const suit of SUITS) {
    const top = highest(ofSuit(cards, suit));
    if (top === undefined || top === 'QS') continue;
    const score = 3 * rankNumber(top) - 4 * ofSuit(view.hand, suit).length;
    if (score > bestScore) {
      bestScore = score;
      best = top;
    }
  }
  return best ?? highest(cards);
}
