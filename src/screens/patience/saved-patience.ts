// The Chinese Patience game in progress as kept between moves: the engine's
// state, who plays it at which level, and the series it belongs to. Checked
// when read back, down to every card being in exactly one place.

import * as v from 'valibot';
import { type Card, isCard, isWholeDeck } from '../../engine/cards';
import { type PatienceAction, type PatienceOptions, type PatienceState, patienceCards } from '../../engine/patience';
import { NameSchema } from '../../table/names';
import { type KeptGame, SESSION_FIELDS } from '../../table/saved-session';
import { SeriesSchema } from './patience-stats';

const CardSchema = v.custom<Card>((x) => isCard(x), 'not a card');
const CardLists = v.array(v.array(CardSchema));

const StateSchema = v.pipe(
  v.looseObject({
    phase: v.picklist(['play', 'over']),
    toAct: v.picklist([0, 1]),
    stock: v.pipe(CardLists, v.length(2)),
    discard: v.pipe(CardLists, v.length(2)),
    piles: v.pipe(CardLists, v.length(8)),
    twisted: v.nullable(CardSchema),
    idleTurns: v.pipe(v.number(), v.integer(), v.minValue(0)),
    fewestHeld: v.pipe(v.number(), v.integer(), v.minValue(0)),
    started: v.tuple([v.boolean(), v.boolean()]),
    scores: v.tuple([v.number(), v.number()]),
    rng: v.looseObject({}),
  }),
  v.check((s) => isWholeDeck(patienceCards(s)), 'the cards of the saved game do not make one deck'),
);

export const SavedPatienceSchema = v.strictObject({
  state: StateSchema,
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  /** The running series this game counts towards, or null for a single game. */
  series: v.nullable(SeriesSchema),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ...SESSION_FIELDS,
});

export type SavedPatience = KeptGame<v.InferOutput<typeof SavedPatienceSchema>, PatienceState, PatienceAction, PatienceOptions>;

/** The schema with the engine's state type on its output. */
export const SavedPatienceRecord = SavedPatienceSchema as unknown as v.GenericSchema<unknown, SavedPatience>;

/**
 * Whether anyone has moved in a kept game: one only dealt (the next visitor
 * pressed PLAY and went no further) is nobody's loss, and is never offered.
 * Games kept before their moves were kept tell by whether either side began.
 */
export function movedIn(saved: Pick<SavedPatience, 'actions' | 'state'>): boolean {
  return saved.actions !== undefined ? saved.actions.length > 0 : saved.state.started.some(Boolean);
}
