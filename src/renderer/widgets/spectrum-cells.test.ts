import { describe, expect, it } from 'vitest';
import { SPECTRUM } from '../palette';
import { CellGrid, FLASH_MS } from './spectrum-cells';

const PLAIN = { ink: 'black', paper: 'white', bright: false, flash: false } as const;

describe('CellGrid', () => {
  it('prints along a row with per-cell attributes and clips at the edge', () => {
    const grid = new CellGrid();
    grid.print(3, 29, 'HELLO', { ink: 'red', paper: 'yellow', bright: true, flash: false });
    expect(grid.cell(3, 29)).toMatchObject({ char: 'H', ink: 'red', paper: 'yellow', bright: true });
    expect(grid.cell(3, 31)?.char).toBe('L');
    expect(grid.cell(4, 0)?.char).toBe(' ');
    expect(grid.shown(grid.cell(3, 30)!)).toEqual({ ink: SPECTRUM.brightRed, paper: SPECTRUM.brightYellow });
  });

  it('swaps ink and paper of flashing cells every 0.64 s, and only reports a flip when something flashes', () => {
    const grid = new CellGrid();
    grid.print(0, 0, 'A', { ...PLAIN, flash: true });
    grid.print(0, 1, 'B', PLAIN);
    expect(grid.update(FLASH_MS - 1)).toBe(false);
    expect(grid.update(1)).toBe(true);
    expect(grid.shown(grid.cell(0, 0)!)).toEqual({ ink: SPECTRUM.white, paper: SPECTRUM.black });
    expect(grid.shown(grid.cell(0, 1)!)).toEqual({ ink: SPECTRUM.black, paper: SPECTRUM.white });
    expect(grid.update(2 * FLASH_MS)).toBe(false);
    expect(grid.update(FLASH_MS)).toBe(true);
    expect(grid.shown(grid.cell(0, 0)!).ink).toBe(SPECTRUM.black);
    const quiet = new CellGrid();
    expect(quiet.update(FLASH_MS)).toBe(false);
  });

  it('keeps bright black black', () => {
    const grid = new CellGrid();
    grid.print(1, 1, 'X', { ink: 'black', paper: 'black', bright: true, flash: false });
    expect(grid.shown(grid.cell(1, 1)!)).toEqual({ ink: SPECTRUM.black, paper: SPECTRUM.black });
  });
});
