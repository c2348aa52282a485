// A move from a person elsewhere is taken only as one of the game's own
// legal moves now: the table finds the legal move it names and plays that,
// so nothing a client built ever reaches the engine. Lists in a move are
// sets (the three cards of a pass, chosen in any order).

import { sameJson } from './same-json';

/** The legal move `move` names, or null when it names none. */
export function legalMatch<A>(legal: readonly A[], move: unknown): A | null {
  const wanted = canonical(move);
  return legal.find((action) => sameJson(canonical(action), wanted)) ?? null;
}

function canonical(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, Array.isArray(field) ? field.map(String).sort() : field]));
}
