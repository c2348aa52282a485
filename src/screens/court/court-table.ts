// The Affairs of the Court table as drawn: the computer's hand face down
// along the top, yours face up along the bottom, the deck with the card being
// drawn and the Keep and Discard buttons at the left, the two cards of the
// turn in the middle, and a panel at the right with both totals, the round
// and turn, the bonus points played, a tournament's place, and the Rule Cue
// Card with what the last turn did. With two people, the one to act sits at
// the bottom (the table turns), their hand face down under the cover until
// they show it. Sides, not seats: 0 is the bottom's, 1 the top's. At a
// network table a Chat button stands where a tournament's Cancel would.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Card } from '../../engine/cards';
import type { CourtEvent, CourtView } from '../../engine/court';
import { backTexture, faceTexture } from '../../renderer/cards/cardTextures';
import type { Point } from '../../renderer/glide';
import { VGA } from '../../renderer/palette';
import { PixelText } from '../../renderer/text';
import { Button, FocusMarks, type Focusable, type Rect, stageRect } from '../../renderer/widgets';
import { dottedRect, edge, fillRect, outline } from '../../renderer/widgets/draw';
import { CardLayer, type CardPlace, type ShowOptions } from '../table/card-layer';
import { COVER_SIZE, CoverPanel } from '../table/cover-panel';
import { CARD_H, CARD_W, HAND_STEP, type TableSize, backSpot, handSpot } from '../table/layout';
import { PLAYABLE_LIFT } from '../table/table-view';
import { PANEL, PANEL_PAD, PANEL_TEXT_WIDTH, REPLAY_PANEL_TOP, STATUS_X, cueShown, cueTop, panelName, ruleLineY } from './court-panel';
import { type TournamentPlace, panelLines } from './court-texts';

const STATUS_HEIGHT = 20;
const DECK: Point = { x: 16, y: 140 };
const DRAWN: Point = { x: 96, y: 140 };
const MY_ASIDE: Point = { x: 16, y: 300 };
const THEIR_ASIDE: Point = { x: 16, y: 8 };
const TURN_Y = 150;
/** The bar under a focused card or the deck: this far below it, this thick. */
const FOCUS_BAR = { gap: 3, height: 3 };
/** Under the deck, top to bottom: its focus bar, its count, the Keep and Discard buttons. */
const DECK_COUNT_Y = DECK.y + CARD_H + FOCUS_BAR.gap + FOCUS_BAR.height + 2;
const DRAW_BUTTONS_Y = DECK_COUNT_Y + 18;
const BUTTON_W = 72;
const BUTTON_H = 24;
const CHAT = '&Chat';

/** What the table shows. */
export interface CourtScene {
  /** The bottom's hand face up. */
  hand: Card[];
  /** How many cards of the bottom's hand lie face down instead (between two people's turns). */
  myBacks: number;
  /** Cards of the hand you may play now: they stand proud. */
  playable: readonly Card[];
  theirCount: number;
  /** The computer's hand face up instead of its backs (a replay shows every hand). */
  theirHand?: readonly Card[];
  deckSize: number;
  /** The card being drawn: face up (yours, looked at), face down (the computer's), or none; `seat` is its drawer's side. */
  drawn: { card: Card | null; seat: number } | null;
  myAside: number;
  theirAside: number;
  /** The turn on the table: the computer's card and yours. */
  theirCard: Card | null;
  myCard: Card | null;
  back: number;
  /** Both players' names, in seat order as the panel lists them. */
  names: [string, string];
  /** The names under the cards of the turn: the bottom's, the top's. */
  labels: [string, string];
  /** The cover's words while it is up, asking the person named to show their cards; null: no cover. */
  cover: string | null;
  scores: [number, number];
  round: number;
  turn: number;
  bonus: [number, number];
  /** In a tournament: whose turn of how many, and of how many rounds. */
  tournament: TournamentPlace | null;
  /** The Rule Cue Card's parts, most important first: as many are shown as fit. */
  cue: readonly string[];
  /** A finished game is being played back (its buttons take the felt's top right corner). */
  replaying: boolean;
  status: string;
}

export class CourtTable extends Container {
  readonly size: TableSize;
  readonly cards: CardLayer;
  readonly keep = new Button('&Keep', { width: BUTTON_W, height: BUTTON_H });
  readonly discard = new Button('&Discard', { width: BUTTON_W, height: BUTTON_H });
  readonly cancelTournament = new Button('Cancel &Tournament', { width: 164, height: BUTTON_H });
  /** At a network table: the chat, with the count of messages unread. */
  readonly chat = new Button(CHAT, { width: BUTTON_W + 24, height: BUTTON_H });
  /** The panel over the bottom's hand between two people's turns, with its "Show my cards" button. */
  readonly cover = new CoverPanel('win31');
  private readonly marks = new FocusMarks();
  /** The panel's white card, its edge and the rule line over the cue card. */
  private readonly box = new Rects();
  /** Whose card is whose on the table. */
  private readonly myLabel = new PixelText('', { colour: VGA.white });
  private readonly theirLabel = new PixelText('', { colour: VGA.white });
  private readonly panel = new PixelText('', { colour: VGA.black, wrap: PANEL_TEXT_WIDTH });
  private readonly cueText = new PixelText('', { colour: VGA.navy, wrap: PANEL_TEXT_WIDTH });
  private readonly deckCount = new PixelText('', { colour: VGA.white });
  private readonly status = new PixelText('', { colour: VGA.black });
  private hand: Card[] = [];
  private playable: readonly Card[] = [];

  constructor(width: number, height: number, instant: () => boolean) {
    super();
    this.size = { width, height: height - STATUS_HEIGHT };
    this.cards = new CardLayer(instant);
    const g = new Rects();
    fillRect(g, 0, 0, width, this.size.height, VGA.green);
    fillRect(g, 0, this.size.height, width, STATUS_HEIGHT, VGA.silver);
    fillRect(g, 0, this.size.height, width, 1, VGA.black);
    edge(g, 2, this.size.height + 3, width - 4, STATUS_HEIGHT - 5, VGA.grey, VGA.white);
    // The panel: a white card with a black edge, as the original's score box.

    this.deckCount.position.set(DECK.x, DECK_COUNT_Y);
    this.status.position.set(STATUS_X, this.size.height + 3);
    this.keep.position.set(DRAWN.x - 80, DRAW_BUTTONS_Y);
    this.discard.position.set(DRAWN.x, DRAW_BUTTONS_Y);
    // Between the computer's set-aside pile and the deck, clear of every card.
    this.cancelTournament.position.set(DECK.x, THEIR_ASIDE.y + CARD_H + 8);
    this.cancelTournament.visible = false;
    this.chat.position.set(DECK.x, THEIR_ASIDE.y + CARD_H + 8);
    this.chat.visible = false;
    // Over the bottom's hand, which lies face down under it.
    const hand = handSpot(this.size, 0, 1);
    this.cover.position.set(Math.floor((width - COVER_SIZE.width) / 2), hand.y + Math.floor((CARD_H - COVER_SIZE.height) / 2));
    this.addChild(g, this.box, this.panel, this.cueText, this.deckCount, this.status, this.myLabel, this.theirLabel, this.cards, this.marks, this.keep, this.discard, this.cancelTournament, this.chat, this.cover);
  }

  /**
   * The buttons for what can be done now: Keep and Discard by the deck while
   * hands are drawn (lit as the card turned over may go), Cancel Tournament
   * during one, and Chat at a network table with the count of messages
   * unread (`unread` null: no network game).
   */
  light(now: { drawing: boolean; keep: boolean; discard: boolean; tournament: boolean; unread: number | null }): void {
    this.keep.visible = this.discard.visible = now.drawing;
    this.keep.enabled = now.keep;
    this.discard.enabled = now.discard;
    this.cancelTournament.visible = this.cancelTournament.enabled = now.tournament;
    this.chat.visible = this.chat.enabled = now.unread !== null;
    this.chat.relabel(now.unread ? `${CHAT} (${now.unread})` : CHAT);
  }

  /** The cover's words while it is up, else null. */
  get coverText(): string | null {
    return this.cover.text;
  }

  get statusText(): string {
    return this.status.text;
  }

  get panelText(): string {
    return this.panel.text;
  }

  get cueLine(): string {
    return this.cueText.text;
  }

  /** Where the deck lies, on the stage (the deck is a control: a click draws). */
  deckBounds(): Rect {
    const origin = stageRect(this, 0, 0);
    return { x: origin.x + DECK.x, y: origin.y + DECK.y, width: CARD_W, height: CARD_H };
  }

  /** The deck as a control: a press (or a click on it) draws the top card. */
  deckControl(activate: () => void): Focusable & { enabled: boolean } {
    return { focused: false, enabled: true, label: 'Deck', bounds: () => this.deckBounds(), activate };
  }

  draw(scene: CourtScene, options: ShowOptions = {}): void {
    this.hand = scene.hand;
    this.playable = scene.playable;
    this.cards.show(this.places(scene), options);
    this.panel.text = panelLines([panelName(scene.names[0]), panelName(scene.names[1])], scene.scores, scene.bonus, scene.round, scene.turn, scene.tournament).join('\n');
    // The Rule Cue Card fills the panel under the figures.
    const top = scene.replaying ? REPLAY_PANEL_TOP : PANEL.y;
    const figures = this.panel.textHeight;
    this.panel.position.set(PANEL.x + PANEL_PAD, top + 5);
    this.box.clear();
    fillRect(this.box, PANEL.x, top, PANEL.width, PANEL.y + PANEL.height - top, VGA.white);
    outline(this.box, PANEL.x, top, PANEL.width, PANEL.y + PANEL.height - top, VGA.black);
    fillRect(this.box, PANEL.x, ruleLineY(figures, top), PANEL.width, 1, VGA.black);
    this.cueText.position.set(PANEL.x + PANEL_PAD, cueTop(figures, top));
    this.cueText.text = cueShown(scene.cue, figures, top);
    this.labelTurnCard(this.myLabel, scene.myCard, scene.labels[0], 0);
    this.labelTurnCard(this.theirLabel, scene.theirCard, scene.labels[1], 1);
    this.deckCount.text = scene.deckSize > 0 ? `${scene.deckSize} left` : '';
    this.status.text = scene.status;
    this.cover.show(scene.cover);
  }

  /** The line under the table alone, the rest as it is. */
  showStatus(text: string): void {
    this.status.text = text;
  }

  /** The words under a card of the turn: whose it is. */
  private labelTurnCard(label: PixelText, card: Card | null, name: string, seat: number): void {
    label.text = card === null ? '' : name;
    const at = this.turnPoint(seat);
    label.position.set(at.x + Math.floor((CARD_W - label.textWidth) / 2), at.y + CARD_H + 4);
  }

  /** Whose card is under each label (for automation): [the bottom's (yours), the top's (the computer's)]. */
  get turnLabels(): [string, string] {
    return [this.myLabel.text, this.theirLabel.text];
  }

  /** The middle of the computer's hand and of yours: where cards go to and come from. */
  theirHandPoint(): Point {
    return backSpot(this.size, 'top', 6, 13);
  }

  myHandPoint(): Point {
    return handSpot(this.size, 6, 13);
  }

  deckPoint(): Point {
    return { ...DECK };
  }

  drawnPoint(): Point {
    return { ...DRAWN };
  }

  asidePoint(seat: number): Point {
    return seat === 0 ? { ...MY_ASIDE } : { ...THEIR_ASIDE };
  }

  /** Played cards leave the table to the right, under the panel. */
  gonePoint(): Point {
    return { x: this.size.width, y: PANEL.y + PANEL.height };
  }

  turnPoint(seat: number): Point {
    const middle = Math.floor((PANEL.x + 100) / 2);
    return seat === 0 ? { x: middle + 6, y: TURN_Y } : { x: middle - CARD_W - 6, y: TURN_Y };
  }

  /**
   * How a drawn card goes: yours (side 0) set aside turns face down on your
   * pile (kept, it is in your hand already); the top's goes face down from
   * the deck to its hand or its pile. `view` is the bottom's table after the draw.
   */
  drawGlides(type: 'keep' | 'discard', side: number, view: Pick<CourtView, 'seat' | 'setAside' | 'handSizes' | 'asideSizes'>): ShowOptions {
    const from = new Map<string, Point>();
    const to = new Map<string, Point>();
    const card = view.setAside.at(-1);
    const top = 1 - view.seat;
    if (side === 0 && type === 'discard' && card !== undefined) {
      from.set(`aside:0:${view.setAside.length - 1}`, this.drawnPoint());
      to.set(card, this.asidePoint(0));
    } else if (side !== 0) {
      from.set(type === 'keep' ? `back:1:${(view.handSizes[top] ?? 1) - 1}` : `aside:1:${(view.asideSizes[top] ?? 1) - 1}`, this.deckPoint());
    }
    return { from, to, duration: 220 };
  }

  /** A settled turn's cards leave the table: played and cleared ones off to the right, a card the top captured (`captureSide` 1) to its hand. */
  turnGlides(turn: Extract<CourtEvent, { type: 'turn' }>, captureSide: number | null): ShowOptions {
    const to = new Map<string, Point>();
    for (const p of turn.plays) to.set(p.card, this.gonePoint());
    if (turn.capture && captureSide === 1) to.set(turn.capture.card, this.theirHandPoint());
    for (const card of turn.cleared) to.set(card, this.gonePoint());
    return { to, duration: 260 };
  }

  /** The strip of your card `i` showing past its neighbour, on the stage. */
  cardBounds(i: number): Rect {
    const spot = this.handPlace(i, this.hand, this.playable);
    const origin = stageRect(this, 0, 0);
    return { x: origin.x + spot.x, y: origin.y + spot.y, width: i === this.hand.length - 1 ? CARD_W : HAND_STEP, height: CARD_H };
  }

  /** Where your card `i` lies: a little proud of the hand when you may play it. */
  private handPlace(i: number, hand: readonly Card[], playable: readonly Card[]): Point {
    const spot = handSpot(this.size, i, hand.length);
    const card = hand[i];
    return card !== undefined && playable.includes(card) ? { x: spot.x, y: spot.y - PLAYABLE_LIFT } : spot;
  }

  /** The focus marks round your card `i`, or round the deck; nothing for null. */
  mark(what: { card: number } | 'deck' | null): void {
    this.marks.clear();
    if (what === null) return;
    const origin = stageRect(this, 0, 0);
    const b = what === 'deck' ? this.deckBounds() : this.cardBounds(what.card);
    dottedRect(this.marks, b.x - origin.x - 1, b.y - origin.y - 1, b.width + 2, b.height + 2, VGA.yellow);
    fillRect(this.marks, b.x - origin.x, b.y - origin.y + b.height + FOCUS_BAR.gap, b.width, FOCUS_BAR.height, VGA.yellow);
  }

  private places(scene: CourtScene): CardPlace[] {
    const back = backTexture(scene.back);
    const places: CardPlace[] = [];
    scene.hand.forEach((card, i) => places.push({ key: card, texture: faceTexture(card), at: this.handPlace(i, scene.hand, scene.playable), z: i }));
    for (let i = 0; i < scene.myBacks; i++) places.push({ key: `back:0:${i}`, texture: back, at: handSpot(this.size, i, scene.myBacks), z: i });
    const open = scene.theirHand;
    const count = open?.length ?? scene.theirCount;
    for (let i = 0; i < count; i++) {
      const card = open?.[i];
      const at = backSpot(this.size, 'top', i, count);
      places.push(card === undefined ? { key: `back:1:${i}`, texture: back, at, z: i } : { key: card, texture: faceTexture(card), at: { x: at.x, y: at.y }, z: i });
    }
    if (scene.deckSize > 0) places.push({ key: 'deck', texture: back, at: DECK, z: 0 });
    if (scene.drawn) {
      const { card, seat } = scene.drawn;
      places.push({ key: card ?? `drawn:${seat}`, texture: card ? faceTexture(card) : back, at: DRAWN, z: 5 });
    }
    // Set-aside cards lie face down in a neat pile; only its top few need drawing.
    for (const [seat, count] of [
      [0, scene.myAside],
      [1, scene.theirAside],
    ] as const) {
      const spot = this.asidePoint(seat);
      for (let i = Math.max(0, count - 3); i < count; i++) places.push({ key: `aside:${seat}:${i}`, texture: back, at: { x: spot.x + (i % 3) * 2, y: spot.y }, z: i });
    }
    if (scene.theirCard) places.push({ key: scene.theirCard, texture: faceTexture(scene.theirCard), at: this.turnPoint(1), z: 50 });
    if (scene.myCard) places.push({ key: scene.myCard, texture: faceTexture(scene.myCard), at: this.turnPoint(0), z: 51 });
    return places;
  }
}
