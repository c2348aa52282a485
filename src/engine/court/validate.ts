// Whether something read from outside (a kept game, a replay, a message) is
// an Affairs of the Court game the rules could have reached: its shape, then
// every card of the deck in exactly one place and the turn on the table in order.

import * as v from 'valibot';
import { type Card, CardSchema, FULL_DECK } from '../cards';
import type { Result } from '../result';
import { CardListSchema, CountSchema, NumberPairSchema, RngSchema, cardListsSchema, checkState, packProblem, playSchema, seatSchema } from '../state-schema';
import type { CourtOptions, CourtState } from './types';

const PLAYERS = 2;
const Seat = seatSchema(PLAYERS);
const Play = playSchema(PLAYERS);

const OptionsSchema: v.GenericSchema<unknown, CourtOptions> = v.looseObject({
  mustFollowSuit: v.boolean(),
  roundLimit: CountSchema,
});

const StateSchema: v.GenericSchema<unknown, CourtState> = v.looseObject({
  options: OptionsSchema,
  rng: RngSchema,
  decks: v.array(CardListSchema),
  phase: v.picklist(['draw', 'play', 'bonus', 'over']),
  round: v.pipe(CountSchema, v.minValue(1)),
  turn: CountSchema,
  scores: NumberPairSchema,
  firstDrawer: Seat,
  deck: CardListSchema,
  drawer: Seat,
  drawn: v.nullable(CardSchema),
  firstKept: v.nullable(v.boolean()),
  hands: cardListsSchema(PLAYERS),
  setAside: cardListsSchema(PLAYERS),
  capturedBy: cardListsSchema(PLAYERS),
  gone: CardListSchema,
  leader: Seat,
  table: v.pipe(v.array(Play), v.maxLength(PLAYERS - 1)),
  lastTurn: v.nullable(
    v.looseObject({ plays: v.array(Play), winner: Seat, rule: v.string(), before: NumberPairSchema, after: NumberPairSchema }),
  ),
  bonusPoints: NumberPairSchema,
  bonusSeat: v.nullable(Seat),
});

/** Every card of the round wherever it lies (hands, set aside, gone, the table, the deck, the drawer's card): each of the 52 once. */
export function courtCards(state: Pick<CourtState, 'hands' | 'setAside' | 'gone' | 'table' | 'deck' | 'drawn'>): Card[] {
  return [...state.hands.flat(), ...state.setAside.flat(), ...state.gone, ...state.table.map((p) => p.card), ...state.deck, ...(state.drawn === null ? [] : [state.drawn])];
}

function problem(s: CourtState): string | null {
  const cards = packProblem(courtCards(s), s.decks, FULL_DECK);
  if (cards !== null) return cards;
  if (s.table.some((play, i) => play.seat !== (s.leader + i) % PLAYERS)) return 'the turn on the table is not in order from its leader';
  const seen = new Set([...s.hands.flat(), ...s.gone, ...s.table.map((p) => p.card)]);
  if (s.capturedBy.flat().some((card) => !seen.has(card))) return 'a captured card is neither held nor gone';
  return null;
}

/** `value` as an Affairs of the Court state, or the reason it is not one. */
export function validateCourtState(value: unknown): Result<CourtState> {
  return checkState(StateSchema, value, problem);
}
