// The Chinese Patience table printed into the Spectrum's attribute cells:
// green baize paper, cards in white paper with red or black ink, each pile's
// number beside it, the turn at the top and the prompt and menu lines at the
// bottom. Neighbouring cards in a fan alternate BRIGHT so each one reads as a
// card of its own, as attribute-cell games had to.

import { type Card, isRed, suitOf } from '../../engine/cards';
import { cardIndex } from './card-index';
import { wrap } from './wrap';
import { type MenuChoice, type SpectrumInk, type SpectrumScreen, COLUMNS } from '../../renderer/widgets';
import { CARD_HEIGHT, COUNTS_COL, INFO_COL, INFO_ROW, MESSAGE_LINES, MESSAGE_ROW, OWNER_ROW, SCORE_ROW, SPOTS, STATUS_ROW, type PileHit, cardCell, pileWidth } from './board-layout';

export const TABLE: SpectrumInk = 'green';

export type StatusKind = 'yours' | 'mine' | 'over' | 'title';

export interface BoardScene {
  /** Piles 0-9 as the player numbers them, bottom first. */
  piles: readonly (readonly Card[])[];
  /** Face-down cards: yours, mine. */
  stock: readonly [number, number];
  status: { text: string; kind: StatusKind };
  scoreLine: string;
  /** Two short lines beside piles 1-4. */
  info: readonly [string, string];
  /** Where the gamepad or arrow-key cursor is. */
  cursor: PileHit | null;
  /** The pile (or whole pile) picked up, flashing until it is put down. */
  picked: PileHit | null;
  message: { text: string; error: boolean } | null;
  prompt: string;
  menu: readonly MenuChoice[];
}

const STATUS_LOOK: Record<StatusKind, { ink: SpectrumInk; paper: SpectrumInk }> = {
  yours: { ink: 'yellow', paper: 'blue' },
  mine: { ink: 'white', paper: 'red' },
  over: { ink: 'white', paper: 'magenta' },
  title: { ink: 'yellow', paper: 'blue' },
};

function centred(text: string): string {
  const left = Math.max(0, Math.floor((COLUMNS - text.length) / 2));
  return (' '.repeat(left) + text).padEnd(COLUMNS).slice(0, COLUMNS);
}

/** Which of a pile's cards a mark (cursor or picked) covers. */
function marked(hit: PileHit | null, pile: number, index: number, length: number): boolean {
  if (!hit || hit.pile !== pile) return false;
  return hit.part === 'bottom' ? true : index === length - 1;
}

function drawPile(screen: SpectrumScreen, pile: number, cards: readonly Card[], scene: BoardScene): void {
  const spot = SPOTS.find((s) => s.pile === pile);
  if (!spot) return;
  const cursorHere = scene.cursor?.pile === pile;
  screen.printAt(spot.labelRow, spot.labelCol, String(pile), cursorHere ? 'black' : 'white', cursorHere ? 'yellow' : 'black', { bright: true });
  screen.printAt(spot.labelRow + 1, spot.labelCol, ' ', 'black', cursorHere ? 'yellow' : TABLE, { bright: cursorHere });
  const shown = spot.fanned ? cards : cards.slice(-1);
  if (shown.length === 0) {
    // An empty place: a darker patch of baize where a card would go.
    for (let r = 0; r < CARD_HEIGHT; r++) screen.printAt(spot.row + r, spot.col, '   ', 'black', cursorHere ? 'yellow' : 'black');
    return;
  }
  shown.forEach((card, i) => {
    const index = spot.fanned ? i : cards.length - 1;
    const { row, col } = cardCell(pile, spot.fanned ? i : 0);
    const top = i === shown.length - 1;
    const ink: SpectrumInk = isRed(suitOf(card)) ? 'red' : 'black';
    const paper: SpectrumInk = marked(scene.cursor, pile, index, cards.length) ? 'yellow' : 'white';
    const flash = marked(scene.picked, pile, index, cards.length);
    // Alternate BRIGHT along a fan; the top card is always bright, the whole card showing.
    const bright = top || (shown.length - 1 - i) % 2 === 0;
    const face = cardIndex(card);
    screen.printAt(row, col, top ? `${face} ` : face, ink, paper, { bright, flash });
    const corner = top ? `  ${face.slice(1)}` : '  ';
    screen.printAt(row + 1, col, corner, ink, paper, { bright, flash });
  });
  if (spot.fanned) {
    // Clear what a longer pile left behind.
    const end = spot.col + pileWidth(pile, cards.length);
    if (end < COLUMNS) for (let r = 0; r < CARD_HEIGHT; r++) screen.printAt(spot.row + r, end, ' '.repeat(COLUMNS - end), 'black', TABLE);
  }
}

export function drawBoard(screen: SpectrumScreen, scene: BoardScene): void {
  screen.cls('black', TABLE);
  const look = STATUS_LOOK[scene.status.kind];
  screen.printAt(STATUS_ROW, 0, centred(scene.status.text), look.ink, look.paper, { bright: true });
  screen.printAt(SCORE_ROW, 0, centred(scene.scoreLine), 'black', TABLE);
  // Right-aligned beside pile 4, clear of its card (the texts give eleven cells at most).
  scene.info.forEach((line, i) => {
    const text = line.slice(0, COLUMNS - INFO_COL);
    screen.printAt(INFO_ROW + i, COLUMNS - text.length, text, 'black', TABLE);
  });
  for (let pile = 0; pile <= 9; pile++) drawPile(screen, pile, scene.piles[pile] ?? [], scene);
  screen.printAt(OWNER_ROW, 0, 'YOURS', 'white', TABLE, { bright: true });
  screen.printAt(OWNER_ROW, 16, 'MINE', 'white', TABLE, { bright: true });
  const counts = ([0, 9] as const).map((pile, side) => ({ pile, deck: scene.stock[side] ?? 0, face: (scene.piles[pile] ?? []).length }));
  for (const { pile, deck, face } of counts) {
    screen.printAt(OWNER_ROW + 1, COUNTS_COL[pile], `DECK ${deck}`, 'black', TABLE);
    screen.printAt(OWNER_ROW + 2, COUNTS_COL[pile], `PILE ${face}`, 'black', TABLE);
  }
  if (scene.message) {
    const { text, error } = scene.message;
    wrap(text, COLUMNS - 1, MESSAGE_LINES).forEach((line, i) => {
      screen.printAt(MESSAGE_ROW + i, 0, ` ${line}`.padEnd(COLUMNS), error ? 'white' : 'black', error ? 'red' : 'cyan', { bright: true });
    });
  }
  screen.prompt(scene.prompt);
  screen.menuLine(scene.menu);
}

/** Text pages (the menu, instructions, controls): a title bar and lines from row 2. */
export function drawPage(screen: SpectrumScreen, title: string, lines: readonly { text: string; ink?: SpectrumInk; paper?: SpectrumInk; bright?: boolean; flash?: boolean }[], prompt: string, menu: readonly MenuChoice[]): void {
  screen.cls('black', 'white');
  screen.printAt(STATUS_ROW, 0, centred(title), 'yellow', 'blue', { bright: true });
  lines.forEach((line, i) => {
    const row = 2 + i;
    if (row >= MESSAGE_ROW + 1) return;
    screen.printAt(row, 0, line.text.padEnd(COLUMNS).slice(0, COLUMNS), line.ink ?? 'black', line.paper ?? 'white', { bright: line.bright ?? false, flash: line.flash ?? false });
  });
  screen.prompt(prompt);
  screen.menuLine(menu);
}

/** A line of a list page: the chosen one stands out in bright cyan. */
export function choiceLine(text: string, chosen: boolean): { text: string; paper: SpectrumInk; bright: boolean } {
  return { text, paper: chosen ? 'cyan' : 'white', bright: chosen };
}

/** What to press on a list page: the pad's buttons, or `keys` ("A NUMBER", "A KEY"). */
export function choicePrompt(gamepad: boolean, keys: string): string {
  return gamepad ? 'UP/DOWN CHOOSE  A SELECT' : `PRESS ${keys}, OR CLICK`;
}
