// The kiosk's records: options, player profiles, per-game statistics and
// high-score tables. Everything read is validated; anything damaged or foreign
// is set aside under a `quarantine:` key for an operator to inspect, reported
// as a notice, and replaced by a fresh record. When the browser will not
// store anything, the same API runs from memory and says so.

import * as v from 'valibot';
import { STORAGE_TIMEOUT_MS, withMemoryFallback, withTimeout, type FallbackKeyValue } from './fallback';
import { placeScore, type ScoreKeeping } from './highscores';
import { idbKeyValue } from './idb';
import { memoryKeyValue, type KeyValue } from './keyvalue';
import { OPTIONS_KEY, PIN_KEY, parseKey, profileKey, quarantineKey, rulesKey, savedKey, scoresKey, sharedKey, statsKey } from './keys';
import { lostSaves, memoryOnly, setAside, writesFailed, type GameTitles, type Notice } from './notices';
import { SaveJournal, browserJournalStorage, type JournalStorage } from './save-journal';
import { nameProblem } from '../table/names';
import {
  HighScoreSchema,
  KioskOptionsSchema,
  ProfileSchema,
  ScoreTableSchema,
  defaultOptions,
  envelope,
  issues,
  recordProblem,
  wrap,
  type HighScore,
  type KioskOptions,
  type Profile,
  type ScoreOrder,
  type ScoreTable,
} from './schemas';
import { exportDocument, readImport } from './transfer';
import { MAX_PROFILES, jsonProblem } from './bounds';
import { DEFAULT_PIN, PIN_PATTERN, PinLockSchema, afterRight, afterWrong, lockFor, pinMatches, waitLeft, type PinLock } from './pin-lock';

export interface OpenRecordsOptions {
  /** The IndexedDB to use; null keeps records in memory. Defaults to the browser's. */
  indexedDB?: IDBFactory | null;
  /** Game titles by game id, for notices ("... for Hearts ..."). */
  titles?: GameTitles;
  /** Where failed saves are noted so a restart can tell of them; defaults to localStorage, null keeps no note. */
  journal?: JournalStorage | null;
}

export type AddProfileResult = { ok: true; profile: Profile } | { ok: false; reason: string };

export interface NewHighScore {
  name: string;
  score: number;
  /** A short note shown beside the score, such as "3 rounds". */
  detail?: string;
  /** ISO timestamp; now when left out. */
  date?: string;
}

/** What the PIN pad hears back: the menu opens, or how long until the next PIN is checked. */
export type PinAnswer = { result: 'open' } | { result: 'wrong' | 'waiting'; waitMs: number };

export interface ImportResult {
  imported: number;
  rejected: string[];
}

/** A game's statistics schema: it reads stored data and gives the game's type. */
export type StatsSchema<T> = v.GenericSchema<unknown, T>;

export interface Records {
  /** False when records live in memory only and will not survive a restart. */
  readonly persistent: boolean;
  /** Everything the kiosk has to tell its operator about its records, oldest first (saves lost before a restart included). */
  readonly notices: readonly string[];
  /** What the title screen may say about the records: no player named, no failed saves (those are the operator's). */
  readonly titleNotices: readonly string[];
  /** Saves lost in earlier sessions (when, and which records), until the operator has read them. */
  readonly lostBeforeRestart: readonly string[];
  /** The operator has read `lostBeforeRestart`: they are not announced again after the next restart. */
  acknowledgeNotices(): void;
  /** Calls `listener` with each later notice; returns a function that stops it. */
  onNotice(listener: (notice: string) => void): () => void;

  options(): Readonly<KioskOptions>;
  /** Rejects with a RangeError, changing nothing, when the result would be invalid. */
  updateOptions(patch: Partial<KioskOptions>): Promise<Readonly<KioskOptions>>;

  /** Wrong operator PINs in a row, kept across restarts. */
  readonly pinFailures: number;
  /** Milliseconds before the PIN pad checks another PIN; 0 when it checks one now. */
  pinWait(now?: number): number;
  /** Check a PIN against the stored hash; a wrong one is counted (and kept) before the answer. */
  tryPin(pin: string, now?: number): Promise<PinAnswer>;
  /** A new four-digit PIN, kept as a fresh salted hash. Rejects with a RangeError for anything else. */
  setPin(pin: string): Promise<void>;

  /** Sorted by name, ignoring case. */
  profiles(): Promise<Profile[]>;
  /** The name is trimmed; it must be valid and not taken in any case. */
  addProfile(name: string): Promise<AddProfileResult>;
  /** Removes the profile and its statistics; false when there was no such profile. */
  removeProfile(name: string): Promise<boolean>;

  /** Statistics must be plain JSON so they survive export and import. */
  stats<T>(game: string, profile: string, schema: StatsSchema<T>, initial: T): Promise<T>;
  /** Atomic; rejects, changing nothing, when `change` throws or returns data `schema` refuses. */
  updateStats<T>(game: string, profile: string, schema: StatsSchema<T>, initial: T, change: (stats: T) => T): Promise<T>;

  /** A game's table rules, the same for every player; `initial` until first set. */
  rules<T>(game: string, schema: StatsSchema<T>, initial: T): Promise<T>;
  /** Rejects, changing nothing, when `schema` refuses `rules`. */
  setRules<T>(game: string, schema: StatsSchema<T>, rules: T): Promise<T>;

  /** `player`'s game left in progress (null: a guest's), or null (none, or one too damaged to resume: that one is set aside). */
  savedGame<T>(game: string, schema: StatsSchema<T>, player?: string | null): Promise<T | null>;
  /** Keep `player`'s game in progress; null forgets it (finished or abandoned). */
  saveGame<T>(game: string, schema: StatsSchema<T>, value: T | null, player?: string | null): Promise<void>;

  /** A record a game keeps for the whole cabinet under `name`; `initial` until first written. */
  shared<T>(game: string, name: string, schema: StatsSchema<T>, initial: T): Promise<T>;
  /** Atomic, as `updateStats`. */
  updateShared<T>(game: string, name: string, schema: StatsSchema<T>, initial: T, change: (value: T) => T): Promise<T>;

  /** Best first. */
  highScores(game: string): Promise<HighScore[]>;
  /**
   * The 0-based place the score took, or -1 when it did not get into the table.
   * `best-per-player`: the player's entry, if any, gives way to a better score and stays for a worse one.
   */
  addHighScore(game: string, entry: NewHighScore, order: ScoreOrder, keeping?: ScoreKeeping): Promise<number>;

  exportAll(): Promise<string>;
  /**
   * Adds each valid record of an export, replacing a record with the same key,
   * all in one step. Statistics are checked against their game's schema only
   * when the game reads them.
   */
  importAll(json: string): Promise<ImportResult>;
  /** Clears profiles, statistics, high scores and set-aside records; keeps the kiosk options, PIN and table rules. */
  reset(): Promise<void>;
}

export async function openRecords(options: OpenRecordsOptions = {}): Promise<Records> {
  const journal = new SaveJournal(options.journal === undefined ? browserJournalStorage() : options.journal);
  const records = new KioskRecords(options.titles ?? {}, journal);
  await records.open(options.indexedDB === undefined ? browserIndexedDB() : options.indexedDB);
  return records;
}

function browserIndexedDB(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    // Some private modes throw on merely touching `indexedDB`.
    return null;
  }
}

class KioskRecords implements Records {
  private store: KeyValue = memoryKeyValue();
  private disk: FallbackKeyValue | null = null;
  private readonly noticeList: Notice[] = [];
  private readonly listeners = new Set<(notice: string) => void>();
  private current: Readonly<KioskOptions> = Object.freeze(defaultOptions());
  private pin: PinLock | null = null;
  /** PIN checks one at a time, so two quick OKs cannot both slip in before a wrong one is counted. */
  private pinTurn: Promise<unknown> = Promise.resolve();
  private readonly titles: GameTitles;

  constructor(
    titles: GameTitles,
    private readonly journal: SaveJournal,
  ) {
    this.titles = titles;
  }

  async open(factory: IDBFactory | null): Promise<void> {
    let found: Array<[IDBValidKey, unknown]> = [];
    for (const episode of this.journal.earlier) this.notify(lostSaves(episode, this.titles));
    if (factory === null) {
      this.notify(memoryOnly());
    } else {
      const primary = idbKeyValue(factory);
      try {
        found = await withTimeout(primary.entries(), STORAGE_TIMEOUT_MS);
        this.disk = withMemoryFallback(
          primary,
          () => {
            this.journal.begin(new Date());
            this.notify(writesFailed());
          },
          (keys) => this.journal.lost(keys),
        );
        this.store = this.disk;
      } catch (error) {
        console.warn('Records: IndexedDB refused', error);
        this.notify(memoryOnly());
      }
    }
    for (const [key, value] of found) {
      const problem = recordProblem(key, value);
      if (problem !== null) await this.setAside(key, value, problem);
    }
    this.current = Object.freeze(await this.read(OPTIONS_KEY, KioskOptionsSchema, defaultOptions));
    await this.openPin();
  }

  /**
   * The PIN's lock as kept, or made now from a PIN an older kiosk kept in
   * plain digits among the options, which is then wiped. With neither, the
   * lock of the default PIN is made at the first PIN check (`lockNow`): its
   * hash takes a tenth of a second that a kiosk's start need not wait for.
   */
  private async openPin(): Promise<void> {
    const raw = (await this.store.get(OPTIONS_KEY)) as { value?: { operatorPin?: unknown } } | undefined;
    const plain = raw?.value?.operatorPin;
    const legacy = typeof plain === 'string' && PIN_PATTERN.test(plain) ? plain : null;
    this.pin = await this.read<PinLock | null>(PIN_KEY, PinLockSchema, () => null);
    if (this.pin === null && legacy !== null) await this.keepPin(await lockFor(legacy));
    // Rewriting the options drops the digits: the schema no longer has them.
    if (plain !== undefined) await this.updateOptions({});
  }

  /** Stored first, then in force: a count seen by anyone is already kept. */
  private async keepPin(lock: PinLock): Promise<void> {
    await this.store.setMany([[PIN_KEY, wrap(lock)]]);
    this.pin = lock;
  }

  /**
   * The lock in force, the default PIN's made now if there is none yet. It is
   * kept only once it changes (a wrong PIN counted, a new PIN): the default
   * needs no write, so a check succeeds even where storage has failed.
   */
  private async lockNow(): Promise<PinLock> {
    this.pin ??= await lockFor(DEFAULT_PIN);
    return this.pin;
  }

  private lock(): PinLock {
    if (this.pin === null) throw new Error('Records: the PIN is checked before its lock was made.');
    return this.pin;
  }

  get pinFailures(): number {
    return this.pin?.failures ?? 0;
  }

  pinWait(now = Date.now()): number {
    return this.pin === null ? 0 : waitLeft(this.pin, now);
  }

  tryPin(pin: string, now = Date.now()): Promise<PinAnswer> {
    const turn = this.pinTurn.then(async (): Promise<PinAnswer> => {
      const wait = waitLeft(await this.lockNow(), now);
      if (wait > 0) return { result: 'waiting', waitMs: wait };
      if (await pinMatches(this.lock(), pin)) {
        if (this.lock().failures > 0) await this.keepPin(afterRight(this.lock()));
        return { result: 'open' };
      }
      const next = afterWrong(this.lock(), now);
      await this.keepPin(next);
      return { result: 'wrong', waitMs: waitLeft(next, now) };
    });
    this.pinTurn = turn.catch(() => undefined);
    return turn;
  }

  async setPin(pin: string): Promise<void> {
    if (!PIN_PATTERN.test(pin)) throw new RangeError('The PIN must be exactly four digits.');
    await this.keepPin(await lockFor(pin));
  }

  get persistent(): boolean {
    return this.disk?.persistent ?? false;
  }

  get notices(): readonly string[] {
    return this.noticeList.map((notice) => notice.operator);
  }

  get titleNotices(): readonly string[] {
    return [...new Set(this.noticeList.flatMap((notice) => (notice.title === null ? [] : [notice.title])))];
  }

  get lostBeforeRestart(): readonly string[] {
    return this.journal.earlier.map((episode) => lostSaves(episode, this.titles).operator);
  }

  acknowledgeNotices(): void {
    this.journal.acknowledge();
  }

  onNotice(listener: (notice: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  options(): Readonly<KioskOptions> {
    return this.current;
  }

  async updateOptions(patch: Partial<KioskOptions>): Promise<Readonly<KioskOptions>> {
    const { after } = await this.change(OPTIONS_KEY, KioskOptionsSchema, (options) => ({
      ...(options ?? defaultOptions()),
      ...patch,
    }));
    this.current = Object.freeze(after ?? defaultOptions());
    return this.current;
  }

  async profiles(): Promise<Profile[]> {
    const profiles: Profile[] = [];
    for (const [key, value] of await this.store.entries()) {
      if (parseKey(key)?.kind !== 'profile') continue;
      const problem = recordProblem(key, value);
      if (problem === null) profiles.push(v.parse(envelope(ProfileSchema), value).value);
      else await this.setAside(key, value, problem);
    }
    return profiles.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  }

  async addProfile(name: string): Promise<AddProfileResult> {
    const trimmed = name.trim();
    const problem = nameProblem(trimmed);
    if (problem !== null) return { ok: false, reason: problem };
    const count = (await this.store.entries()).filter(([key]) => parseKey(key)?.kind === 'profile').length;
    if (count >= MAX_PROFILES) return { ok: false, reason: `This kiosk keeps at most ${MAX_PROFILES} players; ask the operator to make room.` };
    const fresh: Profile = { name: trimmed, created: new Date().toISOString() };
    const { before, after } = await this.change(profileKey(trimmed), ProfileSchema, (existing) =>
      existing ? undefined : fresh,
    );
    if (before || !after) return { ok: false, reason: `The name ${before?.name ?? trimmed} is already taken.` };
    return { ok: true, profile: after };
  }

  async removeProfile(name: string): Promise<boolean> {
    const folded = name.trim().toLowerCase();
    const key = profileKey(folded);
    const doomed: IDBValidKey[] = [];
    let existed = false;
    for (const [stored] of await this.store.entries()) {
      const parsed = parseKey(stored);
      if (stored === key) existed = true;
      const theirs = (parsed?.kind === 'stats' || parsed?.kind === 'saved') && parsed.profile === folded;
      if (stored === key || theirs) doomed.push(stored);
    }
    await this.store.delMany(doomed);
    return existed;
  }

  stats<T>(game: string, profile: string, schema: StatsSchema<T>, initial: T): Promise<T> {
    return this.read(statsKey(game, profile), schema, () => structuredClone(initial));
  }

  async updateStats<T>(
    game: string,
    profile: string,
    schema: StatsSchema<T>,
    initial: T,
    change: (stats: T) => T,
  ): Promise<T> {
    const { after } = await this.change(statsKey(game, profile), schema, (stats) =>
      change(stats ?? structuredClone(initial)),
    );
    if (after === undefined) throw new Error('statistics were not written');
    return after;
  }

  rules<T>(game: string, schema: StatsSchema<T>, initial: T): Promise<T> {
    return this.read(rulesKey(game), schema, () => structuredClone(initial));
  }

  async setRules<T>(game: string, schema: StatsSchema<T>, rules: T): Promise<T> {
    const { after } = await this.change(rulesKey(game), schema, () => rules);
    if (after === undefined) throw new Error('rules were not written');
    return after;
  }

  savedGame<T>(game: string, schema: StatsSchema<T>, player: string | null = null): Promise<T | null> {
    return this.read<T | null>(savedKey(game, player), schema, () => null);
  }

  async saveGame<T>(game: string, schema: StatsSchema<T>, value: T | null, player: string | null = null): Promise<void> {
    if (value === null) {
      await this.store.delMany([savedKey(game, player)]);
      return;
    }
    await this.change(savedKey(game, player), schema, () => value);
  }

  shared<T>(game: string, name: string, schema: StatsSchema<T>, initial: T): Promise<T> {
    return this.read(sharedKey(game, name), schema, () => structuredClone(initial));
  }

  async updateShared<T>(game: string, name: string, schema: StatsSchema<T>, initial: T, change: (value: T) => T): Promise<T> {
    const { after } = await this.change(sharedKey(game, name), schema, (value) => change(value ?? structuredClone(initial)));
    if (after === undefined) throw new Error('the record was not written');
    return after;
  }

  async highScores(game: string): Promise<HighScore[]> {
    const none = (): ScoreTable => ({ order: 'higher', entries: [] });
    return (await this.read(scoresKey(game), ScoreTableSchema, none)).entries;
  }

  async addHighScore(game: string, entry: NewHighScore, order: ScoreOrder, keeping: ScoreKeeping = 'every-score'): Promise<number> {
    const { date = new Date().toISOString(), ...rest } = entry;
    const score = v.safeParse(HighScoreSchema, { ...rest, name: rest.name.trim(), date });
    if (!score.success) throw new RangeError(`Not a high score: ${issues(HighScoreSchema, entry)}`);
    // A table kept in the other order belongs to some other game: replace it.
    const table = v.pipe(
      ScoreTableSchema,
      v.check((stored) => stored.order === order, `the table is not ordered ${order} first`),
    );
    const { before } = await this.change(scoresKey(game), table, (stored) => ({
      order,
      entries: placeScore(stored?.entries ?? [], score.output, order, keeping).entries,
    }));
    return placeScore(before?.entries ?? [], score.output, order, keeping).rank;
  }

  async exportAll(): Promise<string> {
    return exportDocument(await this.store.entries(), new Date());
  }

  async importAll(json: string): Promise<ImportResult> {
    const { accepted, rejected } = readImport(json);
    // Imported profiles count towards the cabinet's limit like typed ones.
    const existing = new Set((await this.store.entries()).flatMap(([key]) => (parseKey(key)?.kind === 'profile' ? [String(key)] : [])));
    let room = MAX_PROFILES - existing.size;
    for (let i = 0; i < accepted.length; ) {
      const key = accepted[i]![0];
      if (parseKey(key)?.kind === 'profile' && !existing.has(key)) {
        if (room <= 0) {
          accepted.splice(i, 1);
          rejected.push(`${key}: this kiosk keeps at most ${MAX_PROFILES} players`);
          continue;
        }
        room--;
      }
      i++;
    }
    if (accepted.length > 0) await this.store.setMany(accepted);
    if (accepted.some(([key]) => key === OPTIONS_KEY)) {
      this.current = Object.freeze(await this.read(OPTIONS_KEY, KioskOptionsSchema, defaultOptions));
    }
    return { imported: accepted.length, rejected };
  }

  async reset(): Promise<void> {
    const keys = (await this.store.entries())
      .map(([key]) => key)
      .filter((key) => key !== OPTIONS_KEY && key !== PIN_KEY && parseKey(key)?.kind !== 'rules');
    await this.store.delMany(keys);
  }

  private notify(notice: Notice): void {
    this.noticeList.push(notice);
    for (const listener of this.listeners) listener(notice.operator);
  }

  private async setAside(key: IDBValidKey, value: unknown, problem: string): Promise<void> {
    console.warn(`Records: set aside ${String(key)}: ${problem}`);
    await this.store.setMany([[quarantineKey(String(key), new Date()), keepable(value, problem)]]);
    await this.store.delMany([key]);
    this.notify(setAside(parseKey(key), this.titles));
  }

  /** The record under `key`, or `fresh()` when there is none or it had to be set aside. */
  private async read<T>(key: string, schema: v.GenericSchema<unknown, T>, fresh: () => T): Promise<T> {
    const raw = await this.store.get(key);
    if (raw === undefined) return fresh();
    const stored = envelope(schema);
    const bounds = jsonProblem(raw);
    const parsed = bounds === null ? v.safeParse(stored, raw) : null;
    if (parsed?.success) return parsed.output.value;
    await this.setAside(key, raw, bounds ?? issues(stored, raw) ?? 'invalid');
    return fresh();
  }

  /**
   * One atomic read-modify-write. `change` sees the valid record or undefined
   * (none, or damaged) and returns the next one, or undefined to leave it as
   * it is. A damaged record that gets replaced is set aside after the write.
   */
  private async change<T>(
    key: string,
    schema: v.GenericSchema<unknown, T>,
    change: (current: T | undefined) => T | undefined,
  ): Promise<{ before: T | undefined; after: T | undefined }> {
    type Outcome =
      | { ok: true; before: T | undefined; after: T | undefined; damaged: { value: unknown; problem: string } | null }
      | { ok: false; error: unknown };
    // Held in an object because the updater may run twice (again in memory
    // after a storage failure) and only its last run counts.
    const last: { outcome?: Outcome } = {};
    const stored = envelope(schema);
    await this.store.update(key, (old) => {
      const parsed = old === undefined ? null : jsonProblem(old) === null ? v.safeParse(stored, old) : { success: false as const };
      const before = parsed?.success ? parsed.output.value : undefined;
      try {
        const next = change(before);
        if (next === undefined) {
          last.outcome = { ok: true, before, after: before, damaged: null };
          return old;
        }
        const checked = v.safeParse(schema, next);
        if (!checked.success) throw new RangeError(`Not saved: ${issues(schema, next)}`);
        const damaged = parsed && !parsed.success ? { value: old, problem: jsonProblem(old) ?? issues(stored, old) ?? 'invalid' } : null;
        last.outcome = { ok: true, before, after: checked.output, damaged };
        return wrap(checked.output);
      } catch (error) {
        // Thrown errors would abort the storage operation and read as a storage failure.
        last.outcome = { ok: false, error };
        return old;
      }
    });
    const outcome = last.outcome;
    if (outcome === undefined) throw new Error(`Records: ${key} was not updated`);
    if (!outcome.ok) throw outcome.error;
    if (outcome.damaged) {
      console.warn(`Records: set aside ${key}: ${outcome.damaged.problem}`);
      await this.store.setMany([[quarantineKey(key, new Date()), keepable(outcome.damaged.value, outcome.damaged.problem)]]);
      this.notify(setAside(parseKey(key), this.titles));
    }
    return { before: outcome.before, after: outcome.after };
  }
}

/** What is kept of a record set aside: the record itself, or a note of why when it is past storing. */
function keepable(value: unknown, problem: string): unknown {
  return jsonProblem(value) === null ? value : { unkept: problem };
}
