// The ZX Spectrum look on the 320x240 stage: a coloured border round the
// 256x192 paper at (32, 24), text printed into 8x8 attribute cells, a prompt
// line and a menu line of key choices at the bottom, as BASIC-era games had.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { SPECTRUM_SIZE } from '../stage';
import { PixelText } from '../text';
import { fillRect } from './draw';
import { stageRect } from './geometry';
import { CELL, COLUMNS, CellGrid, ROWS, type SpectrumInk, spectrumColour } from './spectrum-cells';

export const PAPER_X = 32;
export const PAPER_Y = 24;
export const PROMPT_ROW = ROWS - 2;
export const MENU_ROW = ROWS - 1;

export interface PrintOptions {
  bright?: boolean;
  flash?: boolean;
}

export interface MenuChoice {
  /** The key (or button) to press, shown in inverse video. */
  key: string;
  label: string;
}

/** One stripe of the border, as tape loading paints it: a colour for a number of pixel rows. */
export interface BorderBand {
  ink: SpectrumInk;
  height: number;
}

export class SpectrumScreen extends Container {
  readonly grid: CellGrid;
  private borderInk: SpectrumInk;
  private bands: readonly BorderBand[] | null = null;
  /** The border on its own, so stripes can change every frame without redrawing the cells. */
  private readonly edge = new Rects();
  private readonly back = new Rects();
  private readonly glyphs = new Container();
  /** The texts on screen by place, colour and words, so a redraw keeps those that did not change. */
  private shownTexts = new Map<string, PixelText>();
  private dirty = true;
  private menuChoices: { key: string; col: number; width: number }[] = [];

  constructor(border: SpectrumInk = 'white', paper: SpectrumInk = 'white', ink: SpectrumInk = 'black') {
    super();
    this.borderInk = border;
    this.grid = new CellGrid(paper, ink);
    this.addChild(this.edge, this.back, this.glyphs);
    this.redraw();
  }

  get border(): SpectrumInk {
    return this.borderInk;
  }

  set border(ink: SpectrumInk) {
    this.borderInk = ink;
    this.bands = null;
    this.drawEdge();
  }

  /** Stripes down the border, top to bottom, repeated to fill it; null for the plain border again. */
  stripes(bands: readonly BorderBand[] | null): void {
    this.bands = bands && bands.some((b) => b.height > 0) ? bands : null;
    this.drawEdge();
  }

  private drawEdge(): void {
    const g = this.edge;
    g.clear();
    const { width, height } = SPECTRUM_SIZE;
    if (!this.bands) {
      fillRect(g, 0, 0, width, height, spectrumColour(this.borderInk));
      return;
    }
    let y = 0;
    for (let i = 0; y < height; i = (i + 1) % this.bands.length) {
      const band = this.bands[i];
      if (!band || band.height <= 0) continue;
      const h = Math.min(band.height, height - y);
      fillRect(g, 0, y, width, h, spectrumColour(band.ink));
      y += h;
    }
  }

  /** PRINT AT row, col with INK, PAPER, BRIGHT and FLASH for each cell written. */
  printAt(row: number, col: number, text: string, ink: SpectrumInk, paper: SpectrumInk, options: PrintOptions = {}): void {
    this.grid.print(row, col, text, { ink, paper, bright: options.bright ?? false, flash: options.flash ?? false });
    this.dirty = true;
  }

  /** CLS: every cell blank in these colours. */
  cls(ink: SpectrumInk, paper: SpectrumInk, bright = false): void {
    this.grid.clear({ ink, paper, bright, flash: false });
    this.menuChoices = [];
    this.dirty = true;
  }

  /** The prompt line, second from the bottom, cleared to its end. */
  prompt(text: string, ink: SpectrumInk = 'black', paper: SpectrumInk = 'white', options: PrintOptions = {}): void {
    this.printAt(PROMPT_ROW, 0, text.padEnd(COLUMNS).slice(0, COLUMNS), ink, paper, options);
  }

  /** The bottom line of choices: each key in inverse video, then its word. */
  menuLine(choices: readonly MenuChoice[], ink: SpectrumInk = 'black', paper: SpectrumInk = 'white'): void {
    this.printAt(MENU_ROW, 0, ' '.repeat(COLUMNS), ink, paper);
    this.menuChoices = [];
    let col = 0;
    for (const choice of choices) {
      const width = choice.key.length + choice.label.length;
      if (col + width > COLUMNS) break;
      this.printAt(MENU_ROW, col, choice.key, paper, ink, { bright: true });
      this.printAt(MENU_ROW, col + choice.key.length, choice.label, ink, paper);
      this.menuChoices.push({ key: choice.key, col, width });
      col += width + 1;
    }
  }

  /** The cell under a stage point, or null on the border. */
  cellAt(x: number, y: number): { row: number; col: number } | null {
    const origin = stageRect(this, 0, 0);
    const px = x - origin.x - PAPER_X;
    const py = y - origin.y - PAPER_Y;
    if (px < 0 || py < 0) return null;
    const col = Math.floor(px / CELL);
    const row = Math.floor(py / CELL);
    if (col >= COLUMNS || row >= ROWS) return null;
    return { row, col };
  }

  /** The menu line's keys and the cells they take (for automation and pointer tests). */
  get menuKeys(): readonly { key: string; col: number; width: number }[] {
    return this.menuChoices;
  }

  /** The menu-line key under a stage point (for mouse players), or null. */
  menuKeyAt(x: number, y: number): string | null {
    const cell = this.cellAt(x, y);
    if (!cell || cell.row !== MENU_ROW) return null;
    return this.menuChoices.find((c) => cell.col >= c.col && cell.col < c.col + c.width)?.key ?? null;
  }

  update(dtMs: number): void {
    if (this.grid.update(dtMs)) this.dirty = true;
    if (this.dirty) this.redraw();
  }

  /** Draw now rather than on the next update. */
  redraw(): void {
    this.dirty = false;
    const g = this.back;
    g.clear();
    this.drawEdge();
    // A move changes a few runs of cells: keep every text that is still the same.
    const before = this.shownTexts;
    const after = new Map<string, PixelText>();
    // One rectangle and one text per run of cells that look alike.
    for (let row = 0; row < ROWS; row++) {
      let col = 0;
      while (col < COLUMNS) {
        const first = this.grid.cell(row, col);
        if (!first) break;
        const look = this.grid.shown(first);
        let text = first.char;
        let end = col + 1;
        for (; end < COLUMNS; end++) {
          const next = this.grid.cell(row, end);
          if (!next) break;
          const shown = this.grid.shown(next);
          if (shown.ink !== look.ink || shown.paper !== look.paper) break;
          text += next.char;
        }
        const x = PAPER_X + col * CELL;
        const y = PAPER_Y + row * CELL;
        fillRect(g, x, y, (end - col) * CELL, CELL, look.paper);
        if (text.trim() !== '') {
          const key = `${x},${y},${look.ink},${text}`;
          let glyphs = before.get(key);
          if (glyphs) before.delete(key);
          else {
            glyphs = new PixelText(text, { font: 'spectrum', colour: look.ink });
            glyphs.position.set(x, y);
            this.glyphs.addChild(glyphs);
          }
          after.set(key, glyphs);
        }
        col = end;
      }
    }
    for (const gone of before.values()) gone.destroy();
    this.shownTexts = after;
  }
}
