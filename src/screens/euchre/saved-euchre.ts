// The Euchre game in progress as it is kept between moves: the engine's
// state (plain JSON), who sits where, who played and at which level.
// Checked when read back, down to every card of the pack being in exactly
// one place, so a damaged record is set aside rather than resumed into a
// broken table.

import * as v from 'valibot';
import { type Card, isCard } from '../../engine/cards';
import { type EuchreAction, type EuchreOptions, type EuchreState, EUCHRE_DECK, euchreCards } from '../../engine/euchre';
import { NameSchema } from '../../table/names';
import { type KeptGame, SESSION_FIELDS } from '../../table/saved-session';

const CardSchema = v.custom<Card>((x) => isCard(x), 'not a card');
const CardList = v.array(CardSchema);
const Seat = v.picklist([0, 1, 2, 3]);

/** The cards of a kept game make one Euchre pack: 24 cards, each once. */
function wholePack(state: Parameters<typeof euchreCards>[0]): boolean {
  const cards = euchreCards(state);
  const pack = new Set<string>(EUCHRE_DECK);
  return cards.length === pack.size && new Set(cards).size === cards.length && cards.every((card) => pack.has(card));
}

const StateSchema = v.pipe(
  v.looseObject({
    phase: v.picklist(['order', 'call', 'discard', 'give', 'lone-discard', 'play', 'over']),
    hands: v.pipe(v.array(CardList), v.length(4)),
    kitty: CardList,
    upcard: v.nullable(CardSchema),
    turnedDown: v.nullable(CardSchema),
    discards: v.array(v.looseObject({ seat: Seat, card: CardSchema })),
    played: v.pipe(v.array(CardList), v.length(4)),
    trick: v.array(v.looseObject({ seat: Seat, card: CardSchema })),
    dealer: Seat,
    points: v.tuple([v.number(), v.number()]),
    rng: v.looseObject({}),
    options: v.looseObject({}),
  }),
  v.check((state) => wholePack(state), 'the cards of the saved game do not make one pack'),
);

export const SavedEuchreSchema = v.strictObject({
  state: StateSchema,
  names: v.pipe(v.array(v.string()), v.length(4)),
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Hands scored so far, for the Hall of Fame's detail. */
  hands: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ...SESSION_FIELDS,
});

/** As the screen uses it: the state is the engine's own, the schema checked its shape and cards. */
export type SavedEuchre = KeptGame<v.InferOutput<typeof SavedEuchreSchema>, EuchreState, EuchreAction, EuchreOptions>;

/** The schema with the engine's state type on its output. */
export const SavedEuchreRecord = SavedEuchreSchema as unknown as v.GenericSchema<unknown, SavedEuchre>;
