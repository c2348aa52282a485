// Each game's `validate`, driven by random games (fast-check): every state
// the rules reach, kept as JSON and read back, is accepted; the same state
// with a card doubled or missing, or a field of the wrong type, is refused
// with a reason. The games and where their cards lie come from the catalog.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import type { Game } from './game';
import type { GameInspector } from './game-properties';
import { createRng, nextInt } from './rng';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** A JSON copy of the state `steps` random moves into a game drawn from `seed`, as a kept game holds it. */
function reached<S, A extends { type: string }, O>(game: Game<S, A, O>, inspector: GameInspector<S, O>, seed: number, steps: number): Json {
  const rng = createRng(seed);
  let state = game.setup(inspector.setup(rng));
  for (let step = 0; step < steps && game.toAct(state) !== null; step++) {
    const legal = game.legal(state);
    state = game.apply(state, legal[nextInt(rng, legal.length)]!).state;
  }
  return JSON.parse(JSON.stringify(state)) as Json;
}

/** The path of every string in `value`. */
function stringPaths(value: Json, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value)) value.forEach((item, i) => stringPaths(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringPaths(item, [...path, key], out);
  return out;
}

function at(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value);
}

/** A copy of `value` with the node at `path` replaced by `to` (or taken out of its list, with `to` undefined). */
function changed(value: Json, path: Path, to?: Json): Json {
  const copy = structuredClone(value);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json> & Json[];
  const last = path[path.length - 1]!;
  if (to === undefined) parent.splice(last as number, 1);
  else parent[last] = to;
  return copy;
}

/** A value of another JSON type than `value`. */
function wrongType(value: Json): Json {
  if (typeof value === 'string') return 7;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return 'x';
  return Array.isArray(value) ? 'x' : 7;
}

/** Games of up to a few hundred moves: enough for several deals, quick enough for the unit tests. */
const Game = fc.record({ seed: fc.nat(), steps: fc.nat({ max: 300 }), pick: fc.nat(), other: fc.nat() });
const RUNS = { numRuns: 25 };

describe.each(Object.values(catalog))('$game.title: validate', ({ game, inspector }) => {
  const g = game as Game<unknown, { type: string }, unknown>;
  const look = inspector as GameInspector<unknown, unknown>;
  /** Paths of the cards the game counts (the stacked decks and copies such as a pass chosen are not). */
  const counted = (state: Json): Path[] => stringPaths(state).filter((path) => look.cards(changed(state, path, 'XX')).includes('XX' as never));

  it('accepts every state reached in random games, as it was', () => {
    fc.assert(
      fc.property(Game, ({ seed, steps }) => {
        const state = reached(g, look, seed, steps);
        const read = g.validate(state);
        expect(read.ok ? null : read.reason).toBeNull();
        expect(read.ok && read.value).toEqual(state);
      }),
      RUNS,
    );
  });

  it('refuses a state with a card doubled, saying which', () => {
    fc.assert(
      fc.property(Game, ({ seed, steps, pick, other }) => {
        const state = reached(g, look, seed, steps);
        const paths = counted(state);
        const from = paths[pick % paths.length]!;
        const to = paths.filter((path) => at(state, path) !== at(state, from))[other % (paths.length - 1)]!;
        const read = g.validate(changed(state, to, at(state, from)));
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.reason).toContain(String(at(state, from)));
      }),
      RUNS,
    );
  });

  it('refuses a state with a card missing', () => {
    fc.assert(
      fc.property(Game, ({ seed, steps, pick }) => {
        const state = reached(g, look, seed, steps);
        const paths = counted(state).filter((path) => typeof path[path.length - 1] === 'number');
        const read = g.validate(changed(state, paths[pick % paths.length]!));
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.reason).not.toBe('');
      }),
      RUNS,
    );
  });

  it('refuses a state with a field of the wrong type, naming the field', () => {
    fc.assert(
      fc.property(Game, ({ seed, steps, pick }) => {
        const state = reached(g, look, seed, steps) as Record<string, Json>;
        const keys = Object.keys(state);
        const key = keys[pick % keys.length]!;
        const read = g.validate({ ...state, [key]: wrongType(state[key]!) });
        expect(read.ok ? key : read.reason.split(/[.:]/)[0]).toBe(key);
      }),
      RUNS,
    );
  });

  it('refuses what is not a state at all', () => {
    for (const value of [null, 7, 'hearts', [], {}]) expect(g.validate(value).ok).toBe(false);
  });
});
