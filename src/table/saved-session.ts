// What a kept game adds for the table session: the setup it was dealt from
// and every action since, so it can be played back from its seed at the end.
// Both are optional: games kept before moves were kept still resume, and
// simply cannot be played back.

import * as v from 'valibot';
import { isCard } from '../engine/cards';
import type { Setup } from '../engine/game';

const CardSchema = v.custom<string>((x) => isCard(x), 'not a card');

/** A game's setup as kept: its seed, options, and any stacked decks. */
export const SetupSchema = v.looseObject({
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  options: v.optional(v.looseObject({})),
  decks: v.optional(v.array(v.array(CardSchema))),
});

/** An action as kept; the replay checks each against the rules as it plays it. */
const ActionSchema = v.looseObject({ type: v.string() });

/** The fields every kept game has beside its own. */
export const SESSION_FIELDS = {
  setup: v.optional(SetupSchema),
  actions: v.optional(v.pipe(v.array(ActionSchema), v.maxLength(100_000))),
  /** The key of the computers' decision seeds (see GameSeeds); games kept before it was kept draw a new one. */
  decisionKey: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff))),
};

/** A kept game's record as a screen uses it: the engine's own state, setup and action types over what the schema checked. */
export type KeptGame<Checked, S, A, O> = Omit<Checked, 'state' | 'setup' | 'actions'> & { state: S; setup?: Setup<O>; actions?: A[] };
