// Whether two plain-JSON values are the same, value for value. A game kept
// in storage and read back may list an object's keys in another order than
// the game played here: that is still the same game.

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, at) => sameJson(item, b[at]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // A key whose value is undefined is not written to JSON at all.
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((key) => o[key] !== undefined);
  const ka = keys(left);
  return ka.length === keys(right).length && ka.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}
