// What the kiosk tells about its records, in plain words. Each notice has
// the operator's full words and, where the public may see it at all, the
// title screen's: those never name a player, and failed saves are told to
// the operator alone.

import { parseKey, type RecordKey } from './keys';
import type { LostSaves } from './save-journal';

export type GameTitles = Readonly<Record<string, string>>;

export interface Notice {
  /** For the operator menu. */
  operator: string;
  /** For the title screen, or null when it is the operator's business alone. */
  title: string | null;
}

export const MEMORY_ONLY =
  'Records are kept in memory only: this browser does not allow storage. They will be lost when the kiosk restarts.';

export const WRITES_FAILED =
  'Records could not be saved, so from now on they are kept in memory only. They will be lost when the kiosk restarts.';

export const memoryOnly = (): Notice => ({ operator: MEMORY_ONLY, title: MEMORY_ONLY });

export const writesFailed = (): Notice => ({ operator: WRITES_FAILED, title: null });

function title(game: string, titles: GameTitles): string {
  return titles[game] ?? game;
}

/** The notice for a record that was set aside. */
export function setAside(key: RecordKey | null, titles: GameTitles): Notice {
  const same = (text: string): Notice => ({ operator: text, title: text });
  switch (key?.kind) {
    case 'options':
      return same('Damaged kiosk options were set aside; the defaults are in use.');
    case 'pin':
      return {
        operator: 'The stored operator PIN was damaged and was set aside; the PIN is back to the one the kiosk came with.',
        title: null,
      };
    case 'profile':
      return { operator: `A damaged player profile (${key.name}) was set aside.`, title: 'A damaged player profile was set aside.' };
    case 'stats':
      return {
        operator: `Damaged ${title(key.game, titles)} statistics for ${key.profile} were set aside; fresh ones were started.`,
        title: `Damaged ${title(key.game, titles)} statistics were set aside; fresh ones were started.`,
      };
    case 'scores':
      return same(`A damaged high-score table for ${title(key.game, titles)} was set aside; a fresh one was started.`);
    case 'rules':
      return same(`Damaged ${title(key.game, titles)} table rules were set aside; the standard rules are in use.`);
    case 'saved':
      return same(`A damaged ${title(key.game, titles)} game in progress was set aside; it cannot be resumed.`);
    case 'shared':
      return same(`Damaged ${title(key.game, titles)} records (${key.name}) were set aside; fresh ones were started.`);
    case 'quarantine':
    case undefined:
      return same('An unrecognised record was set aside.');
  }
}

/** A record as the operator knows it: "Hearts statistics for Ann". */
export function describeRecord(key: string, titles: GameTitles): string {
  const parsed = parseKey(key);
  switch (parsed?.kind) {
    case 'options':
      return 'the kiosk options';
    case 'pin':
      return 'the operator PIN';
    case 'profile':
      return `the player ${parsed.name}`;
    case 'stats':
      return `${title(parsed.game, titles)} statistics for ${parsed.profile}`;
    case 'scores':
      return `the ${title(parsed.game, titles)} high scores`;
    case 'rules':
      return `the ${title(parsed.game, titles)} table rules`;
    case 'saved':
      return `the ${title(parsed.game, titles)} game in progress`;
    case 'shared':
      return `${title(parsed.game, titles)} records (${parsed.name})`;
    case 'quarantine':
      return 'a set-aside record';
    case undefined:
      return key;
  }
}

/** Saves that failed in an earlier session, told after the restart that lost them. */
export function lostSaves(episode: LostSaves, titles: GameTitles): Notice {
  const when = episode.since.slice(0, 16).replace('T', ' ');
  const named = episode.keys.map((key) => describeRecord(key, titles));
  const more = episode.more > 0 ? ` and ${episode.more} more` : '';
  const what = named.length === 0 ? 'Nothing was changed after that, so nothing was lost.' : `Changes to these were lost at the restart: ${named.join(', ')}${more}.`;
  return { operator: `Records stopped being saved on ${when} UTC. ${what}`, title: null };
}
