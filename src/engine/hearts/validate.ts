// Whether something read from outside (a kept game, a replay, a message) is a
// Hearts game the rules could have reached: its shape, then every card of
// the deck in exactly one place, the trick in order and the hands agreeing.

import * as v from 'valibot';
import { type Card, FULL_DECK } from '../cards';
import type { Result } from '../result';
import { CardListSchema, CountSchema, RngSchema, cardListsSchema, checkState, packProblem, playSchema, seatSchema } from '../state-schema';
import type { HeartsOptions, HeartsState } from './types';

const PLAYERS = 4;
const HAND_SIZE = 13;

const Seat = seatSchema(PLAYERS);
const Play = playSchema(PLAYERS);
const Pass = v.nullable(v.pipe(CardListSchema, v.length(3)));

/** The Rules menu's options, as a game holds them (the kiosk's settings narrow the point limit to the menu's). */
export const HeartsOptionsSchema = v.looseObject({
  jackOfDiamonds: v.boolean(),
  queenOfSpades: v.boolean(),
  noTrickBonus: v.boolean(),
  rotateLead: v.boolean(),
  noPassing: v.boolean(),
  twoOfClubsLeads: v.boolean(),
  bleedOnFirstTrick: v.boolean(),
  queenIsNotAHeart: v.boolean(),
  pointLimit: v.number(),
}) satisfies v.GenericSchema<unknown, HeartsOptions>;

const StateSchema: v.GenericSchema<unknown, HeartsState> = v.looseObject({
  options: HeartsOptionsSchema,
  rng: RngSchema,
  decks: v.array(CardListSchema),
  phase: v.picklist(['pass', 'play', 'over']),
  handNumber: v.pipe(CountSchema, v.minValue(1)),
  passDirection: v.picklist(['left', 'right', 'across', 'keeper']),
  hands: cardListsSchema(PLAYERS),
  passed: v.pipe(v.array(Pass), v.length(PLAYERS)),
  received: v.pipe(v.array(Pass), v.length(PLAYERS)),
  table: v.pipe(v.array(Play), v.maxLength(PLAYERS - 1)),
  leader: Seat,
  trickNumber: v.pipe(CountSchema, v.minValue(1), v.maxValue(HAND_SIZE + 1)),
  heartsBroken: v.boolean(),
  taken: cardListsSchema(PLAYERS),
  played: cardListsSchema(PLAYERS),
  lastTrick: v.nullable(v.looseObject({ plays: v.pipe(v.array(Play), v.length(PLAYERS)), winner: Seat })),
  scores: v.pipe(v.array(v.number()), v.length(PLAYERS)),
});

/** Every card of the game wherever it lies (a hand, the table, the tricks taken): each of the 52 once. */
export function heartsCards(state: Pick<HeartsState, 'hands' | 'table' | 'taken'>): Card[] {
  return [...state.hands.flat(), ...state.table.map((p) => p.card), ...state.taken.flat()];
}

const sorted = (cards: readonly string[]): string => [...cards].sort().join();

function problem(s: HeartsState): string | null {
  const cards = packProblem(heartsCards(s), s.decks, FULL_DECK);
  if (cards !== null) return cards;
  if (s.table.some((play, i) => play.seat !== (s.leader + i) % PLAYERS)) return 'the trick on the table is not in turn from its leader';
  const onTable = new Set(s.table.map((p) => p.seat));
  const inHand = HAND_SIZE + 1 - s.trickNumber;
  if (s.hands.some((hand, seat) => hand.length + (onTable.has(seat) ? 1 : 0) !== inHand)) return `the hands do not hold ${inHand} cards each for trick ${s.trickNumber}`;
  if (sorted(s.played.flat()) !== sorted([...s.table.map((p) => p.card), ...s.taken.flat()])) return 'the cards played are not those on the table and taken';
  if (s.phase === 'pass' && s.passed.some((pass, seat) => pass !== null && !pass.every((card) => s.hands[seat]?.includes(card)))) return 'a seat passes cards it does not hold';
  return null;
}

/** `value` as a Hearts state, or the reason it is not one. */
export function validateHeartsState(value: unknown): Result<HeartsState> {
  return checkState(StateSchema, value, problem);
}
