// Tournament Play: one to ten players each play the computer for three
// rounds on the very same decks (and the same computer seed), so luck is the
// same for all; each player's final difference to the computer is kept, and
// the widest difference wins. Plain data, saved with the game in progress.

import * as v from 'valibot';
import { CardSchema, FULL_DECK } from '../../engine/cards';
import type { Level } from '../../engine/game';
import { type Rng, nextUint32, shuffle } from '../../engine/rng';
import { NameSchema } from '../../table/names';

export const TOURNAMENT_ROUNDS = 3;
export const MAX_PLAYERS = 10;

const DeckSchema = v.pipe(
  v.array(CardSchema),
  v.check((deck) => deck.length === FULL_DECK.length && new Set(deck).size === FULL_DECK.length, 'not a whole deck'),
);

export const TournamentSchema = v.strictObject({
  level: v.picklist(['novice', 'intermediate', 'expert']),
  players: v.pipe(v.array(NameSchema), v.minLength(1), v.maxLength(MAX_PLAYERS)),
  decks: v.pipe(v.array(DeckSchema), v.length(TOURNAMENT_ROUNDS)),
  /** The computer's seed, the same for every player. */
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Each player's difference to the computer after the three rounds; null until played. */
  results: v.array(v.nullable(v.pipe(v.number(), v.integer()))),
  /** Who was playing when the tournament began (null: a guest): normal play goes on as them afterwards. */
  host: v.optional(v.nullable(NameSchema), null),
});

export type Tournament = v.InferOutput<typeof TournamentSchema>;

export function startTournament(level: Level, players: readonly string[], rng: Rng, host: string | null = null): Tournament {
  if (players.length < 1 || players.length > MAX_PLAYERS) throw new RangeError(`A tournament has 1 to ${MAX_PLAYERS} players.`);
  return {
    level,
    players: players.slice(),
    decks: Array.from({ length: TOURNAMENT_ROUNDS }, () => shuffle(rng, FULL_DECK)),
    seed: nextUint32(rng),
    results: players.map(() => null),
    host,
  };
}

/** Whose turn it is at the table, or null when everyone has played. */
export function currentPlayer(t: Tournament): number | null {
  const next = t.results.findIndex((r) => r === null);
  return next < 0 ? null : next;
}

/** Where the table is in the tournament, for the score panel: "Player 2 of 4", and the rounds each plays. */
export function tournamentPlace(t: Tournament): { player: number; players: number; rounds: number } | null {
  const at = currentPlayer(t);
  return at === null ? null : { player: at + 1, players: t.players.length, rounds: TOURNAMENT_ROUNDS };
}

/** The current player's three rounds are over with this difference (player minus computer). */
export function recordResult(t: Tournament, difference: number): Tournament {
  const at = currentPlayer(t);
  if (at === null) throw new RangeError('Every player has played.');
  const results = t.results.slice();
  results[at] = Math.round(difference);
  return { ...t, results };
}

export interface Standing {
  name: string;
  difference: number;
  place: number;
}

/** The summary: widest difference first; equal differences share a place. */
export function standings(t: Tournament): Standing[] {
  const played = t.players.flatMap((name, i) => {
    const difference = t.results[i];
    return difference === null || difference === undefined ? [] : [{ name, difference }];
  });
  // A stable sort keeps the players' own order among equals.
  played.sort((a, b) => b.difference - a.difference);
  return played.map((p) => ({ ...p, place: 1 + played.filter((q) => q.difference > p.difference).length }));
}

/** The winners' names: all who share the widest difference. */
export function winners(t: Tournament): string[] {
  return standings(t).filter((s) => s.place === 1).map((s) => s.name);
}
