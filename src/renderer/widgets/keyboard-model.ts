// The on-screen keyboard for players without a keyboard: a grid of keys that
// the D-pad walks and confirm presses. Keys span whole grid columns, so moving
// up or down lands on the key below the column the cursor came from.

import type { Direction } from './focus';
import type { TextModel } from './text-model';

export type KeyKind = 'char' | 'space' | 'delete' | 'ok';

export interface Key {
  kind: KeyKind;
  label: string;
  /** The character typed (for 'char' and 'space'). */
  char: string;
  row: number;
  col: number;
  span: number;
}

export const KEYBOARD_COLUMNS = 13;

const CHAR_ROWS = ['ABCDEFGHIJKLM', 'NOPQRSTUVWXYZ', "0123456789-.'"];

function buildKeys(): Key[] {
  const keys: Key[] = [];
  CHAR_ROWS.forEach((chars, row) => {
    [...chars].forEach((char, col) => keys.push({ kind: 'char', label: char, char, row, col, span: 1 }));
  });
  const row = CHAR_ROWS.length;
  keys.push({ kind: 'space', label: 'Space', char: ' ', row, col: 0, span: 5 });
  keys.push({ kind: 'delete', label: 'Del', char: '', row, col: 5, span: 4 });
  keys.push({ kind: 'ok', label: 'OK', char: '', row, col: 9, span: 4 });
  return keys;
}

export const KEYS: readonly Key[] = buildKeys();
export const KEYBOARD_ROWS = CHAR_ROWS.length + 1;

/** The key covering grid cell (row, col), if any. */
export function keyAt(row: number, col: number): Key | undefined {
  return KEYS.find((k) => k.row === row && col >= k.col && col < k.col + k.span);
}

export class KeyboardModel {
  private row = 0;
  /** The column the cursor aims at; kept when passing over wide keys. */
  private col = 0;

  get current(): Key {
    // Every cell of the grid is covered by a key.
    return keyAt(this.row, this.col) as Key;
  }

  /** Put the cursor on a key (a pointer press). */
  point(key: Key): void {
    this.row = key.row;
    this.col = key.col;
  }

  /**
   * Left/right wrap within the row; up/down stop at the top and bottom rows
   * (false), so focus can leave the keyboard for the buttons beside it.
   */
  move(direction: Direction): boolean {
    const key = this.current;
    switch (direction) {
      case 'left':
        this.col = key.col === 0 ? KEYBOARD_COLUMNS - 1 : key.col - 1;
        this.col = this.current.col;
        return true;
      case 'right':
        this.col = (key.col + key.span) % KEYBOARD_COLUMNS;
        return true;
      case 'up':
        if (this.row === 0) return false;
        this.row--;
        return true;
      case 'down':
        if (this.row === KEYBOARD_ROWS - 1) return false;
        this.row++;
        return true;
    }
  }
}

/** Apply a key to the text; 'accept' when the player pressed OK. */
export function pressKey(key: Key, text: TextModel): 'accept' | 'typed' | 'refused' {
  switch (key.kind) {
    case 'ok':
      return 'accept';
    case 'delete':
      return text.erase() ? 'typed' : 'refused';
    default:
      return text.insert(key.char) ? 'typed' : 'refused';
  }
}
