// Whether something read from outside (a kept game, a replay, a message) is a
// Euchre game the rules could have reached: its shape, then every card of
// the 24-card pack in exactly one place and the trick on the table in order.

import * as v from 'valibot';
import { type Card, CardSchema, SUITS } from '../cards';
import type { Result } from '../result';
import { CardListSchema, CountSchema, NumberPairSchema, RngSchema, cardListsSchema, checkState, packProblem, playSchema, seatSchema } from '../state-schema';
import { EUCHRE_DECK, PLAYERS, TRICKS } from './rules';
import type { EuchreOptions, EuchreState } from './types';

const Seat = seatSchema(PLAYERS);
const Play = playSchema(PLAYERS);
const Suit = v.picklist(SUITS);

const OptionsSchema: v.GenericSchema<unknown, EuchreOptions> = v.looseObject({
  passBest: v.boolean(),
  stickTheDealer: v.boolean(),
  target: v.number(),
});

const StateSchema: v.GenericSchema<unknown, EuchreState> = v.looseObject({
  options: OptionsSchema,
  rng: RngSchema,
  decks: v.array(CardListSchema),
  phase: v.picklist(['order', 'call', 'discard', 'give', 'lone-discard', 'play', 'over']),
  handNumber: v.pipe(CountSchema, v.minValue(1)),
  dealer: Seat,
  hands: cardListsSchema(PLAYERS),
  upcard: v.nullable(CardSchema),
  turnedDown: v.nullable(CardSchema),
  takenUp: v.nullable(CardSchema),
  kitty: CardListSchema,
  discards: v.array(v.looseObject({ seat: Seat, card: CardSchema })),
  given: v.nullable(v.looseObject({ from: Seat, to: Seat, card: CardSchema })),
  bids: v.pipe(
    v.array(v.looseObject({ seat: Seat, bid: v.picklist(['pass', 'order-up', 'pick-up', 'call']), suit: v.nullable(Suit), alone: v.boolean() })),
    v.maxLength(2 * PLAYERS),
  ),
  trump: v.nullable(Suit),
  maker: v.nullable(Seat),
  alone: v.boolean(),
  sitting: v.nullable(Seat),
  trick: v.pipe(v.array(Play), v.maxLength(PLAYERS - 1)),
  leader: Seat,
  tricksWon: v.tuple([CountSchema, CountSchema]),
  played: cardListsSchema(PLAYERS),
  lastTrick: v.nullable(v.looseObject({ plays: v.array(Play), winner: Seat })),
  points: NumberPairSchema,
});

/** Every card of the game wherever it lies: the hands, the turned card, the kitty, the discards, the cards played. */
export function euchreCards(state: Pick<EuchreState, 'hands' | 'upcard' | 'turnedDown' | 'kitty' | 'discards' | 'played'>): Card[] {
  const out = [...state.hands.flat(), ...state.kitty, ...state.discards.map((d) => d.card), ...state.played.flat()];
  if (state.upcard !== null) out.push(state.upcard);
  if (state.turnedDown !== null) out.push(state.turnedDown);
  return out;
}

function problem(s: EuchreState): string | null {
  const cards = packProblem(euchreCards(s), s.decks, EUCHRE_DECK);
  if (cards !== null) return cards;
  if (s.tricksWon[0] + s.tricksWon[1] > TRICKS) return `more than ${TRICKS} tricks were taken in one hand`;
  const seats = s.trick.map((p) => p.seat);
  if (new Set(seats).size !== seats.length || (s.sitting !== null && seats.includes(s.sitting))) return 'a seat plays twice to the trick, or while sitting out';
  if (s.trick.some((p) => !(s.played[p.seat] ?? []).includes(p.card))) return 'a card on the table was not played';
  return null;
}

/** `value` as a Euchre state, or the reason it is not one. */
export function validateEuchreState(value: unknown): Result<EuchreState> {
  return checkState(StateSchema, value, problem);
}
