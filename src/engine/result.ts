// What a check of something from outside returns, as chessops' `fromSetup`
// does: the value, typed, or the reason it is not one, in words.

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refused<T = never>(reason: string): Result<T> {
  return { ok: false, reason };
}
