// What every kept game holds for the table session: the game's state,
// checked by the game itself, the setup it was dealt from and every action
// since, so it can be played back from its seed at the end. Setup and actions
// are optional: games kept before moves were kept still resume, and simply
// cannot be played back.

import * as v from 'valibot';
import { CardSchema } from '../engine/cards';
import type { Game, GameEvent, Setup, View } from '../engine/game';
import type { Result } from '../engine/result';

/** A game's setup as kept: its seed, options, and any stacked decks. */
export const SetupSchema = v.looseObject({
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  options: v.optional(v.looseObject({})),
  decks: v.optional(v.array(v.array(CardSchema))),
});

/** An action as kept; the replay checks each against the rules as it plays it. */
const ActionSchema = v.looseObject({ type: v.string() });

/** A game's state read from outside, checked by the game's own `validate`: refused with the game's reason. */
export function stateSchema<S>(validate: (value: unknown) => Result<S>): v.GenericSchema<unknown, S> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = validate(dataset.value);
      if (read.ok) return read.value;
      addIssue({ message: read.reason });
      return NEVER;
    }),
  );
}

/**
 * The fields every kept game of `game` has beside the screen's own: the
 * state (the game checks it), and the setup and actions of the session,
 * typed as the game's (the replay checks each action against the rules).
 */
export function keptFields<S, A extends { type: string }, O, V extends View, E extends GameEvent>(game: Game<S, A, O, V, E>) {
  return {
    state: stateSchema(game.validate),
    setup: v.optional(v.custom<Setup<O>>((x) => v.is(SetupSchema, x), 'not a setup')),
    actions: v.optional(v.pipe(v.array(v.custom<A>((x) => v.is(ActionSchema, x), 'not an action')), v.maxLength(100_000))),
    /** The key of the computers' decision seeds (see GameSeeds); games kept before it was kept draw a new one. */
    decisionKey: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff))),
  };
}
