// What the player's presses on the table come to, from every device: the
// original's keys typed (T, Z, M...0...5, M...P...8...6, X), the gamepad
// cursor with A to pick up and put down, and the mouse's clicks and drags on
// the piles. It keeps the keys typed so far, the keys of the last move for
// the prompt line, the cursor and the card held by the mouse, and answers
// each press with what the screen should do: offer an action to the table,
// open the menu, or simply draw again. No drawing here, and no rules: the
// table session says whether an action is allowed.

import type { Seat } from '../../engine/game';
import type { PatienceAction } from '../../engine/patience';
import type { Button, Device } from '../../input/commands';
import type { PileHit } from './board-layout';
import { HOME, moveCursor, settleCursor } from './cursor';
import { EMPTY_ENTRY, type Entry, type EntryResult, type EntryTable, erase, feed, isPileMove, keysSeen, sourcePile } from './key-entry';

/** Where the game stands for the player's presses. */
export type TableTurn =
  /** The player is asked for a move. */
  | 'mine'
  /** The computer is moving (or nobody is asked yet). */
  | 'waiting'
  /** The game is over: S, N and R are asked. */
  | 'over';

export type TableSound = 'beep' | 'beep-low';

export type TableEffect =
  /** Nothing to do. */
  | { kind: 'none' }
  /** Something shown changed: draw again, with a sound when there is one. */
  | { kind: 'shown'; sound?: TableSound }
  /** The player chose an action: offer it to the table. */
  | { kind: 'offer'; action: PatienceAction }
  /** A move that can never be made, refused at its first telling key: the reason, in the rules' words. */
  | { kind: 'refused'; reason: string }
  | { kind: 'menu' }
  | { kind: 'help' }
  /** At the end: another game, single or in a series. */
  | { kind: 'again'; series: boolean }
  /** At the end: play the game back. */
  | { kind: 'replay' }
  /** During the computer's turn: show its next move at once. */
  | { kind: 'hurry' };

/** The card the mouse has hold of, and where the pointer is. */
export interface Drag {
  readonly from: PileHit;
  x: number;
  y: number;
  /** Whether the pointer has gone far enough to count as a drag rather than a click. */
  moved: boolean;
}

const NONE: TableEffect = { kind: 'none' };
const SHOWN: TableEffect = { kind: 'shown' };
const HURRY: TableEffect = { kind: 'hurry' };

/** How far (in stage pixels, across plus down) the pointer moves before a press becomes a drag. */
const DRAG_SLACK = 3;

export class TableKeys {
  /** `table` tells the keys what they need to refuse a move at once; null checks nothing (the table refuses it later). */
  constructor(private readonly table: () => EntryTable | null = () => null) {}

  /** The keys of a move typed so far. */
  entry: Entry = EMPTY_ENTRY;
  /** The keys of the last whole move, echoed until the next key. */
  lastKeys: readonly string[] = [];
  /** Who took the last move echoed (its seat: 0 the player, 1 the computer or the second person). */
  lastSeat: Seat = 0;
  cursor: PileHit = HOME;
  /** The cursor shows once a D-pad or the arrow keys move it, and hides when keys are typed or the mouse is used. */
  cursorShown = false;
  drag: Drag | null = null;

  /** A new game (or one carried on): nothing typed, the cursor at home. */
  reset(): void {
    this.entry = EMPTY_ENTRY;
    this.lastKeys = [];
    this.cursor = HOME;
    this.drag = null;
  }

  /** Leaving the table for the menu: a half-typed move and a held card are dropped. */
  drop(): void {
    this.entry = EMPTY_ENTRY;
    this.drag = null;
  }

  /** A move was taken by `seat`: echo its keys in the pile numbers of the table as drawn (for `viewer`); the cursor lets go of a pile too short to hold whole. */
  moved(action: PatienceAction, seat: Seat, lengths: readonly number[], viewer: Seat = 0): void {
    this.lastKeys = keysSeen(action, seat, viewer);
    this.lastSeat = seat;
    if (seat === viewer) this.cursor = settleCursor(this.cursor, lengths);
  }

  /** The keys the prompt line echoes: those being typed, or the last move's. */
  get echoed(): readonly string[] {
    return this.entry.keys.length > 0 ? this.entry.keys : this.lastKeys;
  }

  /** The pile (or whole pile) picked up and not yet put down. */
  get picked(): PileHit | null {
    const pile = sourcePile(this.entry);
    return pile === null ? null : { pile, part: isPileMove(this.entry) ? 'bottom' : 'top' };
  }

  /** A character typed on the keyboard. */
  typed(char: string, turn: TableTurn): TableEffect {
    this.cursorShown = false;
    return this.key(char.toUpperCase(), turn);
  }

  /** One of the original's keys (typed, or a key of the menu line clicked). */
  key(key: string, turn: TableTurn): TableEffect {
    if (turn === 'over') {
      if (key === 'S') return { kind: 'again', series: false };
      if (key === 'N') return { kind: 'again', series: true };
      if (key === 'R') return { kind: 'replay' };
      return key === 'X' ? { kind: 'menu' } : NONE;
    }
    if (turn !== 'mine') return key === 'X' ? { kind: 'menu' } : NONE;
    return this.fed(feed(this.entry, key, this.table()));
  }

  /** What a key fed to the entry comes to. */
  private fed(result: EntryResult): TableEffect {
    this.entry = result.entry;
    switch (result.kind) {
      case 'ignored':
        return { kind: 'shown', sound: 'beep-low' };
      case 'menu':
        return { kind: 'menu' };
      case 'typing':
        this.lastKeys = [];
        return { kind: 'shown', sound: 'beep' };
      case 'action':
        return { kind: 'offer', action: result.action };
      case 'refused':
        return { kind: 'refused', reason: result.reason };
    }
  }

  /** A button: the arrows move the cursor, A picks up or puts down, X twists, Y finishes. */
  press(button: Button, turn: TableTurn, lengths: readonly number[]): TableEffect {
    const over = turn === 'over';
    switch (button) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        this.cursor = moveCursor(this.cursor, button, lengths);
        this.cursorShown = true;
        return SHOWN;
      case 'confirm':
        if (turn === 'waiting') return HURRY;
        this.cursorShown = true;
        return over ? this.key('S', turn) : this.pickOrPut(this.cursor, turn);
      case 'x':
        return this.key(over ? 'N' : 'T', turn);
      case 'y':
        return this.key(over ? 'R' : 'Z', turn);
      case 'erase':
        this.entry = erase(this.entry);
        return SHOWN;
      case 'back':
        if (this.entry.keys.length === 0) return { kind: 'menu' };
        this.entry = EMPTY_ENTRY;
        return SHOWN;
      case 'menu':
        return { kind: 'menu' };
      case 'help':
        return { kind: 'help' };
      default:
        return NONE;
    }
  }

  /** A key of the menu (or prompt) line clicked: as if typed, or its button pressed when the pad's buttons are shown. */
  menuKey(key: string, device: Device, turn: TableTurn): TableEffect {
    this.cursorShown = false;
    const over = turn === 'over';
    if (turn === 'waiting' && (key === 'ENTER' || key === 'A')) return HURRY;
    if (device === 'gamepad') {
      switch (key) {
        case 'A':
          return over ? this.key('S', turn) : this.pickOrPut(this.cursor, turn);
        case 'START':
          return { kind: 'menu' };
        case 'Y':
          return this.key(over ? 'R' : 'Z', turn);
        case 'X':
          return this.key(over ? 'N' : 'T', turn);
        default:
          break;
      }
    }
    return this.key(key, turn);
  }

  /** The pointer on the table (not on the menu line): `hit` is the pile under it, if any. */
  pointer(phase: 'down' | 'move' | 'up', hit: PileHit | null, x: number, y: number, turn: TableTurn): TableEffect {
    this.cursorShown = false;
    if (phase === 'down') {
      if (turn === 'waiting') return HURRY;
      if (!hit || turn !== 'mine') return NONE;
      this.cursor = hit;
      const picking = sourcePile(this.entry) === null;
      const effect = this.pickOrPut(hit, turn);
      this.drag = picking && sourcePile(this.entry) !== null ? { from: hit, x, y, moved: false } : null;
      return effect;
    }
    const drag = this.drag;
    if (!drag) return NONE;
    if (phase === 'move') {
      drag.moved ||= Math.abs(x - drag.x) + Math.abs(y - drag.y) > DRAG_SLACK;
      drag.x = x;
      drag.y = y;
      return NONE;
    }
    // Let go: on another pile, the card goes there; where it was picked up, it stays picked for a click.
    this.drag = null;
    if (hit && hit.pile !== drag.from.pile) return this.pickOrPut(hit, turn);
    if (!drag.moved) return NONE;
    this.entry = EMPTY_ENTRY;
    return SHOWN;
  }

  /** The gamepad's A, or a click: pick up at a pile, or put down there. */
  private pickOrPut(at: PileHit, turn: TableTurn): TableEffect {
    if (turn !== 'mine') return NONE;
    const from = sourcePile(this.entry);
    if (from === null) {
      // Picked up as if typed, M (P) and the pile, so the same refusals come at once.
      const table = this.table();
      let result = feed(EMPTY_ENTRY, 'M', table);
      if (result.kind === 'typing' && at.part === 'bottom') result = feed(result.entry, 'P', table);
      if (result.kind === 'typing') result = feed(result.entry, String(at.pile), table);
      return this.fed(result);
    }
    if (from === at.pile) {
      // Put back where it came from: nothing moves.
      this.entry = EMPTY_ENTRY;
      return SHOWN;
    }
    return this.key(String(at.pile), turn);
  }
}

/** The key whose "K: WORDS" stands on a prompt line at column `col` (the end's S, N and R), or null. */
export function promptKeyAt(prompt: string, col: number): string | null {
  const found = [...prompt.matchAll(/([A-Z0-9]+): /g)];
  for (const [i, match] of found.entries()) {
    const start = match.index;
    const next = found[i + 1]?.index ?? prompt.length;
    const end = start + prompt.slice(start, next).trimEnd().length;
    if (col >= start && col < end) return match[1] ?? null;
  }
  return null;
}

/** What a press does while a finished game is played back. */
export type ReplayStep = 'step' | 'run' | 'end';

/** Enter, Space, A or a click steps; R, X (the pad's or typed) runs or pauses; Esc or B ends. Keys of the menu line clicked count as pressed. */
export function replayStep(input: { type: 'char'; char: string } | { type: 'press'; button: Button } | { type: 'click'; key: string | null }): ReplayStep | null {
  switch (input.type) {
    case 'char':
      return input.char === 'R' || input.char === 'X' ? 'run' : null;
    case 'press':
      return input.button === 'confirm' ? 'step' : input.button === 'x' ? 'run' : input.button === 'back' ? 'end' : null;
    case 'click':
      return input.key === 'R' || input.key === 'X' ? 'run' : input.key === 'ESC' || input.key === 'B' ? 'end' : 'step';
  }
}
