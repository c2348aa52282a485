// The score sheet: one row per hand with each player's points, and the
// running totals underneath, in right-aligned columns as on a paper pad.

import { Container, Graphics } from 'pixi.js';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight } from '../../renderer/text';
import { type Block, type ButtonSpec, Dialog, type DialogHost } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import { sheetRows } from './texts';

const NAME_COLUMN = 44;
const COLUMN = 64;
function sheetBlock(names: readonly string[], history: readonly (readonly number[])[], scores: readonly number[]): Block {
  const box = new Container() as Container & { layoutWidth: number; layoutHeight: number };
  const row = lineHeight();
  const width = NAME_COLUMN + names.length * COLUMN;
  const cell = (text: string, x: number, y: number, colour: number = VGA.black) => {
    const t = new PixelText(text, { colour });
    t.position.set(x - t.textWidth, y);
    box.addChild(t);
  };
  const hand = new PixelText('Hand', { colour: VGA.black });
  box.addChild(hand);
  names.forEach((name, seat) => cell(name.slice(0, 8), NAME_COLUMN + (seat + 1) * COLUMN - 4, 0));
  const { hands } = sheetRows(history);
  let y = row + 4;
  const rules = new Graphics();
  fillRect(rules, 0, row + 1, width, 1, VGA.black);
  for (const cells of hands) {
    cells.forEach((text, i) => cell(text, i === 0 ? NAME_COLUMN - 16 : NAME_COLUMN + i * COLUMN - 4, y, i === 0 ? VGA.grey : VGA.black));
    y += row;
  }
  fillRect(rules, 0, y + 1, width, 1, VGA.black);
  y += 4;
  const total = new PixelText('Total', { colour: VGA.black });
  total.position.set(0, y);
  box.addChild(total);
  const best = Math.min(...scores);
  scores.forEach((score, seat) => cell(String(score), NAME_COLUMN + (seat + 1) * COLUMN - 4, y, score === best ? VGA.blue : VGA.black));
  box.addChild(rules);
  box.layoutWidth = width;
  box.layoutHeight = y + row;
  return box;
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
  body.push(sheetBlock(names, history, scores));
  const buttons = options.buttons ?? [{ id: 'ok', label: 'OK' }];
  const dialog = new Dialog<string>(options.title, 'win31', {
    body,
    buttons,
    answer: (id) => id,
    cancel: () => buttons[0]?.id ?? 'ok',
  });
  return dialog.open(host);
}
