// A note, outside the records' own storage, of saves that failed: when the
// browser stopped storing and which records changed only in memory after
// that. The records themselves are gone after a restart, but this note
// survives it, so the operator can still be told what was lost and when.
// It lives in localStorage, which a failing IndexedDB (a full disk, a
// broken database) usually leaves working; when that fails too, the note
// is simply not kept.

import * as v from 'valibot';

const JOURNAL_KEY = 'parlour-lost-saves';
/** Episodes kept (one per session whose saving failed), and records named per episode. */
const MAX_EPISODES = 5;
const MAX_KEYS = 40;

const EpisodeSchema = v.strictObject({
  /** When saving stopped (ISO timestamp). */
  since: v.pipe(v.string(), v.isoTimestamp()),
  /** The records changed in memory only after that, first change first. */
  keys: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(MAX_KEYS)),
  /** Further records changed past the ones named. */
  more: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9)),
});
export type LostSaves = v.InferOutput<typeof EpisodeSchema>;

const JournalSchema = v.pipe(v.array(EpisodeSchema), v.maxLength(MAX_EPISODES));

/** The part of `Storage` the journal uses. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class SaveJournal {
  private earlierEpisodes: LostSaves[];
  private current: LostSaves | null = null;

  constructor(private readonly storage: JournalStorage | null) {
    this.earlierEpisodes = this.read();
  }

  /** Episodes found at start: from earlier sessions. */
  get earlier(): readonly LostSaves[] {
    return this.earlierEpisodes;
  }

  /** Saving stopped now. */
  begin(at: Date): void {
    this.current = { since: at.toISOString(), keys: [], more: 0 };
    this.write();
  }

  /** These records changed in memory only. */
  lost(keys: readonly IDBValidKey[]): void {
    const episode = this.current;
    if (episode === null) return;
    for (const key of keys.map(String)) {
      if (episode.keys.includes(key)) continue;
      if (episode.keys.length < MAX_KEYS) episode.keys.push(key);
      else episode.more++;
    }
    this.write();
  }

  /** The operator has read about the earlier episodes: stop announcing them. */
  acknowledge(): void {
    this.earlierEpisodes = [];
    this.write();
  }

  private read(): LostSaves[] {
    try {
      const text = this.storage?.getItem(JOURNAL_KEY);
      if (!text || text.length > 100_000) return [];
      const parsed = v.safeParse(JournalSchema, JSON.parse(text));
      return parsed.success ? parsed.output : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    const episodes = [...this.earlierEpisodes, ...(this.current ? [this.current] : [])].slice(-MAX_EPISODES);
    try {
      if (episodes.length === 0) this.storage?.removeItem(JOURNAL_KEY);
      else this.storage?.setItem(JOURNAL_KEY, JSON.stringify(episodes));
    } catch {
      // Nowhere left to note it: the operator still sees this session's notice.
    }
  }
}

/** The browser's localStorage, or null where it is missing or refused. */
export function browserJournalStorage(): JournalStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
