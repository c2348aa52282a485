// The Spectrum's screen as its hardware saw it: 32x24 character cells, each
// with its own ink and paper colour, BRIGHT and FLASH. FLASH swaps a cell's ink
// and paper every 32 frames of 50 Hz, 0.64 s.

import { SPECTRUM } from '../palette';

export const COLUMNS = 32;
export const ROWS = 24;
export const CELL = 8;
export const FLASH_MS = 640;

/** The eight basic colours; BRIGHT picks the brighter twin. */
export type SpectrumInk = 'black' | 'blue' | 'red' | 'magenta' | 'green' | 'cyan' | 'yellow' | 'white';

export interface Attributes {
  ink: SpectrumInk;
  paper: SpectrumInk;
  bright: boolean;
  flash: boolean;
}

export interface Cell extends Attributes {
  char: string;
}

const BRIGHT: Record<SpectrumInk, number> = {
  black: SPECTRUM.black,
  blue: SPECTRUM.brightBlue,
  red: SPECTRUM.brightRed,
  magenta: SPECTRUM.brightMagenta,
  green: SPECTRUM.brightGreen,
  cyan: SPECTRUM.brightCyan,
  yellow: SPECTRUM.brightYellow,
  white: SPECTRUM.brightWhite,
};

export function spectrumColour(ink: SpectrumInk, bright = false): number {
  return bright ? BRIGHT[ink] : SPECTRUM[ink];
}

export class CellGrid {
  readonly cells: Cell[];
  private flashMs = 0;
  /** Whether flashing cells currently show swapped colours. */
  flashInverted = false;

  constructor(paper: SpectrumInk = 'white', ink: SpectrumInk = 'black') {
    this.cells = Array.from({ length: COLUMNS * ROWS }, () => ({ char: ' ', ink, paper, bright: false, flash: false }));
  }

  cell(row: number, col: number): Cell | undefined {
    if (row < 0 || col < 0 || row >= ROWS || col >= COLUMNS) return undefined;
    return this.cells[row * COLUMNS + col];
  }

  /** Write text from (row, col) along the row; characters past the right edge are dropped. */
  print(row: number, col: number, text: string, attributes: Attributes): void {
    [...text].forEach((char, i) => {
      const cell = this.cell(row, col + i);
      if (cell) Object.assign(cell, attributes, { char });
    });
  }

  clear(attributes: Attributes): void {
    for (const cell of this.cells) Object.assign(cell, attributes, { char: ' ' });
  }

  /** The colours a cell shows now, FLASH applied. */
  shown(cell: Cell): { ink: number; paper: number } {
    const ink = spectrumColour(cell.ink, cell.bright);
    const paper = spectrumColour(cell.paper, cell.bright);
    return cell.flash && this.flashInverted ? { ink: paper, paper: ink } : { ink, paper };
  }

  /** Advance the FLASH clock; true when flashing cells changed colour. */
  update(dtMs: number): boolean {
    this.flashMs += dtMs;
    let flipped = false;
    while (this.flashMs >= FLASH_MS) {
      this.flashMs -= FLASH_MS;
      this.flashInverted = !this.flashInverted;
      flipped = !flipped;
    }
    return flipped && this.cells.some((c) => c.flash);
  }
}
