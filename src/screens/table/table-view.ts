// A four-handed card table as drawn (Hearts, and Euchre next): green felt,
// the four hands, the trick, the players' names with their totals, the
// button in the middle and the status line. It draws a `TableScene` and
// knows where each of your cards lies; what the scene holds and when it
// changes is the screen's business.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Card } from '../../engine/cards';
import { backTexture, faceTexture, turnedBackTexture } from '../../renderer/cards/cardTextures';
import type { Point } from '../../renderer/glide';
import { VGA } from '../../renderer/palette';
import { PixelText, measureText } from '../../renderer/text';
import { Button, FocusMarks, type Rect, fitLine, stageRect } from '../../renderer/widgets';
import { arrow, dottedRect, edge, fillRect } from '../../renderer/widgets/draw';
import { nameLabel } from './name-label';
import { STATUS_HEIGHT, STATUS_INSET, statusWidth } from './status-bar';
import { CardLayer, type CardPlace, type ShowOptions } from './card-layer';
import { CARD_H, CARD_W, HAND_STEP, type Side, type TableSize, backSpot, handSpot, nameSpot, seatCentre, sideOf, tableCentre, trickSpot } from './layout';

const BACK_DESIGN = 0;
/** The least gap between a name and the edge of the felt. */
const NAME_MARGIN = 4;
/** How far a card that may be played stands out of the hand: less than a chosen card, and plain from a step back. */
/** How far a card you may play stands proud of your hand (every game with a hand). */
export const PLAYABLE_LIFT = 8;
const CENTRE_WIDTH = 104;
/** How far each card of a pile in the middle lies from the one below: its edge shows, so it reads as a pile. */
const MIDDLE_STEP = 2;
const CENTRE_HEIGHT = 24;

/** The cards as they lie: the table trails the engine's state by the events still being shown. */
export interface Shown {
  hand: Card[];
  /** Cards standing up out of the hand: chosen to pass, or just received. */
  raised: Card[];
  /** The cards of the hand that may be played now: they stand a little proud of the rest. */
  playable?: readonly Card[];
  /** Backs in each other hand, by seat; the bottom seat's lie face down along the bottom while `hand` is empty (its cards covered). */
  backs: number[];
  /** Opponents' hands face up instead of their backs (a replay shows every hand), by seat. */
  faces?: (readonly Card[])[];
  table: { seat: number; card: Card }[];
  /**
   * Cards lying in the middle of the felt, bottom first, each a little
   * offset from the one below: Euchre's kitty with the turned card on top
   * (null: a back).
   */
  middle?: readonly { key: string; card: Card | null }[];
}

export const EMPTY_TABLE: Shown = { hand: [], raised: [], backs: [0, 0, 0, 0], table: [] };

export interface TableScene {
  shown: Shown;
  names: readonly string[];
  /** Each seat's total beside its name; null for names alone (a game that shows its scores elsewhere). */
  scores: readonly number[] | null;
  /** Whose name is lit: the seat to act, or null. */
  lit: number | null;
  /** The status line's wordings, longest first: the first that fits is shown. */
  status: string | readonly string[];
  /** The button in the middle: hidden when null. */
  centre: { label: string; enabled: boolean } | null;
}

export class TableView extends Container {
  readonly size: TableSize;
  readonly cards: CardLayer;
  readonly centre = new Button('&OK', { width: CENTRE_WIDTH, height: CENTRE_HEIGHT });
  private readonly marks = new FocusMarks();
  private readonly nameTexts: PixelText[] = [];
  private readonly status = new PixelText('', { colour: VGA.black });
  private shown: Shown = EMPTY_TABLE;
  private marked: number | null = null;
  /**
   * The seat drawn at the bottom, whose hand is `shown.hand`: seat 0, or the
   * person playing now when several share the cabinet (the table turns so
   * that each plays from the bottom), or a network player's own seat.
   */
  bottom = 0;

  constructor(
    width: number,
    height: number,
    instant: () => boolean,
    /** Cards in a full hand: the names stand beside hands of this size. */
    private readonly handSize: number,
    /** How the card the arrows are on is marked: a dotted frame and a bar (Hearts), or the down-arrow pointer over it (Euchre's original). */
    private readonly marker: 'bar' | 'arrow' = 'bar',
  ) {
    super();
    this.size = { width, height: height - STATUS_HEIGHT };
    this.cards = new CardLayer(instant);
    const felt = new Rects();
    fillRect(felt, 0, 0, this.size.width, this.size.height, VGA.green);
    // A Windows status bar: grey, a sunken well for the text.
    fillRect(felt, 0, this.size.height, this.size.width, STATUS_HEIGHT, VGA.silver);
    fillRect(felt, 0, this.size.height, this.size.width, 1, VGA.black);
    edge(felt, 2, this.size.height + 3, this.size.width - 4, STATUS_HEIGHT - 5, VGA.grey, VGA.white);
    this.status.position.set(STATUS_INSET, this.size.height + 3);
    this.addChild(felt, this.status);
    for (let seat = 0; seat < 4; seat++) {
      const text = new PixelText('', { colour: VGA.white });
      this.nameTexts.push(text);
      this.addChild(text);
    }
    const c = tableCentre(this.size);
    this.centre.position.set(c.x - CENTRE_WIDTH / 2, c.y - CENTRE_HEIGHT / 2);
    this.centre.visible = false;
    this.centre.enabled = false;
    this.addChild(this.cards, this.marks, this.centre);
  }

  get statusText(): string {
    return this.status.text;
  }

  /** Show `scene`; cards glide from where they lie (or `options.from`) to their places. */
  draw(scene: TableScene, options: ShowOptions = {}): void {
    this.shown = scene.shown;
    this.cards.show(this.places(scene.shown), options);
    scene.names.forEach((name, seat) => {
      const text = this.nameTexts[seat];
      if (!text) return;
      const at = nameSpot(this.size, this.sideOf(seat), this.handSize);
      const room = at.align === 'right' ? at.x - NAME_MARGIN : at.align === 'left' ? this.size.width - at.x - NAME_MARGIN : this.size.width;
      text.text = scene.scores === null ? name : nameLabel(name, scene.scores[seat] ?? 0, room, (line) => measureText(line).width);
      text.colour = scene.lit === seat ? VGA.yellow : VGA.white;
      const x = at.align === 'left' ? at.x : at.align === 'right' ? at.x - text.textWidth : at.x - Math.floor(text.textWidth / 2);
      text.position.set(x, at.y);
    });
    this.status.text = typeof scene.status === 'string' ? scene.status : fitLine(scene.status, statusWidth(this.size.width));
    this.centre.visible = scene.centre !== null;
    if (scene.centre) this.centre.relabel(scene.centre.label);
    this.centre.enabled = scene.centre?.enabled ?? false;
  }

  /** Where a seat's cards come from and go to: the middle of its hand. */
  seatPoint(seat: number): Point {
    return seatCentre(this.size, this.sideOf(seat));
  }

  /** Where `seat` sits as the table is turned now. */
  sideOf(seat: number): Side {
    return sideOf(seat - this.bottom);
  }

  /** The middle of the felt, as a card's top-left: where the deck is dealt from. */
  deckPoint(): Point {
    const c = tableCentre(this.size);
    return { x: c.x - Math.floor(CARD_W / 2), y: c.y - Math.floor(CARD_H / 2) };
  }

  /** The strip of your card `i` that shows past its neighbour, on the stage. */
  cardBounds(i: number): Rect {
    const { hand } = this.shown;
    const spot = this.handPlace(this.shown, i);
    const origin = stageRect(this, 0, 0);
    const width = i === hand.length - 1 ? CARD_W : HAND_STEP;
    return { x: origin.x + spot.x, y: origin.y + spot.y, width, height: CARD_H };
  }

  /** Which of your cards has the focus marks; null for none. */
  get markedCard(): number | null {
    return this.marked;
  }

  /** The dotted focus rectangle round your card `i` and a bar under it; nothing for null. */
  markCard(i: number | null): void {
    this.marks.clear();
    this.marked = i !== null && i >= 0 && i < this.shown.hand.length ? i : null;
    if (i === null || i < 0 || i >= this.shown.hand.length) return;
    const origin = stageRect(this, 0, 0);
    const b = this.cardBounds(i);
    const x = b.x - origin.x;
    const y = b.y - origin.y;
    if (this.marker === 'arrow') {
      const tip = { x: x + Math.floor(Math.min(b.width, HAND_STEP) / 2), y: y - 3 };
      fillRect(this.marks, tip.x - 2, tip.y - 15, 5, 7, VGA.yellow);
      arrow(this.marks, tip.x, tip.y, 'down', 7, VGA.yellow);
      return;
    }
    dottedRect(this.marks, x - 1, y - 1, b.width + 2, b.height + 2, VGA.yellow);
    // The bar on the felt is what a visitor sees from a step back.
    fillRect(this.marks, x, this.size.height - 6, b.width, 3, VGA.yellow);
  }

  /** Where your card `i` lies: raised when chosen or received, a little proud when it may be played. */
  private handPlace(shown: Shown, i: number): Point {
    const card = shown.hand[i];
    const raised = card !== undefined && shown.raised.includes(card);
    const spot = handSpot(this.size, i, shown.hand.length, raised);
    const proud = !raised && card !== undefined && (shown.playable?.includes(card) ?? false);
    return { x: spot.x, y: proud ? spot.y - PLAYABLE_LIFT : spot.y };
  }

  /** `count` backs along the bottom, where the bottom seat's hand lies face up when shown. */
  private bottomBacks(seat: number, count: number): CardPlace[] {
    return Array.from({ length: count }, (_, i) => ({ key: `back:${seat}:${i}`, texture: backTexture(BACK_DESIGN), at: handSpot(this.size, i, count), z: i }));
  }

  /** Every card the table shows, and where. */
  private places(shown: Shown): CardPlace[] {
    const places: CardPlace[] = [];
    const { hand, backs, faces, table } = shown;
    hand.forEach((card, i) => {
      places.push({ key: card, texture: faceTexture(card), at: this.handPlace(shown, i), z: i });
    });
    for (let seat = 0; seat < 4; seat++) {
      const side = this.sideOf(seat);
      if (side === 'bottom') {
        // A bottom hand not shown (its owner is away from the screen while others play) lies face down where it is held.
        if (hand.length === 0) places.push(...this.bottomBacks(seat, backs[seat] ?? 0));
        continue;
      }
      const open = faces?.[seat];
      const count = open?.length ?? backs[seat] ?? 0;
      for (let i = 0; i < count; i++) {
        const at = backSpot(this.size, side, i, count);
        const card = open?.[i];
        // Face up, a card stands upright where its back lay, so its index shows past the next one.
        if (card !== undefined) places.push({ key: card, texture: faceTexture(card), at: { x: at.x, y: at.y }, z: i });
        else places.push({ key: `back:${seat}:${i}`, texture: at.turned ? turnedBackTexture(BACK_DESIGN) : backTexture(BACK_DESIGN), at, z: i });
      }
    }
    const middle = this.deckPoint();
    shown.middle?.forEach(({ key, card }, i) => {
      const at = { x: middle.x + i * MIDDLE_STEP, y: middle.y - i * MIDDLE_STEP };
      places.push({ key, texture: card === null ? backTexture(BACK_DESIGN) : faceTexture(card), at, z: 50 + i });
    });
    table.forEach(({ seat, card }, i) => {
      places.push({ key: card, texture: faceTexture(card), at: trickSpot(this.size, this.sideOf(seat)), z: 100 + i });
    });
    return places;
  }
}
