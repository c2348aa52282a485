// What automation reads off the Chinese Patience screen besides the game:
// the rows of cells as they read (the status line, the prompt, the menu line
// and where its keys are), and where each pile stands on the stage.

import type { PatienceView } from '../../engine/patience';
import { CELL, COLUMNS, MENU_ROW, PAPER_X, PAPER_Y, PROMPT_ROW, ROWS, type SpectrumScreen } from '../../renderer/widgets';
import { STATUS_ROW, SPOTS, cardCell } from './board-layout';

interface Point {
  x: number;
  y: number;
}

/** The middle of a cell, in stage pixels. */
function centre(row: number, col: number): Point {
  return { x: PAPER_X + col * CELL + CELL / 2, y: PAPER_Y + row * CELL + CELL / 2 };
}

/** What a row of cells reads. */
export function rowText(screen: SpectrumScreen, row: number): string {
  let text = '';
  for (let col = 0; col < COLUMNS; col++) text += screen.grid.cell(row, col)?.char ?? ' ';
  return text.trimEnd();
}

/** The status, prompt and menu lines of a Spectrum screen, and where the menu line's keys are. */
export function screenLines(screen: SpectrumScreen): { prompt: string; status: string; menuLine: string; menuKeys: ({ key: string } & Point)[]; rows: string[] } {
  return {
    rows: Array.from({ length: ROWS }, (_, row) => rowText(screen, row)),
    prompt: rowText(screen, PROMPT_ROW),
    status: rowText(screen, STATUS_ROW),
    menuLine: rowText(screen, MENU_ROW),
    menuKeys: screen.menuKeys.map((k) => ({ key: k.key, ...centre(MENU_ROW, k.col) })),
  };
}

/** Where each pile's number, top card and first card are. */
export function pilePlaces(view: PatienceView | null): { pile: number; label: Point; top: Point; bottom: Point }[] {
  return SPOTS.map((spot) => {
    const length = view?.piles[spot.pile]?.length ?? 0;
    const top = cardCell(spot.pile, spot.fanned ? Math.max(0, length - 1) : 0);
    return { pile: spot.pile, label: centre(spot.labelRow, spot.labelCol), top: centre(top.row, top.col), bottom: centre(spot.row, spot.col) };
  });
}
