// The Thirty-One table as drawn in its Windows 95 window: green felt with 2
// to 4 hands round the pot, each seat's name over its cards, the marks in
// the upper left corner and the variation's symbol in the upper right, the
// row of the original's buttons on a grey panel under the felt, and a
// Windows 95 status bar. The last few moves are written in a sunken list in
// the lower right corner, clear of every hand. Between two people's turns a
// panel covers the hands ("Pass to ANNE"), so nobody sees another's cards.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { backTexture, faceTexture } from '../../renderer/cards/cardTextures';
import type { Point } from '../../renderer/glide';
import { VGA } from '../../renderer/palette';
import { PixelText } from '../../renderer/text';
import { Button, FocusMarks, type Rect, fitLine, stageRect, theme } from '../../renderer/widgets';
import { dottedRect, fillRect, raised95, well } from '../../renderer/widgets/draw';
import { CardLayer, type CardPlace } from '../table/card-layer';
import { CARD_H, CARD_W } from '../table/layout';
import { COVER_SIZE, CoverPanel } from '../table/cover-panel';
import { LOG_LINES, type LogLine } from './move-log';
import type { Shown31, Where } from './shown';
import { CHOSEN_LIFT, type FeltSize, handSpot, handStrip, nameSpot, potSpot } from './table-layout';

const T = theme('win95');
const FONT = T.font;
export const PANEL_HEIGHT = 34;
export const STATUS_HEIGHT = 20;
const MARGIN = 8;
/** The variation's corner box, which holds its digit at twice the font's size. */
const SYMBOL_BOX = 28;
/** How far down the felt a panel in the upper right corner must stand to leave the variation's symbol in sight. */
export const BELOW_SYMBOL = MARGIN + SYMBOL_BOX + 4;
/** The move log's list: wide enough for "BARTHOLOMEWX changed 10♥ for 10♠", as far right as the right hand. */
const LOG_WIDTH = 230;
const LOG_LINE = 13;
const LOG_HEIGHT = LOG_LINES * LOG_LINE + 6;
/** The line over the pot at a round's end: as wide as the felt between the side hands' edges. */
const CAPTION_WIDTH = 440;

export interface FeltScene {
  players: number;
  shown: Shown31;
  /** Seats whose cards lie face up: the uncovered person's, or all at a round's end. */
  open: readonly boolean[];
  /** Cards chosen for a change: one of the open hand, one of the pot. */
  chosen: readonly Card[];
  names: readonly string[];
  /** A word after each name: passed, out, or a round's points. */
  notes: readonly string[];
  /** Whose name is lit: the seat to act. */
  lit: Seat | null;
  /** The marks, one line a seat, for the upper left corner. */
  marks: readonly string[];
  /** The variation's symbol for the upper right corner. */
  symbol: string;
  /** The card back chosen in the Options. */
  back: number;
  /** A line over the pot (the round's loser), or null. */
  caption: string | null;
  /** The last moves, oldest first. */
  log: readonly LogLine[];
  /** The status line's wordings, longest first. */
  status: readonly string[];
  /** The panel over the table between two people's turns, or null. */
  cover: { text: string } | null;
  /** The seat drawn at the bottom: 0 at the kiosk's own table; over a network, your own. */
  bottom?: Seat;
}

export class ThirtyOneFelt extends Container {
  readonly cards: CardLayer;
  /** The button on the cover panel: the person named shows their cards with it. */
  readonly coverButton: Button;
  readonly size: FeltSize;
  private readonly names: PixelText[] = [];
  private readonly marksText = new PixelText('', { colour: VGA.white, font: FONT });
  private readonly symbol = new PixelText('', { colour: VGA.black, font: FONT });
  private readonly caption = new PixelText('', { colour: VGA.yellow, font: FONT, align: 'center', wrap: CAPTION_WIDTH });
  private readonly log = new Container();
  private readonly logText = new PixelText('', { colour: T.text, font: FONT });
  private readonly status = new PixelText('', { colour: VGA.black, font: FONT });
  // A layer a box opened over the table hides: only the box shows a focus mark.
  private readonly focusMarks = new FocusMarks();
  private readonly cover = new CoverPanel('win95');
  private scene: FeltScene | null = null;

  constructor(
    width: number,
    height: number,
    instant: () => boolean,
    /** The panel of buttons under the felt. */
    readonly panel: Container,
  ) {
    super();
    this.size = { width, height: height - PANEL_HEIGHT - STATUS_HEIGHT };
    this.cards = new CardLayer(instant);
    const g = new Rects();
    fillRect(g, 0, 0, width, this.size.height, VGA.green);
    raised95(g, T, 0, this.size.height, width, PANEL_HEIGHT);
    // A Windows 95 status bar: a shallow sunken well along the bottom.
    fillRect(g, 0, this.size.height + PANEL_HEIGHT, width, STATUS_HEIGHT, T.face);
    well(g, T, 2, this.size.height + PANEL_HEIGHT + 2, width - 4, STATUS_HEIGHT - 4, T.face);
    // The variation's corner: a small sunken box.
    well(g, T, width - MARGIN - SYMBOL_BOX, MARGIN, SYMBOL_BOX, SYMBOL_BOX, T.field);
    this.addChild(g);
    this.status.position.set(6, this.size.height + PANEL_HEIGHT + 4);
    this.marksText.position.set(MARGIN, MARGIN);
    this.symbol.scale.set(2);
    for (let seat = 0; seat < 4; seat++) {
      const text = new PixelText('', { colour: VGA.white, font: FONT });
      this.names.push(text);
    }
    this.panel.position.set(0, this.size.height);
    this.coverButton = this.cover.button;
    // Over the pot, clear of the names: the hand under it stays in sight, face down.
    const pot = potSpot(this.size, 0);
    this.cover.position.set(Math.floor((this.size.width - COVER_SIZE.width) / 2), pot.y + Math.floor((CARD_H - COVER_SIZE.height) / 2));
    this.buildLog();
    this.addChild(this.marksText, this.symbol, ...this.names, this.log, this.cards, this.focusMarks, this.caption, this.cover, this.panel, this.status);
  }

  /** The move log: a heading on the felt over a sunken white list, in the lower right corner. */
  private buildLog(): void {
    const g = new Rects();
    well(g, T, 0, LOG_LINE, LOG_WIDTH, LOG_HEIGHT, T.field);
    const heading = new PixelText('Moves', { colour: VGA.white, font: FONT });
    this.logText.position.set(4, LOG_LINE + 3);
    this.log.addChild(g, heading, this.logText);
    this.log.position.set(this.size.width - MARGIN - LOG_WIDTH, this.size.height - MARGIN - LOG_HEIGHT - LOG_LINE);
    this.log.visible = false;
  }

  /** The moves as the log shows them, oldest first. */
  get logLines(): string[] {
    return this.log.visible ? this.logText.text.split('\n') : [];
  }

  get statusText(): string {
    return this.status.text;
  }

  get covered(): boolean {
    return this.cover.visible;
  }

  /** The cover's words while it is up. */
  get coverWords(): string | null {
    return this.cover.text;
  }

  /** Where the line over the pot (the round's end) stands on the stage, as wide as it may wrap; its height as written now. */
  captionBounds(): Rect {
    return stageRect(this.caption, CAPTION_WIDTH, this.caption.text === '' ? 0 : this.caption.height);
  }

  /** The variation's corner box on the stage. */
  symbolBounds(): Rect {
    const box = stageRect(this, SYMBOL_BOX, SYMBOL_BOX);
    return { ...box, x: box.x + this.size.width - MARGIN - SYMBOL_BOX, y: box.y + MARGIN };
  }

  /** The card back the backs are drawn with now. */
  get back(): number {
    return this.scene?.back ?? 0;
  }

  draw(scene: FeltScene, options: { from?: ReadonlyMap<string, Where>; duration?: number } = {}): void {
    this.scene = scene;
    const from = new Map<string, Point>();
    for (const [key, where] of options.from ?? []) from.set(key, this.pointOf(where));
    this.cards.show(this.places(scene), { from, duration: options.duration });
    this.names.forEach((text, seat) => {
      const name = scene.names[seat];
      text.visible = seat < scene.players && name !== undefined;
      if (!text.visible) return;
      const note = scene.notes[seat] ?? '';
      text.text = note === '' ? (name ?? '') : `${name}  ${note}`;
      text.colour = scene.lit === seat ? VGA.yellow : VGA.white;
      const at = nameSpot(this.size, this.place(seat), scene.players);
      text.position.set(Math.min(at.x, this.size.width - text.textWidth - 4), at.y);
    });
    this.marksText.text = scene.marks.join('\n');
    this.symbol.text = scene.symbol;
    const box = { x: this.size.width - MARGIN - SYMBOL_BOX, y: MARGIN };
    this.symbol.position.set(box.x + Math.floor((SYMBOL_BOX - this.symbol.width) / 2), box.y + Math.floor((SYMBOL_BOX - this.symbol.height) / 2));
    this.caption.text = scene.caption ?? '';
    const pot = potSpot(this.size, 0);
    this.caption.position.set(Math.floor((this.size.width - CAPTION_WIDTH) / 2), pot.y + CARD_H + 6);
    this.log.visible = scene.log.length > 0;
    this.logText.text = scene.log.map((forms) => fitLine(forms, LOG_WIDTH - 8, FONT)).join('\n');
    this.status.text = fitLine(scene.status, this.size.width - 12, FONT);
    this.cover.show(scene.cover?.text ?? null);
  }

  /** A place on the table as a card's top left. */
  pointOf(where: Where): Point {
    const players = this.scene?.players ?? 2;
    return 'pot' in where ? potSpot(this.size, where.pot) : handSpot(this.size, this.place(where.seat), players, where.slot);
  }

  /** Where card `slot` of `seat` (or of the pot, seat null) is hit, on the stage. */
  cardBounds(seat: Seat | null, slot: number): Rect {
    const origin = stageRect(this, 0, 0);
    const players = this.scene?.players ?? 2;
    const count = seat === null ? 3 : (this.scene?.shown.seats[seat]?.length ?? 3);
    const box = seat === null ? { ...potSpot(this.size, slot), width: CARD_W, height: CARD_H } : handStrip(this.size, this.place(seat), players, slot, count);
    const lift = seat !== null && this.isChosen(seat, slot) ? CHOSEN_LIFT : 0;
    return { x: origin.x + box.x, y: origin.y + box.y - lift, width: box.width, height: box.height };
  }

  /** The dotted focus rectangle round a card (or none). */
  markCard(bounds: Rect | null): void {
    this.focusMarks.clear();
    if (!bounds) return;
    const origin = stageRect(this, 0, 0);
    dottedRect(this.focusMarks, bounds.x - origin.x - 2, bounds.y - origin.y - 2, bounds.width + 4, bounds.height + 4, VGA.yellow);
  }

  /** Where `seat` sits round the table: its place counted from the seat drawn at the bottom. */
  private place(seat: Seat): Seat {
    const players = this.scene?.players ?? 2;
    return (seat - (this.scene?.bottom ?? 0) + players) % players;
  }

  private isChosen(seat: Seat, slot: number): boolean {
    const card = this.scene?.shown.seats[seat]?.[slot]?.card;
    return card !== null && card !== undefined && (this.scene?.open[seat] ?? false) && (this.scene?.chosen.includes(card) ?? false);
  }

  private places(scene: FeltScene): CardPlace[] {
    const places: CardPlace[] = [];
    scene.shown.seats.forEach((slots, seat) => {
      slots.forEach((slot, i) => {
        const face = scene.open[seat] ? slot.card : null;
        const chosen = face !== null && scene.chosen.includes(face);
        const at = handSpot(this.size, this.place(seat), scene.players, i);
        places.push({ key: slot.key, texture: face === null ? backTexture(scene.back) : faceTexture(face, chosen), at: { x: at.x, y: chosen ? at.y - CHOSEN_LIFT : at.y }, z: i });
      });
    });
    scene.shown.pot.forEach((slot, i) => {
      const chosen = slot.card !== null && scene.chosen.includes(slot.card);
      places.push({ key: slot.key, texture: slot.card === null ? backTexture(scene.back) : faceTexture(slot.card, chosen), at: potSpot(this.size, i), z: 10 + i });
    });
    return places;
  }
}
