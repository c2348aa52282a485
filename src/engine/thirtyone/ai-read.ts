// What Thirty-One's computer players read off a position: the seat's hand,
// the pot, whether this is its last turn of the round, and the hands each
// change or taking the pot would leave.

import type { Card } from '../cards';
import { isLastTurn } from './rules';
import { type HandMeasure, actionOfCode, bestChangeOf, codeOf, worth } from './ai-codes';
import type { ThirtyOneAction, ThirtyOnePhase, ThirtyOneView, Variation } from './types';

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

/** The hand after putting `card` into the pot for `potCard`. */
export function changed(hand: readonly Card[], card: Card, potCard: Card): Card[] {
  return hand.map((c) => (c === card ? potCard : c));
}

export interface ChangeChoice {
  action: Extract<ThirtyOneAction, { type: 'change' }>;
  worth: number;
}

const best = new Float64Array(2);

/** The change that leaves the hand worth most by `measure` (worth unless told); the first of equals. */
export function bestChange(hand: readonly Card[], pot: readonly Card[], measure: HandMeasure = worth): ChangeChoice {
  bestChangeOf(hand.map(codeOf), 0, pot.map(codeOf), 0, measure, best);
  return { action: actionOfCode(best[0] ?? 0, hand, pot) as ChangeChoice['action'], worth: best[1] ?? 0 };
}

/** `legal`'s entry equal to `action`, so the result is always one of the legal actions. */
export function fromLegal(legal: readonly ThirtyOneAction[], action: ThirtyOneAction): ThirtyOneAction {
  const found = legal.find((a) => a.type === action.type && (a.type !== 'change' || (action.type === 'change' && a.card === action.card && a.potCard === action.potCard)));
  return found ?? (legal.find((a) => a.type === 'pass') as ThirtyOneAction | undefined) ?? (legal[0] as ThirtyOneAction);
}
