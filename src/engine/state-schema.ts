// The pieces each game's state check is built from: a state read from
// outside (a kept game, a replay, a message) is first read for its shape with
// valibot, then asked about the game's own rules (every card once, seats in
// range). Each game's `validate` (see `<game>/validate.ts`) puts them together.

import * as v from 'valibot';
import { type Card, CardSchema, deckProblem } from './cards';
import { type Result, ok, refused } from './result';
import type { Rng } from './rng';
import type { Play } from './tricks';

/** A whole number from 0. */
export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A seat of a table of `players`. */
export function seatSchema(players: number) {
  return v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(players - 1));
}

export const CardListSchema = v.array(CardSchema);

/** `count` lists of cards, one for each seat. */
export function cardListsSchema(count: number) {
  return v.pipe(v.array(CardListSchema), v.length(count));
}

export const RngSchema: v.GenericSchema<unknown, Rng> = v.looseObject({ s: v.pipe(CountSchema, v.maxValue(0xffff_ffff)) });

/** One card on the table and who played it. */
export function playSchema(players: number): v.GenericSchema<unknown, Play> {
  return v.looseObject({ seat: seatSchema(players), card: CardSchema });
}

/** Two numbers, one for each side (scores, points). */
export const NumberPairSchema = v.tuple([v.number(), v.number()]);

/**
 * What is wrong with a game's cards, or null: those in play (wherever they
 * lie) and each stacked deck still to deal must each be `pack`, each card once.
 */
export function packProblem(cards: readonly Card[], decks: readonly (readonly Card[])[], pack: readonly Card[]): string | null {
  const wrong = deckProblem(cards, pack);
  if (wrong !== null) return `the cards do not make one pack: ${wrong}`;
  for (const deck of decks) {
    const bad = deckProblem(deck, pack);
    if (bad !== null) return `a stacked deck is not a whole pack: ${bad}`;
  }
  return null;
}

/**
 * Reads `value` with `schema`, then asks `problem` what is wrong with the
 * game it holds (null: nothing): the state, or the first reason it is not one.
 */
export function checkState<S>(schema: v.GenericSchema<unknown, S>, value: unknown, problem: (state: S) => string | null): Result<S> {
  const read = v.safeParse(schema, value);
  if (!read.success) {
    const issue = read.issues[0];
    const path = v.getDotPath(issue);
    return refused(path === null ? issue.message : `${path}: ${issue.message}`);
  }
  const wrong = problem(read.output);
  return wrong === null ? ok(read.output) : refused(wrong);
}

