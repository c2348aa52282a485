// What the kiosk tells its operator about its records, in plain words.

import type { RecordKey } from './keys';

export type GameTitles = Readonly<Record<string, string>>;

export const MEMORY_ONLY =
  'Records are kept in memory only: this browser does not allow storage. They will be lost when the kiosk restarts.';

export const WRITES_FAILED =
  'Records could not be saved, so from now on they are kept in memory only. They will be lost when the kiosk restarts.';

function title(game: string, titles: GameTitles): string {
  return titles[game] ?? game;
}

/** The notice for a record that was set aside. */
export function setAside(key: RecordKey | null, titles: GameTitles): string {
  switch (key?.kind) {
    case 'options':
      return 'Damaged kiosk options were set aside; the defaults are in use.';
    case 'pin':
      return 'The stored operator PIN was damaged and was set aside; the PIN is back to the one the kiosk came with.';
    case 'profile':
      return `A damaged player profile (${key.name}) was set aside.`;
    case 'stats':
      return `Damaged ${title(key.game, titles)} statistics for ${key.profile} were set aside; fresh ones were started.`;
    case 'scores':
      return `A damaged high-score table for ${title(key.game, titles)} was set aside; a fresh one was started.`;
    case 'rules':
      return `Damaged ${title(key.game, titles)} table rules were set aside; the standard rules are in use.`;
    case 'saved':
      return `A damaged ${title(key.game, titles)} game in progress${key.profile === null ? '' : ` (${key.profile})`} was set aside; it cannot be resumed.`;
    case 'shared':
      return `Damaged ${title(key.game, titles)} records (${key.name}) were set aside; fresh ones were started.`;
    case 'quarantine':
    case undefined:
      return 'An unrecognised record was set aside.';
  }
}
