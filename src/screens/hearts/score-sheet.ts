// The score sheet: one row per hand with each player's points, and the
// running totals underneath, in right-aligned columns as on a paper pad. A
// long game fills more than one page: the sheet opens on the latest hands,
// and the arrows (Up and Down, the D-pad) or the Earlier and Later buttons
// turn to the others.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight, measureText } from '../../renderer/text';
import { type Block, Button, type ButtonSpec, Dialog, type DialogHost } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import { SHEET_ROWS, sheetColumnWidth, sheetPages, sheetRows } from './texts';

const NAME_COLUMN = 44;
const PAGE_BUTTON_WIDTH = 72;
const PAGE_BUTTON_HEIGHT = 22;

/** The sheet's grid, drawn again for each page; as tall as a full page whenever there is more than one. */
class SheetBlock extends Container {
  readonly layoutWidth: number;
  layoutHeight = 0;
  /** Each player's column, as wide as the longest name needs. */
  private readonly column: number;

  constructor(
    private readonly names: readonly string[],
    private readonly history: readonly (readonly number[])[],
    private readonly scores: readonly number[],
  ) {
    super();
    this.column = sheetColumnWidth(names, (name) => measureText(name).width);
    this.layoutWidth = NAME_COLUMN + names.length * this.column;
  }

  show(page: number): void {
    this.removeChildren().forEach((child) => child.destroy());
    const row = lineHeight();
    const width = this.layoutWidth;
    const cell = (text: string, x: number, y: number, colour: number = VGA.black) => {
      const t = new PixelText(text, { colour });
      t.position.set(x - t.textWidth, y);
      this.addChild(t);
    };
    const { hands, caption } = sheetRows(this.history, page);
    let y = 0;
    if (caption !== null) {
      const line = new PixelText(caption, { colour: VGA.grey });
      this.addChild(line);
      y += row + 2;
    }
    const hand = new PixelText('Hand', { colour: VGA.black });
    hand.position.set(0, y);
    this.addChild(hand);
    const column = this.column;
    this.names.forEach((name, seat) => cell(name, NAME_COLUMN + (seat + 1) * column - 4, y));
    const rules = new Rects();
    fillRect(rules, 0, y + row + 1, width, 1, VGA.black);
    y += row + 4;
    for (const cells of hands) {
      cells.forEach((text, i) => cell(text, i === 0 ? NAME_COLUMN - 16 : NAME_COLUMN + i * column - 4, y, i === 0 ? VGA.grey : VGA.black));
      y += row;
    }
    // Every page as tall as a full one, so the dialog keeps its size as it turns.
    if (caption !== null) y += (SHEET_ROWS - hands.length) * row;
    fillRect(rules, 0, y + 1, width, 1, VGA.black);
    y += 4;
    const total = new PixelText('Total', { colour: VGA.black });
    total.position.set(0, y);
    this.addChild(total);
    const best = Math.min(...this.scores);
    this.scores.forEach((score, seat) => cell(String(score), NAME_COLUMN + (seat + 1) * column - 4, y, score === best ? VGA.blue : VGA.black));
    this.addChild(rules);
    this.layoutHeight = y + row;
  }
}

/** The Earlier and Later buttons under a sheet of several pages. */
function pageButtons(turn: (step: -1 | 1) => void): { row: Block; buttons: Button[] } {
  const row = new Container() as Container & { layoutWidth: number; layoutHeight: number };
  const buttons = (['&Earlier', '&Later'] as const).map((label, i) => {
    // The dialog's answer buttons keep the first focus and Tab; these are for the mouse, their letters and the arrows.
    const button = new Button(label, { width: PAGE_BUTTON_WIDTH, height: PAGE_BUTTON_HEIGHT, tabStop: false, onActivate: () => turn(i === 0 ? -1 : 1) });
    button.position.set(i * (PAGE_BUTTON_WIDTH + 8), 0);
    row.addChild(button);
    return button;
  });
  row.layoutWidth = 2 * PAGE_BUTTON_WIDTH + 8;
  row.layoutHeight = PAGE_BUTTON_HEIGHT;
  return { row, buttons };
}

export interface SheetOptions {
  title: string;
  /** A line above the sheet ("Ada shot the moon!"), if any. */
  note?: string;
  buttons?: ButtonSpec[];
  host?: DialogHost;
}

/** Open the score sheet; answers the id of the button pressed. */
export function openScoreSheet(
  host: DialogHost,
  names: readonly string[],
  history: readonly (readonly number[])[],
  scores: readonly number[],
  options: SheetOptions,
): Dialog<string> {
  const body: Block[] = [];
  if (options.note) {
    const note = new PixelText(options.note, { colour: VGA.black }) as PixelText & { layoutWidth: number; layoutHeight: number };
    note.layoutWidth = note.textWidth;
    note.layoutHeight = note.textHeight + 6;
    body.push(note);
  }
  const pages = sheetPages(history.length);
  let page = pages - 1;
  const sheet = new SheetBlock(names, history, scores);
  sheet.show(page);
  body.push(sheet);
  const turn = (step: -1 | 0 | 1) => {
    page = Math.min(Math.max(page + step, 0), pages - 1);
    sheet.show(page);
    paging?.buttons.forEach((button, i) => (button.enabled = i === 0 ? page > 0 : page < pages - 1));
  };
  const paging = pages > 1 ? pageButtons(turn) : null;
  if (paging) {
    body.push(paging.row);
    turn(0);
  }
  // Up and Down (the D-pad) turn the pages; Left and Right still walk the buttons.
  const intercept = (command: Command): boolean => {
    if (paging === null || command.type !== 'press' || (command.button !== 'up' && command.button !== 'down')) return false;
    turn(command.button === 'up' ? -1 : 1);
    return true;
  };
  const buttons = options.buttons ?? [{ id: 'ok', label: 'OK' }];
  const dialog = new Dialog<string>(options.title, 'win31', {
    body,
    buttons,
    controls: paging?.buttons ?? [],
    answer: (id) => id,
    cancel: () => buttons[0]?.id ?? 'ok',
    intercept,
  });
  return dialog.open(host);
}
