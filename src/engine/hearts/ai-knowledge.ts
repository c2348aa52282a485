// What one seat can tell about the others' hands from its view alone: which
// cards are still hidden, which seat can no longer hold which suit (it did
// not follow; it opened with a heart before hearts were broken; it threw
// points on the first trick), and where its own passed cards went. The
// result is a deal problem for ai/determinize.ts plus the cards already
// placed for certain.

import { type Card, type Suit, suitOf } from '../cards';
import { type SuitMasks, FULL_SUIT, SUIT_INDEX, cardIndex, count, emptyMasks, toMasks } from '../cardset';
import type { DealProblem } from '../ai/determinize';
import type { HeartsView } from './types';
import { isPointCard } from './rules';

const PLAYERS = 4;
const QUEEN_BIT = 1 << 10;

export interface HeartsKnowledge {
  /** Cards each seat surely holds: the viewer's hand, and its passed cards not yet played. */
  known: SuitMasks[];
  /** Cards each seat may still hold, as far as the viewer can tell. */
  possible: SuitMasks[];
  /** The hidden cards to share out (card indices 0..51, see cardset.ts). */
  problem: DealProblem;
}

/** Card index to per-suit mask position. */
function has(masks: Readonly<SuitMasks>, index: number): boolean {
  const suit = (index / 13) | 0;
  return ((masks[suit] ?? 0) & (1 << (index - suit * 13))) !== 0;
}

function add(masks: SuitMasks, card: Card): void {
  const i = cardIndex(card);
  const suit = (i / 13) | 0;
  masks[suit] = (masks[suit] ?? 0) | (1 << (i - suit * 13));
}

export function readKnowledge(view: HeartsView): HeartsKnowledge {
  const me = view.seat;
  const gone = toMasks(view.played.flat());
  const mine = toMasks(view.hand);
  const known: SuitMasks[] = Array.from({ length: PLAYERS }, () => emptyMasks());
  known[me] = mine.slice() as SuitMasks;
  // The three cards passed went to passTo; until played, they are still there.
  if (view.phase === 'play' && view.passTo !== null && view.passed !== null) {
    const target = known[view.passTo];
    if (target !== undefined) for (const card of view.passed) if (!has(gone, cardIndex(card))) add(target, card);
  }
  const possible: SuitMasks[] = Array.from({ length: PLAYERS }, (_, seat) => {
    if (seat === me) return mine.slice() as SuitMasks;
    const out = emptyMasks();
    for (let suit = 0; suit < 4; suit++) {
      out[suit] = FULL_SUIT & ~(gone[suit] ?? 0) & ~(mine[suit] ?? 0);
    }
    return out;
  });
  forEachPlay(view, (seat, card, led, leading, heartsBroken, firstTrick) => {
    const limits = possible[seat];
    if (limits === undefined || seat === me) return;
    if (led !== null && suitOf(card) !== led) {
      limits[SUIT_INDEX[led]] = 0;
      // Points on the first trick are allowed only to a hand with nothing else.
      if (firstTrick && !view.options.bleedOnFirstTrick && isPointCard(card)) onlyPoints(limits);
    }
    if (leading && !heartsBroken && waitsToLead(card, view)) onlyWaiting(limits, view);
  });
  // Passed cards are placed, not guessed: no other seat may hold them.
  for (let seat = 0; seat < PLAYERS; seat++) {
    const sure = known[seat];
    if (sure === undefined) continue;
    for (let other = 0; other < PLAYERS; other++) {
      const limits = possible[other];
      if (other === seat || limits === undefined) continue;
      for (let suit = 0; suit < 4; suit++) limits[suit] = (limits[suit] ?? 0) & ~(sure[suit] ?? 0);
    }
    const limits = possible[seat];
    if (limits !== undefined) for (let suit = 0; suit < 4; suit++) limits[suit] = (limits[suit] ?? 0) | (sure[suit] ?? 0);
  }
  const cards: number[] = [];
  const allowed: number[] = [];
  for (let index = 0; index < 52; index++) {
    if (has(gone, index) || known.some((m) => has(m, index))) continue;
    cards.push(index);
    let seats = 0;
    for (let seat = 0; seat < PLAYERS; seat++) if (seat !== me && has(possible[seat] ?? emptyMasks(), index)) seats |= 1 << seat;
    allowed.push(seats);
  }
  const counts = view.handSizes.map((size, seat) => {
    const sure = known[seat] ?? emptyMasks();
    const placed = [0, 1, 2, 3].reduce((n, suit) => n + count(sure[suit] ?? 0), 0);
    return seat === me ? 0 : size - placed;
  });
  return { known, possible, problem: { cards, allowed, counts } };
}

function waitsToLead(card: Card, view: HeartsView): boolean {
  return suitOf(card) === 'H' || (card === 'QS' && !view.options.queenIsNotAHeart);
}

/** A hand that led a heart unbroken held only cards that wait to be led. */
function onlyWaiting(limits: SuitMasks, view: HeartsView): void {
  limits[0] = 0;
  limits[1] = 0;
  limits[3] = view.options.queenIsNotAHeart ? 0 : (limits[3] ?? 0) & QUEEN_BIT;
}

/** A hand that threw points on the first trick held nothing but points. */
function onlyPoints(limits: SuitMasks): void {
  limits[0] = 0;
  limits[1] = 0;
  limits[3] = (limits[3] ?? 0) & QUEEN_BIT;
}

/**
 * Every card played this hand in table order, with the suit led to its trick
 * (null for the lead itself), whether it was the lead, whether hearts were
 * broken before it, and whether it fell on the first trick. Tricks are
 * rebuilt from each seat's played cards: the k-th card of every seat went to
 * trick k, and each trick's winner led the next.
 */
function forEachPlay(
  view: HeartsView,
  visit: (seat: number, card: Card, led: Suit | null, leading: boolean, heartsBroken: boolean, firstTrick: boolean) => void,
): void {
  const complete = view.trickNumber - 1;
  let leader = firstLeader(view);
  let broken = false;
  for (let trick = 0; trick <= complete; trick++) {
    const plays: { seat: number; card: Card }[] = [];
    if (trick < complete) {
      for (let k = 0; k < PLAYERS; k++) {
        const seat = (leader + k) % PLAYERS;
        const card = view.played[seat]?.[trick];
        if (card !== undefined) plays.push({ seat, card });
      }
    } else {
      plays.push(...view.table);
    }
    const first = plays[0];
    if (first === undefined) break;
    const led = suitOf(first.card);
    const brokenBefore = broken;
    let winner = first;
    for (const [k, play] of plays.entries()) {
      visit(play.seat, play.card, k === 0 ? null : led, k === 0, k === 0 ? brokenBefore : broken, trick === 0);
      if (suitOf(play.card) === 'H' || (play.card === 'QS' && !view.options.queenIsNotAHeart)) broken = true;
      if (suitOf(play.card) === led && rankValue(play.card) > rankValue(winner.card)) winner = play;
    }
    leader = winner.seat;
  }
}

function rankValue(card: Card): number {
  return cardIndex(card) % 13;
}

/**
 * Who led the first trick. With the rotating lead it is set by the hand
 * number. Otherwise the two of clubs' holder led, so the led suit was clubs
 * and the card that opened is the club of the seat whose turn it was; we
 * find that seat by walking back from the current leader when the first
 * trick is complete, or read it off the table when it is not.
 */
function firstLeader(view: HeartsView): number {
  if (view.trickNumber === 1) return view.table[0]?.seat ?? view.leader;
  if (view.options.rotateLead) return (view.handNumber - 1) % PLAYERS;
  // The seat that played the two of clubs held it, and so led the first trick.
  const twoHolder = view.played.findIndex((cards) => cards.includes('2C'));
  if (twoHolder >= 0) return twoHolder;
  if (view.hand.includes('2C')) return view.seat;
  // The two is still hidden: any seat that played a club to the first trick
  // may have led it. Who led does not change the led suit (clubs) nor the
  // winner, so the first of them serves.
  const clubber = view.played.findIndex((cards) => cards[0] !== undefined && suitOf(cards[0]) === 'C');
  return clubber >= 0 ? clubber : view.leader;
}
