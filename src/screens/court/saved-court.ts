// The Court game in progress as kept between moves: the engine's state, who
// plays it at which level, and the tournament around it if there is one.
// Checked when read back down to every card being in one place.

import * as v from 'valibot';
import { type Card, isCard, isWholeDeck } from '../../engine/cards';
import { type CourtAction, type CourtOptions, type CourtState, courtCards } from '../../engine/court';
import { NameSchema } from '../../table/names';
import { type KeptGame, SESSION_FIELDS } from '../../table/saved-session';
import { TournamentSchema, type Tournament } from './tournament';

const CardSchema = v.custom<Card>((x) => isCard(x), 'not a card');

const StateSchema = v.pipe(
  v.looseObject({
    phase: v.picklist(['draw', 'play', 'bonus', 'over']),
    hands: v.pipe(v.array(v.array(CardSchema)), v.length(2)),
    setAside: v.pipe(v.array(v.array(CardSchema)), v.length(2)),
    gone: v.array(CardSchema),
    deck: v.array(CardSchema),
    drawn: v.nullable(CardSchema),
    table: v.array(v.looseObject({ seat: v.number(), card: CardSchema })),
    scores: v.pipe(v.array(v.number()), v.length(2)),
    round: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.check((s) => isWholeDeck(courtCards(s)), 'the cards of the saved game do not make one deck'),
);

export const SavedCourtSchema = v.strictObject({
  state: StateSchema,
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tournament: v.nullable(TournamentSchema),
  ...SESSION_FIELDS,
});

export type SavedCourt = Omit<KeptGame<v.InferOutput<typeof SavedCourtSchema>, CourtState, CourtAction, CourtOptions>, 'tournament'> & { tournament: Tournament | null };

/** The schema with the engine's state type on its output. */
export const SavedCourtRecord = SavedCourtSchema as unknown as v.GenericSchema<unknown, SavedCourt>;
