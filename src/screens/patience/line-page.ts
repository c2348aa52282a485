// A Spectrum page of lines a person picks from (the menu, the head-to-head seating,
// the hosting page): each line is chosen by its key, by a click on its row
// (the lines stand on every other row from `firstRow`), or by the cursor and
// A/Enter; left and right step the value of a line that has one; B/Esc goes
// back. Each page says only what picking a line does.

import type { Button, Device } from '../../input/commands';

/** A command as the pages take it: a pointer press off the menu line comes as the cell clicked. */
export type PageInput =
  | { type: 'char'; char: string }
  | { type: 'press'; button: Button; device: Device }
  | { type: 'click'; cell: { row: number; col: number } | null };

export type PageSound = 'beep' | 'beep-high' | 'beep-low';

/** A page's next state, its answer once it has one, and the sound of the press. */
export interface PageStep<S, T> {
  state: S;
  answer?: T;
  sound?: PageSound;
}


export interface LinePage<L, S, A> {
  lines: readonly L[];
  /** The line the cursor is on. */
  at: number;
  /** The row of the first line. */
  firstRow: number;
  /** What picking `line` does (`step`: left, -1, or right, 1, on a line with a value). */
  pick(line: L | undefined, step?: 1 | -1): PageStep<S, A>;
  /** Whether left and right step `line`'s value. */
  steps(line: L): boolean;
  /** The answer of B/Esc; null where they do nothing. */
  back: A | null;
}

/** What `input` does on a page of lines in `state`. */
export function lineStep<L extends { key: string }, S extends { at: number }, A>(state: S, input: PageInput, page: LinePage<L, S, A>): PageStep<S, A> {
  const { lines, at, pick } = page;
  switch (input.type) {
    case 'char':
      return pick(lines.find((l) => l.key === input.char));
    case 'click': {
      const index = input.cell ? (input.cell.row - page.firstRow) / 2 : -1;
      return Number.isInteger(index) ? pick(lines[index]) : { state };
    }
    case 'press':
      break;
  }
  switch (input.button) {
    case 'up':
    case 'down':
      return { state: { ...state, at: (at + (input.button === 'up' ? -1 : 1) + lines.length) % lines.length }, sound: 'beep' };
    case 'left':
    case 'right': {
      const line = lines[at];
      return line && page.steps(line) ? pick(line, input.button === 'left' ? -1 : 1) : { state };
    }
    case 'confirm':
      return pick(lines[at]);
    case 'back':
      return page.back === null ? { state } : { state, answer: page.back };
    default:
      return { state };
  }
}
