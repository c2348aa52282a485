// Whether something read from outside (a kept game, a replay, a message) is a
// Thirty-One game the rules could have reached: its shape, then the 32 cards
// each in one place (and each stacked deck a whole pack), and every seat
// named in it one of the table's.

import * as v from 'valibot';
import { type Card, CardSchema } from '../cards';
import type { Result } from '../result';
import { CardListSchema, CountSchema, RngSchema, checkState, packProblem, seatSchema } from '../state-schema';
import { DECK } from './rules';
import type { ThirtyOneState } from './types';

const MAX_PLAYERS = 4;
const Seat = seatSchema(MAX_PLAYERS);
const Seats = v.array(Seat);

const MoveSchema = v.variant('type', [
  v.looseObject({ seat: Seat, type: v.picklist(['hand', 'pot', 'pass']) }),
  v.looseObject({ seat: Seat, type: v.literal('change'), card: CardSchema, potCard: CardSchema }),
  v.looseObject({ seat: Seat, type: v.literal('take-pot'), taken: CardListSchema, left: CardListSchema }),
]);

const RoundSchema = v.looseObject({
  round: CountSchema,
  reason: v.picklist(['thirty-one', 'passed']),
  thirtyOne: v.nullable(Seat),
  points: v.array(v.number()),
  marked: Seats,
  spared: v.boolean(),
  extraMark: Seats,
  wentOut: Seats,
});

const StateSchema: v.GenericSchema<unknown, ThirtyOneState> = v.looseObject({
  options: v.looseObject({ variation: v.picklist(['regular', 'van-eer-maas']) }),
  rng: RngSchema,
  decks: v.array(CardListSchema),
  players: v.picklist([2, 3, 4]),
  phase: v.picklist(['choose', 'play', 'over']),
  round: v.pipe(CountSchema, v.minValue(1)),
  dealer: Seat,
  turn: v.nullable(Seat),
  hands: v.array(CardListSchema),
  extra: CardListSchema,
  pot: CardListSchema,
  stock: CardListSchema,
  passed: Seats,
  moves: v.array(MoveSchema),
  marks: v.array(CountSchema),
  limits: v.array(CountSchema),
  extraGiven: v.boolean(),
  out: Seats,
  lastRound: v.nullable(RoundSchema),
  winner: v.nullable(Seat),
});

/** Every card of the game wherever it lies: the hands, the extra set, the pot and the stock. */
export function thirtyOneCards(state: Pick<ThirtyOneState, 'hands' | 'extra' | 'pot' | 'stock'>): Card[] {
  return [...state.hands.flat(), ...state.extra, ...state.pot, ...state.stock];
}

function problem(s: ThirtyOneState): string | null {
  const cards = packProblem(thirtyOneCards(s), s.decks, DECK);
  if (cards !== null) return cards;
  if (![s.hands, s.marks, s.limits].every((list) => list.length === s.players)) return `the hands, marks and limits are not one for each of the ${s.players} players`;
  const seats = [s.dealer, s.turn ?? 0, s.winner ?? 0, ...s.passed, ...s.out, ...s.moves.map((m) => m.seat)];
  if (seats.some((seat) => seat >= s.players)) return `a seat is named that is not one of the ${s.players} at the table`;
  return null;
}

/** `value` as a Thirty-One state, or the reason it is not one. */
export function validateThirtyOneState(value: unknown): Result<ThirtyOneState> {
  return checkState(StateSchema, value, problem);
}
