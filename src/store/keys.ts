// Every record lives under a key that says what it is, so a record can be
// validated, described and set aside without knowing who wrote it.

export const OPTIONS_KEY = 'options';
/** The operator PIN's hash and the count of wrong PINs: this cabinet's own, never exported or imported. */
export const PIN_KEY = 'operator-pin';

export type RecordKey =
  | { kind: 'options' }
  | { kind: 'pin' }
  | { kind: 'profile'; name: string }
  | { kind: 'stats'; game: string; profile: string }
  | { kind: 'scores'; game: string }
  | { kind: 'rules'; game: string }
  | { kind: 'saved'; game: string; profile: string | null }
  | { kind: 'shared'; game: string; name: string }
  | { kind: 'quarantine' };

const GAME_ID = /^[a-z0-9-]+$/;

function gameId(game: string): string {
  if (!GAME_ID.test(game)) throw new RangeError(`Not a game id: ${JSON.stringify(game)}`);
  return game;
}

/** Profile names are unique regardless of case, so the key folds case. */
export function profileKey(name: string): string {
  return `profile:${name.toLowerCase()}`;
}

export function statsKey(game: string, profile: string): string {
  return `stats:${gameId(game)}:${profile.toLowerCase()}`;
}

export function scoresKey(game: string): string {
  return `scores:${gameId(game)}`;
}

/** A game's table rules (Hearts' Rules menu): one set for the whole kiosk. */
export function rulesKey(game: string): string {
  return `rules:${gameId(game)}`;
}

/**
 * The game in progress, kept after every move so a closed tab loses nothing.
 * Each player's game waits under their own key for them to come back (a
 * guest's under the game's alone), so the next person at the cabinet neither
 * inherits nor overwrites it.
 */
export function savedKey(game: string, profile: string | null = null): string {
  return profile === null ? `saved:${gameId(game)}` : `saved:${gameId(game)}:${profile.toLowerCase()}`;
}

/** A record a game keeps for the whole cabinet under a name of its own (Court's legendary games). */
export function sharedKey(game: string, name: string): string {
  if (!GAME_ID.test(name)) throw new RangeError(`Not a record name: ${JSON.stringify(name)}`);
  return `shared:${gameId(game)}:${name}`;
}

export function quarantineKey(key: string, at: Date): string {
  return `quarantine:${key}:${at.toISOString()}`;
}

/** What a stored key names, or null for a key this kiosk never writes. */
export function parseKey(key: IDBValidKey): RecordKey | null {
  if (typeof key !== 'string') return null;
  if (key === OPTIONS_KEY) return { kind: 'options' };
  if (key === PIN_KEY) return { kind: 'pin' };
  const colon = key.indexOf(':');
  if (colon < 0) return null;
  const prefix = key.slice(0, colon);
  const rest = key.slice(colon + 1);
  switch (prefix) {
    case 'profile':
      return rest === '' ? null : { kind: 'profile', name: rest };
    case 'scores':
      return GAME_ID.test(rest) ? { kind: 'scores', game: rest } : null;
    case 'rules':
      return GAME_ID.test(rest) ? { kind: 'rules', game: rest } : null;
    case 'saved': {
      const split = rest.indexOf(':');
      const game = split < 0 ? rest : rest.slice(0, split);
      const profile = split < 0 ? null : rest.slice(split + 1);
      return GAME_ID.test(game) && profile !== '' ? { kind: 'saved', game, profile } : null;
    }
    case 'stats': {
      const split = rest.indexOf(':');
      const game = rest.slice(0, split);
      const profile = rest.slice(split + 1);
      return split > 0 && GAME_ID.test(game) && profile !== '' ? { kind: 'stats', game, profile } : null;
    }
    case 'shared': {
      const split = rest.indexOf(':');
      const game = rest.slice(0, split);
      const name = rest.slice(split + 1);
      return split > 0 && GAME_ID.test(game) && GAME_ID.test(name) ? { kind: 'shared', game, name } : null;
    }
    case 'quarantine':
      return { kind: 'quarantine' };
    default:
      return null;
  }
}
