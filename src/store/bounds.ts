// The limits every record keeps, whatever its kind: plain JSON no deeper,
// longer or bigger than any game writes, with finite numbers of a sane size.
// A record past them cannot be trusted to be copied, stored or drawn (a
// value nested 200,000 deep overflows the browser's structured clone; a
// score of 1.8e308 breaks a table), so it is refused before it reaches the
// store, and set aside if it is found there. The walk keeps its own stack,
// so no depth of nesting can overflow it.

export const LIMITS = {
  /** Nesting of arrays and objects; the deepest record a game keeps is under ten. */
  depth: 32,
  /** Values (numbers, strings, arrays, objects...) in one record; a long saved game has a few hundred thousand. */
  nodes: 1_000_000,
  /** Characters in one string or object key. */
  string: 10_000,
  /** Largest magnitude of a number: any count, score, seed or key fits well within. */
  number: Number.MAX_SAFE_INTEGER,
} as const;

/** The largest records file an import reads, in characters. */
export const MAX_IMPORT_CHARS = 16 * 1024 * 1024;
/** The most records one file may hold: far more than a cabinet keeps, far fewer than would fill its storage. */
export const MAX_IMPORT_RECORDS = 10_000;
/** The most player profiles a cabinet keeps, whether typed in at the cabinet or imported. */
export const MAX_PROFILES = 1000;

/** Why `value` is not bounded plain JSON, or null when it is. */
export function jsonProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (++nodes > LIMITS.nodes) return `more than ${LIMITS.nodes} values`;
    switch (typeof item) {
      case 'number':
        if (!Number.isFinite(item) || Math.abs(item) > LIMITS.number) return `the number ${item} is out of range`;
        continue;
      case 'string':
        if (item.length > LIMITS.string) return `a text longer than ${LIMITS.string} characters`;
        continue;
      case 'boolean':
      case 'undefined':
        // An optional field left out reads back as undefined from IndexedDB.
        continue;
      case 'object': {
        if (item === null) continue;
        if (depth >= LIMITS.depth) return `nested deeper than ${LIMITS.depth} levels`;
        if (Array.isArray(item)) {
          for (const element of item) stack.push([element, depth + 1]);
          continue;
        }
        const prototype = Object.getPrototypeOf(item) as unknown;
        if (prototype !== Object.prototype && prototype !== null) return 'not plain JSON';
        for (const [key, field] of Object.entries(item)) {
          if (key.length > LIMITS.string) return `a name longer than ${LIMITS.string} characters`;
          stack.push([field, depth + 1]);
        }
        continue;
      }
      default:
        return `not plain JSON (${typeof item})`;
    }
  }
  return null;
}
