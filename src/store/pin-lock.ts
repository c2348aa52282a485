// The operator PIN as the cabinet keeps it: never the digits, only a salted
// PBKDF2 hash (Web Crypto), beside the count of wrong PINs in a row and the
// time before which no PIN is checked at all. Both are stored, so a reload
// neither forgets the count nor lifts a lockout. Four digits are only 10,000
// PINs: the waits, growing with each wrong PIN, are what keep them unguessed.

import * as v from 'valibot';

export const DEFAULT_PIN = '1990';
export const PIN_PATTERN = /^\d{4}$/;

/** PBKDF2 rounds: about a tenth of a second on a cabinet's processor. */
export const PIN_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** Wrong PINs in a row allowed before any wait, for an operator's slip of the finger. */
export const FREE_TRIES = 2;
/** From this many wrong PINs in a row the pad is locked for minutes, not seconds. */
export const LOCKOUT_TRIES = 6;
const FIRST_LOCKOUT_MS = 5 * 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

const Hex = (bytes: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${2 * bytes}}$`)));

export const PinLockSchema = v.strictObject({
  salt: Hex(SALT_BYTES),
  hash: Hex(HASH_BITS / 8),
  iterations: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(10_000_000)),
  /** Wrong PINs since the last right one. */
  failures: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  /** Epoch milliseconds before which no PIN is checked; 0 when none. */
  until: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15)),
});
export type PinLock = v.InferOutput<typeof PinLockSchema>;

/** How long the pad stays shut after `failures` wrong PINs in a row. */
export function waitAfter(failures: number): number {
  if (failures <= FREE_TRIES) return 0;
  if (failures < LOCKOUT_TRIES) return 1000 * 2 ** (failures - FREE_TRIES);
  return Math.min(LONGEST_WAIT_MS, FIRST_LOCKOUT_MS * 2 ** Math.min(failures - LOCKOUT_TRIES, 16));
}

/** Milliseconds left before a PIN may be tried; a clock set back never stretches a wait past its longest. */
export function waitLeft(lock: PinLock, now: number): number {
  return Math.min(Math.max(0, lock.until - now), LONGEST_WAIT_MS);
}

/** The lock for a new PIN: a fresh salt, nothing failed. */
export async function lockFor(pin: string): Promise<PinLock> {
  const salt = toHex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  return { salt, hash: await hashPin(pin, salt, PIN_ITERATIONS), iterations: PIN_ITERATIONS, failures: 0, until: 0 };
}

/** Whether `pin` is the one `lock` was made for, compared without stopping at the first differing digit. */
export async function pinMatches(lock: PinLock, pin: string): Promise<boolean> {
  const hash = await hashPin(pin, lock.salt, lock.iterations);
  let difference = hash.length ^ lock.hash.length;
  for (let i = 0; i < Math.min(hash.length, lock.hash.length); i++) difference |= hash.charCodeAt(i) ^ lock.hash.charCodeAt(i);
  return difference === 0;
}

/** The lock after a wrong PIN at `now`. */
export function afterWrong(lock: PinLock, now: number): PinLock {
  const failures = lock.failures + 1;
  const wait = waitAfter(failures);
  return { ...lock, failures, until: wait === 0 ? 0 : now + wait };
}

/** The lock after the right PIN: the count starts again. */
export function afterRight(lock: PinLock): PinLock {
  return { ...lock, failures: 0, until: 0 };
}

async function hashPin(pin: string, saltHex: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations }, key, HASH_BITS);
  return toHex(new Uint8Array(bits));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
