// The shapes of stored records. Each record is an envelope `{ v, value }`:
// `v` names the shape of `value`, so a record written by another version of
// the kiosk is recognised as foreign instead of being misread.

import * as v from 'valibot';
import { addressProblem } from './address';
import { parseKey, profileKey } from './keys';
import { jsonProblem } from './bounds';
import { PinLockSchema } from './pin-lock';
import { NameSchema } from '../table/names';

export const RECORD_VERSION = 1;

export interface Envelope<T> {
  v: typeof RECORD_VERSION;
  value: T;
}

export function envelope<T>(schema: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, Envelope<T>> {
  return v.strictObject({ v: v.literal(RECORD_VERSION), value: schema });
}

export function wrap<T>(value: T): Envelope<T> {
  return { v: RECORD_VERSION, value };
}

const IsoDate = v.pipe(v.string(), v.isoTimestamp());

function whole(min: number, max: number, fallback: number) {
  return v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback);
}

// Every field has a default, so a record from a kiosk that had fewer options
// still reads; a field that is present but out of range makes it damaged.
export const KioskOptionsSchema = v.object({
  volume: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.6),
  muted: v.optional(v.boolean(), false),
  scaleMode: v.optional(v.picklist(['integer', 'fit']), 'integer'),
  crt: v.optional(v.boolean(), false),
  idleTimeoutSeconds: whole(15, 600, 90),
  attractAfterSeconds: whole(10, 600, 30),
  /** The game server for network play; blank: the one this kiosk was served from. */
  gameServer: v.optional(v.pipe(v.string(), v.maxLength(200), v.check((address) => addressProblem(address) === null)), ''),
  // The operator PIN is not an option: it is kept hashed under its own key (pin-lock.ts).
});
export type KioskOptions = v.InferOutput<typeof KioskOptionsSchema>;

export function defaultOptions(): KioskOptions {
  return v.parse(KioskOptionsSchema, {});
}

export const ProfileSchema = v.strictObject({ name: NameSchema, created: IsoDate });
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const ScoreOrderSchema = v.picklist(['higher', 'lower']);
/** Which end of the scale wins: points games are 'higher', penalty games 'lower'. */
export type ScoreOrder = v.InferOutput<typeof ScoreOrderSchema>;

/** No game scores beyond this either way: a stored score past it is damaged, not a record. */
export const MAX_SCORE = 1_000_000;

export const HighScoreSchema = v.strictObject({
  name: NameSchema,
  score: v.pipe(v.number(), v.finite(), v.minValue(-MAX_SCORE), v.maxValue(MAX_SCORE)),
  date: IsoDate,
  detail: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export type HighScore = v.InferOutput<typeof HighScoreSchema>;

export const MAX_HIGH_SCORES = 10;

export const ScoreTableSchema = v.pipe(
  v.strictObject({
    order: ScoreOrderSchema,
    entries: v.pipe(v.array(HighScoreSchema), v.maxLength(MAX_HIGH_SCORES)),
  }),
  v.check(
    ({ order, entries }) =>
      entries.every((entry, i) => i === 0 || (order === 'higher' ? entry.score <= entries[i - 1]!.score : entry.score >= entries[i - 1]!.score)),
    'the table is out of order',
  ),
);
export type ScoreTable = v.InferOutput<typeof ScoreTableSchema>;

const StoredOptions = envelope(KioskOptionsSchema);
const StoredProfile = envelope(ProfileSchema);
const StoredScores = envelope(ScoreTableSchema);
const StoredPin = envelope(PinLockSchema);
// A game checks its own statistics and rules when it reads them; here only the envelope.
const StoredStats = envelope(v.unknown());

/**
 * Why a record cannot be kept under its key, or null when it can. Quarantined
 * records are kept as they are: they exist to be inspected.
 */
export function recordProblem(key: IDBValidKey, value: unknown): string | null {
  const parsed = parseKey(key);
  if (parsed === null) return 'not a Parlour record';
  if (parsed.kind === 'quarantine') return null;
  const bounds = jsonProblem(value);
  if (bounds !== null) return bounds;
  switch (parsed.kind) {
    case 'options':
      return issues(StoredOptions, value);
    case 'pin':
      return issues(StoredPin, value);
    case 'profile': {
      const problem = issues(StoredProfile, value);
      if (problem !== null) return problem;
      const { name } = (value as Envelope<Profile>).value;
      return profileKey(name) === key ? null : 'the profile is filed under another name';
    }
    case 'stats':
    case 'rules':
    case 'saved':
    case 'shared':
      return issues(StoredStats, value);
    case 'scores':
      return issues(StoredScores, value);
  }
}

/** The issues of `value` against `schema` as one line, or null when it is valid. */
export function issues(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  return result.issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path === null ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
