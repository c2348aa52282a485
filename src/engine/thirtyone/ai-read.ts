// What Thirty-One's computer players read off a position: the seat's hand,
// the pot, whether this is its last turn of the round, and the hands each
// change or taking the pot would leave. Built from a view for a decision,
// or from a state for the expert's playouts, so both read alike.

import type { Card } from '../cards';
import { isLastTurn } from './rules';
import { cardValue, handPoints } from './scoring';
import type { ThirtyOneAction, ThirtyOnePhase, ThirtyOneState, ThirtyOneView, Variation } from './types';

export interface Situation {
  phase: ThirtyOnePhase;
  variation: Variation;
  hand: readonly Card[];
  pot: readonly Card[];
  /** Players still in the game. */
  playersIn: number;
  /** Whatever this seat does now, it will not move again this round. */
  lastTurn: boolean;
}

export function situationOfView(v: ThirtyOneView): Situation {
  const playersIn = v.players - v.out.length;
  return {
    phase: v.phase,
    variation: v.variation,
    hand: v.hand,
    pot: v.pot,
    playersIn,
    lastTurn: isLastTurn(v.variation, v.passed.length, playersIn - v.passed.length),
  };
}

export function situationOfState(s: ThirtyOneState, seat: number): Situation {
  const playersIn = s.players - s.out.length;
  return {
    phase: s.phase,
    variation: s.options.variation,
    hand: s.hands[seat] ?? [],
    pot: s.pot,
    playersIn,
    lastTurn: isLastTurn(s.options.variation, s.passed.length, playersIn - s.passed.length),
  };
}

/** The hand after putting `card` into the pot for `potCard`. */
export function changed(hand: readonly Card[], card: Card, potCard: Card): Card[] {
  return hand.map((c) => (c === card ? potCard : c));
}

/** Points, and a little for higher cards, so that of two equal hands the one nearer 31 counts more. */
export function handWorth(hand: readonly Card[]): number {
  let sum = 0;
  for (const c of hand) sum += cardValue(c);
  return handPoints(hand) + sum / 64;
}

export interface ChangeChoice {
  action: Extract<ThirtyOneAction, { type: 'change' }>;
  hand: Card[];
  worth: number;
}

/** The change that leaves the hand worth most (by `worth`, handWorth unless told). */
export function bestChange(hand: readonly Card[], pot: readonly Card[], worth: (hand: readonly Card[]) => number = handWorth): ChangeChoice {
  let best: ChangeChoice | null = null;
  for (const card of hand) {
    for (const potCard of pot) {
      const after = changed(hand, card, potCard);
      const w = worth(after);
      if (best === null || w > best.worth) best = { action: { type: 'change', card, potCard }, hand: after, worth: w };
    }
  }
  if (best === null) throw new RangeError('A change needs a hand and a pot.');
  return best;
}

/** `legal`'s entry equal to `action`, so the result is always one of the legal actions. */
export function fromLegal(legal: readonly ThirtyOneAction[], action: ThirtyOneAction): ThirtyOneAction {
  const found = legal.find((a) => a.type === action.type && (a.type !== 'change' || (action.type === 'change' && a.card === action.card && a.potCard === action.potCard)));
  return found ?? (legal.find((a) => a.type === 'pass') as ThirtyOneAction | undefined) ?? (legal[0] as ThirtyOneAction);
}
