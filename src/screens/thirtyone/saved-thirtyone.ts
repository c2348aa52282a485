// The Thirty-One game in progress as it is kept between moves: the engine's
// state (plain JSON), who sits in each seat, the player in seat 0, the level
// the game counts at, every seat's name and the moves so far. Checked when read back, down to
// the 32 cards being each in one place and the seats agreeing with the
// state, so a damaged record is set aside rather than resumed into a broken
// table.

import * as v from 'valibot';
import { type Card, isCard } from '../../engine/cards';
import { type ThirtyOneAction, type ThirtyOneOptions, type ThirtyOneState, thirtyOneCards } from '../../engine/thirtyone';
import { isPack } from '../../engine/thirtyone/rules';
import { NameSchema } from '../../table/names';
import { type KeptGame, SESSION_FIELDS } from '../../table/saved-session';
import { samePlayer } from '../table/kept-games';
import type { Seating } from './seating';
import { SeatingSchema } from './thirtyone-settings';

const CardSchema = v.custom<Card>((x) => isCard(x), 'not a card');
const CardList = v.array(CardSchema);
const Seat = v.picklist([0, 1, 2, 3]);
const Seats = v.array(Seat);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const StateSchema = v.pipe(
  v.looseObject({
    options: v.looseObject({ variation: v.picklist(['regular', 'van-eer-maas']) }),
    rng: v.looseObject({}),
    /** Stacked decks still to deal: each a whole pack too. */
    decks: v.array(CardList),
    players: v.picklist([2, 3, 4]),
    phase: v.picklist(['choose', 'play', 'over']),
    round: v.pipe(Count, v.minValue(1)),
    dealer: Seat,
    turn: v.nullable(Seat),
    hands: v.array(CardList),
    extra: CardList,
    pot: CardList,
    stock: CardList,
    passed: Seats,
    moves: v.array(v.looseObject({ seat: Seat, type: v.picklist(['hand', 'pot', 'pass', 'change', 'take-pot']) })),
    marks: v.array(Count),
    limits: v.array(Count),
    extraGiven: v.boolean(),
    out: Seats,
    lastRound: v.nullable(v.looseObject({})),
    winner: v.nullable(Seat),
  }),
  v.check((state) => isPack(thirtyOneCards(state)), 'the cards of the saved game do not make one pack'),
  v.check((state) => state.decks.every((deck) => isPack(deck)), 'a stacked deck is not a whole pack'),
  v.check(
    (state) =>
      [state.hands, state.marks, state.limits].every((list) => list.length === state.players) &&
      [state.dealer, state.turn ?? 0, state.winner ?? 0, ...state.passed, ...state.out].every((seat) => seat < state.players),
    'the state does not agree with its number of players',
  ),
);

export const SavedThirtyOneSchema = v.pipe(
  v.strictObject({
    state: StateSchema,
    seating: SeatingSchema,
    /** Seat 0's name, or null for a guest. */
    player: v.nullable(NameSchema),
    /** The level the game counts at: statistics and the Hall of Fame keep expert games only. */
    level: v.picklist(['novice', 'intermediate', 'expert']),
    /** Every seat's name as shown at the table. */
    names: v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
    /** Moves made so far, and the seed the game was dealt from. */
    moves: Count,
    seed: Count,
    ...SESSION_FIELDS,
  }),
  v.check((kept) => kept.seating.seats.length === kept.state.players && kept.names.length === kept.state.players, 'the seats do not agree with the game'),
  v.check((kept) => {
    const first = kept.seating.seats[0];
    return first?.kind === 'person' && (first.name === null ? kept.player === null : kept.player !== null && samePlayer(first.name, kept.player));
  }, 'the player is not the person in seat 0'),
);

/** As the screen uses it: the state and the seating are the engine's and the table's own, the schema checked their shape and cards. */
export type SavedThirtyOne = Omit<KeptGame<v.InferOutput<typeof SavedThirtyOneSchema>, ThirtyOneState, ThirtyOneAction, ThirtyOneOptions>, 'seating'> & { seating: Seating };

/** The schema with the engine's state type on its output. */
export const SavedThirtyOneRecord = SavedThirtyOneSchema as unknown as v.GenericSchema<unknown, SavedThirtyOne>;
