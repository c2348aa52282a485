// Whether something read from outside (a kept game, a replay, a message) is a
// Chinese Patience game the rules could have reached: its shape, then every
// card of the deck in exactly one place and the ace piles built up in suit.

import * as v from 'valibot';
import { type Card, CardSchema, FULL_DECK, RANKS, SUITS } from '../cards';
import type { Result } from '../result';
import { CardListSchema, CountSchema, NumberPairSchema, RngSchema, cardListsSchema, checkState, packProblem, seatSchema } from '../state-schema';
import type { PatienceState } from './types';

const PLAYERS = 2;
/** Ace first, then two to king: the order an ace pile is built in. */
const UP_FROM_ACE = ['A', ...RANKS.filter((rank) => rank !== 'A')];

const StateSchema: v.GenericSchema<unknown, PatienceState> = v.looseObject({
  rng: RngSchema,
  decks: v.array(CardListSchema),
  phase: v.picklist(['play', 'over']),
  toAct: seatSchema(PLAYERS),
  stock: cardListsSchema(PLAYERS),
  // A game kept before this was recorded counts its decks as never seen: a
  // seat may then know less than it could, never more.
  turnedOver: v.optional(v.tuple([v.boolean(), v.boolean()]), () => [false, false]),
  discard: cardListsSchema(PLAYERS),
  piles: cardListsSchema(8),
  twisted: v.nullable(CardSchema),
  started: v.tuple([v.boolean(), v.boolean()]),
  idleTurns: CountSchema,
  fewestHeld: CountSchema,
  turn: v.pipe(CountSchema, v.minValue(1)),
  scores: NumberPairSchema,
});

/** Every card of the game wherever it lies (the stocks, the discard piles, piles 1-8): each of the 52 once. */
export function patienceCards(s: Pick<PatienceState, 'stock' | 'discard' | 'piles'>): Card[] {
  return [...s.stock.flat(), ...s.discard.flat(), ...s.piles.flat()];
}

function problem(s: PatienceState): string | null {
  const cards = packProblem(patienceCards(s), s.decks, FULL_DECK);
  if (cards !== null) return cards;
  const aces = SUITS.findIndex((suit, n) => (s.piles[n] ?? []).some((card, i) => card !== `${UP_FROM_ACE[i]}${suit}`));
  if (aces !== -1) return `pile ${aces + 1} is not built up from its ace in one suit`;
  return null;
}

/** `value` as a Chinese Patience state, or the reason it is not one. */
export function validatePatienceState(value: unknown): Result<PatienceState> {
  return checkState(StateSchema, value, problem);
}
