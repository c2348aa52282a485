// What the Euchre table adds to the shared card table: the four corners of
// the original (each team's tricks and points at the top, the dealer and the
// leader at the bottom left, trump and its maker at the bottom right), the
// popup in which a computer player "talks" over its cards, the row of
// bidding buttons above your hand, your bid above your name when the two
// are too long for one line, and the cover between two people's turns when
// several share the cabinet ("Pass to ANNE"). Seats are placed as the table
// is turned: the person playing sits at the bottom.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Seat } from '../../engine/game';
import { VGA } from '../../renderer/palette';
import { PixelText } from '../../renderer/text';
import { Button, type FocusGroup, buttonWidth } from '../../renderer/widgets';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { COVER_SIZE, CoverPanel } from '../table/cover-panel';
import { CARD_H, type Side, type TableSize, seatCentre, sideOf as unturned } from '../table/layout';
import { PLAYABLE_LIFT } from '../table/table-view';

/** The corners' texts, each a few lines. */
export interface Corners {
  ours: string;
  theirs: string;
  /** Dealer and leader. */
  turn: string;
  /** Trump and who made it. */
  trump: string;
}

/** One bidding button: `id` names it for automation ("bid-pass", "bid-H"). */
export interface BidChoice {
  id: string;
  label: string;
  choose: () => void;
}

const MARGIN = 8;
const POPUP_WRAP = 150;
const POPUP_PAD = 5;
const BID_GAP = 6;
/** The bidding row stands this far above the top of your (raised) hand. */
const BID_ABOVE = 34;

export class EuchreFelt extends Container {
  private readonly corners = { ours: this.text(VGA.white), theirs: this.text(VGA.white), turn: this.text(VGA.white), trump: this.text(VGA.yellow) };
  /** Your bid, above your name when the two are too long for one line beside your hand. */
  private readonly ownBid = this.text(VGA.white);
  private readonly popup = new Container();
  private readonly popupBox = new Rects();
  private readonly popupText = new PixelText('', { colour: VGA.black, wrap: POPUP_WRAP });
  private buttons: { id: string; button: Button }[] = [];
  private said: { seat: Seat; words: string } | null = null;
  /** The cover over the table between two people's turns: its button shows the cards of the person named. */
  readonly cover = new CoverPanel('win31');

  constructor(
    private readonly size: TableSize,
    private readonly focus: FocusGroup,
    /** Where a seat sits as the table is turned now. */
    private readonly sideOf: (seat: Seat) => Side = unturned,
  ) {
    super();
    this.popup.addChild(this.popupBox, this.popupText);
    this.popup.visible = false;
    // The cover lies over the hand at the bottom, face down meanwhile: the trick and the kitty stay in sight for everyone.
    this.cover.position.set(Math.floor((size.width - COVER_SIZE.width) / 2), size.height - COVER_SIZE.height - 4);
    this.addChild(this.popup, this.cover);
  }

  private text(colour: number): PixelText {
    const text = new PixelText('', { colour });
    this.addChild(text);
    return text;
  }

  /** Write the four corners; `oursBelow` moves your team's down past something in the top left. */
  drawCorners(corners: Corners, oursBelow = 0): void {
    const { width, height } = this.size;
    const { ours, theirs, turn, trump } = this.corners;
    ours.text = corners.ours;
    ours.position.set(MARGIN, MARGIN - 2 + oursBelow);
    theirs.text = corners.theirs;
    theirs.position.set(width - MARGIN - theirs.textWidth, MARGIN - 2);
    turn.text = corners.turn;
    turn.position.set(MARGIN, height - MARGIN - turn.textHeight);
    trump.text = corners.trump;
    trump.position.set(width - MARGIN - trump.textWidth, height - MARGIN - trump.textHeight);
  }

  /** `words` (null: none) on the line above your name, its right end at `right`, its top at `top`. */
  showOwnBid(words: string | null, right: number, top: number): void {
    this.ownBid.text = words ?? '';
    this.ownBid.position.set(right - this.ownBid.textWidth, top);
  }

  /** What a computer player is saying now, over its cards; null when nobody speaks. */
  get speech(): { seat: Seat; words: string } | null {
    return this.said;
  }

  /** `seat` says `words` in a popup over its cards; null takes the popup down. */
  say(said: { seat: Seat; words: string } | null): void {
    this.said = said;
    this.popup.visible = said !== null;
    if (said === null) return;
    this.popupText.text = said.words;
    const w = this.popupText.textWidth + 2 * POPUP_PAD;
    const h = this.popupText.textHeight + 2 * POPUP_PAD;
    this.popupBox.clear();
    // A Windows popup: white, a black line round it and a shadow under it.
    fillRect(this.popupBox, 2, 2, w, h, VGA.black);
    fillRect(this.popupBox, 0, 0, w, h, VGA.white);
    outline(this.popupBox, 0, 0, w, h, VGA.black);
    this.popupText.position.set(POPUP_PAD, POPUP_PAD);
    const side = this.sideOf(said.seat);
    const at = seatCentre(this.size, side);
    const x = side === 'left' ? MARGIN + 4 : side === 'right' ? this.size.width - MARGIN - 4 - w : at.x + 36 - Math.floor(w / 2);
    const y = side === 'top' ? at.y + 30 : at.y + 40;
    this.popup.position.set(Math.max(2, Math.min(x, this.size.width - w - 4)), Math.max(2, y));
  }

  /** The bidding buttons for the player's choice; none when null. They join `focus`, and leave it when taken down. */
  offerBids(choices: readonly BidChoice[] | null): void {
    const same = choices !== null && choices.length === this.buttons.length && choices.every((c, i) => this.buttons[i]?.id === c.id);
    if (same) return;
    for (const { button } of this.buttons) {
      this.focus.remove(button);
      button.destroy({ children: true });
    }
    this.buttons = [];
    if (choices === null) return;
    const widths = choices.map((c) => buttonWidth(c.label));
    const total = widths.reduce((a, b) => a + b, 0) + BID_GAP * (choices.length - 1);
    let x = Math.floor((this.size.width - total) / 2);
    const y = this.size.height - MARGIN - CARD_H - PLAYABLE_LIFT - BID_ABOVE;
    choices.forEach((choice, i) => {
      const button = new Button(choice.label, { width: widths[i], onActivate: choice.choose });
      button.position.set(x, y);
      x += (widths[i] ?? 0) + BID_GAP;
      this.buttons.push({ id: choice.id, button });
      this.addChild(button);
      this.focus.add(button);
    });
  }

  /** The bidding buttons on the felt, by id. */
  get bids(): readonly { id: string; button: Button }[] {
    return this.buttons;
  }
}
