// The Chinese Patience table printed into the Spectrum's attribute cells:
// green baize paper, cards in white paper with red or black ink, each pile's
// number beside it, the turn at the top and the prompt and menu lines at the
// bottom. Neighbouring cards in a fan alternate BRIGHT so each one reads as a
// card of its own, as attribute-cell games had to.

import { type Card, isRed, suitOf } from '../../engine/cards';
import { cardIndex } from './card-index';
import { wrap } from './wrap';
import { type MenuChoice, type SpectrumInk, type SpectrumScreen, COLUMNS, PROMPT_ROW } from '../../renderer/widgets';
import { CARD_HEIGHT, DECKS, type DeckSpot, INFO_COL, INFO_ROW, MESSAGE_LINES, MESSAGE_ROW, OWNER_COL, OWNER_ROW, SCORE_ROW, SPOTS, STATUS_ROW, TOP_CARD_WIDTH, type PileHit, cardCell, pileWidth } from './board-layout';
import type { Marks } from './move-log';

export const TABLE: SpectrumInk = 'green';

export type StatusKind = 'yours' | 'mine' | 'over' | 'title' | 'pass';

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
  /** Cards each side holds (deck and pile 0): yours, mine. */
  holds: readonly [number, number];
  /** The words over piles 0 and 9 (YOU HOLD 12, I HOLD 9); from `holds` when absent. */
  owners?: readonly [string, string];
  /** Between two people's turns: who takes the table and how, on the message rows and the prompt line in place of their words. */
  cover?: readonly string[] | null;
  message: { text: string; error: boolean } | null;
  /** The last moves, oldest first, shown on the message rows when no message is. */
  log: readonly string[];
  /** The piles the last move took from and put onto, flashing. */
  marks: Marks | null;
  prompt: string;
  menu: readonly MenuChoice[];
}

const STATUS_LOOK: Record<StatusKind, { ink: SpectrumInk; paper: SpectrumInk }> = {
  yours: { ink: 'yellow', paper: 'blue' },
  mine: { ink: 'white', paper: 'red' },
  over: { ink: 'white', paper: 'magenta' },
  title: { ink: 'yellow', paper: 'blue' },
  pass: { ink: 'black', paper: 'yellow' },
};

/** The rows the cover's words take: the message rows and the prompt line. */
const COVER_LINES = MESSAGE_LINES + 1;

function centred(text: string): string {
  const left = Math.max(0, Math.floor((COLUMNS - text.length) / 2));
  return (' '.repeat(left) + text).padEnd(COLUMNS).slice(0, COLUMNS);
}

/** Which of a pile's cards a mark (cursor or picked) covers. */
function marked(hit: PileHit | null, pile: number, index: number, length: number): boolean {
  if (!hit || hit.pile !== pile) return false;
  return hit.part === 'bottom' ? true : index === length - 1;
}

/** An empty place: a dashed outline where a card would go. */
function outline(screen: SpectrumScreen, row: number, col: number, paper: SpectrumInk, flash: boolean): void {
  screen.printAt(row, col, '\u250c\u2594\u2510', 'white', paper, { flash });
  screen.printAt(row + 1, col, '\u2514\u2581\u2518', 'white', paper, { flash });
}

function drawPile(screen: SpectrumScreen, pile: number, cards: readonly Card[], scene: BoardScene): void {
  const spot = SPOTS.find((s) => s.pile === pile);
  if (!spot) return;
  const cursorHere = scene.cursor?.pile === pile;
  const markedHere = scene.marks !== null && (scene.marks.to === pile || scene.marks.from === pile);
  screen.printAt(spot.labelRow, spot.labelCol, String(pile), cursorHere ? 'black' : 'white', cursorHere ? 'yellow' : 'black', { bright: true, flash: markedHere });
  screen.printAt(spot.labelRow + 1, spot.labelCol, ' ', 'black', cursorHere ? 'yellow' : TABLE, { bright: cursorHere });
  const shown = spot.fanned ? cards : cards.slice(-1);
  const landed = scene.marks?.to === pile;
  if (shown.length === 0) {
    outline(screen, spot.row, spot.col, cursorHere ? 'yellow' : TABLE, landed);
    return;
  }
  shown.forEach((card, i) => {
    const index = spot.fanned ? i : cards.length - 1;
    const { row, col } = cardCell(pile, spot.fanned ? i : 0);
    const top = i === shown.length - 1;
    const ink: SpectrumInk = isRed(suitOf(card)) ? 'red' : 'black';
    const paper: SpectrumInk = marked(scene.cursor, pile, index, cards.length) ? 'yellow' : 'white';
    // The card picked up flashes, and so does the card the last move put down.
    const flash = marked(scene.picked, pile, index, cards.length) || (landed && top);
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

/** A face-down deck: a card's back (an outline once it is empty), its count beside it; it flashes when the last move twisted from it. */
function drawDeck(screen: SpectrumScreen, deck: DeckSpot, count: number, scene: BoardScene): void {
  const flash = scene.marks?.from === 'deck' && scene.marks.to === deck.pile;
  if (count === 0) outline(screen, deck.row, deck.col, TABLE, flash);
  else for (let r = 0; r < CARD_HEIGHT; r++) screen.printAt(deck.row + r, deck.col, '\u2592'.repeat(TOP_CARD_WIDTH), 'blue', 'white', { bright: true, flash });
  screen.printAt(deck.row, deck.countCol, 'DECK', 'black', TABLE);
  screen.printAt(deck.row + 1, deck.countCol, String(count), 'black', TABLE);
}

export function drawBoard(screen: SpectrumScreen, scene: BoardScene): void {
  screen.cls('black', TABLE);
  const look = STATUS_LOOK[scene.status.kind];
  // "PASS TO BOB" flashes until BOB takes the table.
  screen.printAt(STATUS_ROW, 0, centred(scene.status.text), look.ink, look.paper, { bright: true, flash: scene.status.kind === 'pass' });
  screen.printAt(SCORE_ROW, 0, centred(scene.scoreLine), 'black', TABLE);
  // Right-aligned beside pile 4, clear of its card (the texts give eleven cells at most).
  scene.info.forEach((line, i) => {
    const text = line.slice(0, COLUMNS - INFO_COL);
    screen.printAt(INFO_ROW + i, COLUMNS - text.length, text, 'black', TABLE);
  });
  for (let pile = 0; pile <= 9; pile++) drawPile(screen, pile, scene.piles[pile] ?? [], scene);
  const [own, other] = scene.owners ?? [`YOU HOLD ${scene.holds[0]}`, `I HOLD ${scene.holds[1]}`];
  screen.printAt(OWNER_ROW, OWNER_COL[0], own.slice(0, OWNER_COL[9] - 1), 'white', TABLE);
  screen.printAt(OWNER_ROW, OWNER_COL[9], other.slice(0, COLUMNS - OWNER_COL[9]), 'white', TABLE);
  for (const deck of DECKS) drawDeck(screen, deck, scene.stock[deck.pile === 0 ? 0 : 1] ?? 0, scene);
  if (scene.cover) {
    drawCover(screen, scene.cover);
    screen.menuLine(scene.menu);
    return;
  }
  if (scene.message) {
    const { text, error } = scene.message;
    wrap(text, COLUMNS - 1, MESSAGE_LINES).forEach((line, i) => {
      screen.printAt(MESSAGE_ROW + i, 0, ` ${line}`.padEnd(COLUMNS), error ? 'white' : 'black', error ? 'red' : 'cyan', { bright: true });
    });
  } else {
    // The last moves, the newest bright at the bottom.
    const lines = scene.log.slice(-MESSAGE_LINES);
    lines.forEach((line, i) => {
      const newest = i === lines.length - 1;
      screen.printAt(MESSAGE_ROW + MESSAGE_LINES - lines.length + i, 0, ` ${line}`.padEnd(COLUMNS).slice(0, COLUMNS), 'black', 'cyan', { bright: newest });
    });
  }
  screen.prompt(scene.prompt);
  screen.menuLine(scene.menu);
}

/** The cover's words, in the colours of the Spectrum's own INPUT lines: what follows "PASS TO BOB" (the status line says it), wrapped. */
function drawCover(screen: SpectrumScreen, words: readonly string[]): void {
  const lines = words.slice(1).flatMap((line) => wrap(line, COLUMNS - 1, COVER_LINES)).slice(0, COVER_LINES);
  for (let i = 0; i < COVER_LINES; i++) screen.printAt(MESSAGE_ROW + i, 0, ` ${lines[i] ?? ''}`.padEnd(COLUMNS), 'white', 'blue', { bright: true });
}

/** A line of a page: its words and how they are printed. */
export interface PageLine {
  text: string;
  ink?: SpectrumInk;
  paper?: SpectrumInk;
  bright?: boolean;
  flash?: boolean;
}

/** The first row of a page's lines, under its title bar. */
export const PAGE_ROW = 2;
/** How many lines a page has, from PAGE_ROW down to the row above the prompt line. */
export const PAGE_LINES = PROMPT_ROW - PAGE_ROW;

/** Text pages (the menu, instructions, controls): a title bar, lines from row 2, and the prompt (in `promptInk`) and menu lines. */
export function drawPage(screen: SpectrumScreen, title: string, lines: readonly PageLine[], prompt: string, menu: readonly MenuChoice[], promptInk: SpectrumInk = 'black'): void {
  screen.cls('black', 'white');
  screen.printAt(STATUS_ROW, 0, centred(title), 'yellow', 'blue', { bright: true });
  lines.slice(0, PAGE_LINES).forEach((line, i) => {
    screen.printAt(PAGE_ROW + i, 0, line.text.padEnd(COLUMNS).slice(0, COLUMNS), line.ink ?? 'black', line.paper ?? 'white', { bright: line.bright ?? false, flash: line.flash ?? false });
  });
  screen.prompt(prompt, promptInk);
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
