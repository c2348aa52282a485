// One game's high-score table drawn as a Windows 3.1 window on the baize: the
// game's title in the caption, a white client with a black-ruled table whose
// navy header row names the columns, and ten rows of black text. While the
// scores load, or when there are none, one line of text stands in the body.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight, measureText } from '../../renderer/text';
import { WindowFrame } from '../../renderer/widgets';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { MAX_HIGH_SCORES } from '../../store/schemas';
import { type Column, type ScoreRow, cells, clip, layoutColumns } from './score-table';

// Wide enough for each entry's details between its score and its date.
export const SCORE_WINDOW_WIDTH = 540;
// The 3.1 frame's sizing border and its caption with the black line under it,
// so the window can be sized to fit the table exactly.
const BORDER = 5;
const CAPTION = 18 + 1;
/** Room round the table inside the client area. */
const MARGIN = 10;
const HEADER_HEIGHT = 20;
const ROW_HEIGHT = 18;
// Two outline rows, the rule under the header, and a spare row of white under the last line.
const TABLE_HEIGHT = HEADER_HEIGHT + MAX_HIGH_SCORES * ROW_HEIGHT + 4;
export const SCORE_WINDOW_HEIGHT = BORDER + CAPTION + 2 * MARGIN + TABLE_HEIGHT + BORDER;

export interface ScoreWindowContent {
  /** The game's name (and which of its tables), shown in the caption. */
  title: string;
  /** What the score column is called for this game ("Points", "Penalty"). */
  scoreLabel: string;
  rows: readonly ScoreRow[];
  /** Shown in the body instead of rows ("Loading...", "No scores yet."); null to show the rows. */
  message: string | null;
}

const width = (text: string): number => measureText(text).width;

export function scoreWindow(content: ScoreWindowContent): WindowFrame {
  const frame = new WindowFrame({ title: content.title, width: SCORE_WINDOW_WIDTH, height: SCORE_WINDOW_HEIGHT });
  const tableWidth = frame.clientRect.width - 2 * MARGIN;
  const table = new Container();
  table.position.set(MARGIN, MARGIN);
  frame.client.addChild(table);

  const rows = content.message === null ? content.rows.map(cells) : [];
  const columns = layoutColumns(tableWidth - 2, content.scoreLabel, rows, width);

  const g = new Rects();
  outline(g, 0, 0, tableWidth, TABLE_HEIGHT, VGA.black);
  fillRect(g, 1, 1, tableWidth - 2, HEADER_HEIGHT, VGA.navy);
  fillRect(g, 1, 1 + HEADER_HEIGHT, tableWidth - 2, 1, VGA.black);
  table.addChild(g);

  // Inside the outline: everything below is placed from (1, 1).
  const body = new Container();
  body.position.set(1, 1);
  table.addChild(body);
  for (const column of columns) body.addChild(cell(column.heading, column, 0, HEADER_HEIGHT, VGA.white));

  if (content.message !== null) {
    const text = new PixelText(content.message, { colour: VGA.black });
    const bodyHeight = TABLE_HEIGHT - HEADER_HEIGHT - 3;
    text.position.set(Math.floor((tableWidth - 2 - text.textWidth) / 2), HEADER_HEIGHT + 1 + Math.floor((bodyHeight - text.textHeight) / 2));
    body.addChild(text);
    return frame;
  }

  rows.forEach((row, i) => {
    const top = HEADER_HEIGHT + 1 + i * ROW_HEIGHT;
    // A dotted silver rule between rows guides the eye across the wide gaps.
    if (i > 0) for (let x = 2; x < tableWidth - 4; x += 2) fillRect(g, 1 + x, 1 + top, 1, 1, VGA.silver);
    for (const column of columns) body.addChild(cell(clip(row[column.key], column.width, width), column, top, ROW_HEIGHT, VGA.black));
  });
  return frame;
}

/** One cell's text in its column, to the column's left or right edge, centred in a row `height` high. */
function cell(text: string, column: Column, top: number, height: number, colour: number): PixelText {
  const node = new PixelText(text, { colour });
  const x = column.align === 'right' ? column.x + column.width - node.textWidth : column.x;
  node.position.set(x, top + Math.floor((height - lineHeight()) / 2));
  return node;
}

/** A small window holding one centred message, for when there is no table to show at all. */
export function messageWindow(title: string, message: string, width = 400): WindowFrame {
  const text = new PixelText(message, { colour: VGA.black, align: 'center', wrap: width - 2 * BORDER - 2 * MARGIN });
  const frame = new WindowFrame({ title, width, height: BORDER + CAPTION + 2 * 2 * MARGIN + text.textHeight + BORDER });
  text.position.set(MARGIN, 2 * MARGIN);
  frame.client.addChild(text);
  return frame;
}
