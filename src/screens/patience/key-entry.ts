// The original's key sequences as a small machine: T twists, Z finishes,
// M then two pile numbers moves a top card (M...0...5), M then P then two
// pile numbers moves a whole pile (M...P...8...6), X asks for the menu. The
// gamepad cursor and the mouse feed the same machine, so every device shows
// the same echo on the prompt line and ends in the same actions.

import type { Seat } from '../../engine/game';
import { type PatienceAction, type PatienceView, pileSeenBy, whyNotTake } from '../../engine/patience';

export interface Entry {
  /** The keys of a move typed so far: [] or starting with 'M'. */
  readonly keys: readonly string[];
}

export const EMPTY_ENTRY: Entry = { keys: [] };

/** What the keys need to know of the table to refuse a move at its first key that can never be made. */
export interface EntryTable {
  /** The player has twisted for the first time. */
  readonly started: boolean;
  /** How many cards pile n holds, in the player's numbering. */
  size(pile: number): number;
}

export type EntryResult =
  | { kind: 'typing'; entry: Entry }
  | { kind: 'action'; entry: Entry; action: PatienceAction }
  | { kind: 'menu'; entry: Entry }
  /** A key that means nothing here; the entry stands. */
  | { kind: 'ignored'; entry: Entry }
  /** A move that can never be made, refused at the key that showed it (the entry is dropped). */
  | { kind: 'refused'; entry: Entry; reason: string };

const DIGITS = '0123456789';

/** What the keys know of the table the player sees. */
export function entryTable(view: Pick<PatienceView, 'started' | 'piles'> | null): EntryTable | null {
  return view && { started: view.started, size: (n) => view.piles[n]?.length ?? 0 };
}

/** Whether the entry is a whole-pile move (M then P). */
export function isPileMove(entry: Entry): boolean {
  return entry.keys[1] === 'P';
}

/** The pile picked as the source, or null while none is. */
export function sourcePile(entry: Entry): number | null {
  const key = entry.keys[isPileMove(entry) ? 2 : 1];
  return key === undefined ? null : Number(key);
}

/** Feed one key (upper-case letter or digit); with `table`, a move that can never be made is refused at once. */
export function feed(entry: Entry, key: string, table: EntryTable | null = null): EntryResult {
  const keys = entry.keys;
  // T, Z and X act at any point; a half-typed move is dropped.
  switch (key) {
    case 'T':
      return { kind: 'action', entry: EMPTY_ENTRY, action: { type: 'twist' } };
    case 'Z':
      return { kind: 'action', entry: EMPTY_ENTRY, action: { type: 'finish' } };
    case 'X':
      return { kind: 'menu', entry: EMPTY_ENTRY };
    case 'M': {
      // M partway starts the move again.
      const why = table && !table.started ? whyNotTake(false, table.size, 0, false) : null;
      return why === null ? { kind: 'typing', entry: { keys: ['M'] } } : { kind: 'refused', entry: EMPTY_ENTRY, reason: why };
    }
    default:
      break;
  }
  if (keys.length === 0) return { kind: 'ignored', entry };
  if (key === 'P' && keys.length === 1) return { kind: 'typing', entry: { keys: ['M', 'P'] } };
  if (!DIGITS.includes(key) || key.length !== 1) return { kind: 'ignored', entry };
  const next = [...keys, key];
  const pile = isPileMove({ keys: next });
  if (next.length < (pile ? 4 : 3)) {
    const why = table ? whyNotTake(table.started, table.size, Number(key), pile) : null;
    return why === null ? { kind: 'typing', entry: { keys: next } } : { kind: 'refused', entry: EMPTY_ENTRY, reason: why };
  }
  const from = Number(next.at(-2));
  const to = Number(key);
  return { kind: 'action', entry: EMPTY_ENTRY, action: { type: pile ? 'move-pile' : 'move', from, to } };
}

/** Take back the last key typed. */
export function erase(entry: Entry): Entry {
  return { keys: entry.keys.slice(0, -1) };
}

/** The keys as the prompt line shows them: M...P...8...6. */
export function echo(keys: readonly string[]): string {
  return keys.join('...');
}

/** The keys an action is typed with, for echoing a finished move. */
export function keysOf(action: PatienceAction): string[] {
  switch (action.type) {
    case 'twist':
      return ['T'];
    case 'finish':
      return ['Z'];
    case 'move':
      return ['M', String(action.from), String(action.to)];
    case 'move-pile':
      return ['M', 'P', String(action.from), String(action.to)];
  }
}

/** The keys `seat` would type for an action `actor` took (the other player's pile 0 is one's 9). */
export function keysSeen(action: PatienceAction, actor: Seat, seat: Seat = 0): string[] {
  if (action.type !== 'move' && action.type !== 'move-pile') return keysOf(action);
  return keysOf({ ...action, from: pileSeenBy(action.from, actor, seat), to: pileSeenBy(action.to, actor, seat) });
}
