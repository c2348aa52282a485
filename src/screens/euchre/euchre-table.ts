// The Euchre table as it is drawn and read: the felt with its corners, the
// bids by the names and the bidding buttons, the hand with its pointer, the
// Last Trick button, the status line, the cover between two people's turns,
// and what automation reads of it all. With several people at the cabinet
// the table is turned so the person playing sits at the bottom, and only
// their hand, once they show it, lies face up. A network game is drawn from
// what the server sent the kiosk's own seat, that seat at the bottom (its
// partner across), with a Chat button and the network's word on the status
// line; someone watching sees no hand. Who sits where and whose turn it is
// are euchre-people.ts's; the flow of play and the menus the screen's
// (euchre-screen.ts).

import type { Suit } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { type EuchreAction, type EuchreEvent, type EuchreOptions, type EuchreState, type EuchreView, euchre } from '../../engine/euchre';
import type { Level } from '../../engine/game';
import type { Command } from '../../input/commands';
import { lineHeight, measureText } from '../../renderer/text';
import type { Button, DialogHost, Focusable } from '../../renderer/widgets';
import type { Decision } from '../../table/seats';
import type { TableSource } from '../../table/table-source';
import type { EuchreSnapshot } from './euchre-snapshot';
import { type Shell, seatedName } from '../shell-contract';
import type { ShowOptions } from '../table/card-layer';
import { CardTable } from '../table/card-table';
import { chatButton, showChat } from '../table/chat-button';
import { coverText } from '../table/cover-panel';
import { hostBelow } from '../../renderer/widgets';
import { nameSpot } from '../table/layout';
import { NoticeLine } from '../table/notice-line';
import { warner } from '../table/players';
import { REPLAY_PANEL_SIZE } from '../table/replay-panel';
import { EMPTY_TABLE, type Shown } from '../table/table-view';
import type { Move } from '../table/trick-moves';
import { windowSnapshot } from '../table/window-snapshot';
import { EUCHRE_CONTROLS, EUCHRE_MENUS } from './euchre-controls';
import { EuchreFelt } from './euchre-felt';
import { foldMove } from './euchre-moves';
import { EUCHRE_NETWORK, networkOutcome } from './euchre-network';
import { EuchreRecords } from './euchre-records';
import { type BidOffer, CARD_PHASES, type HandInfo, bidOffers, cornersOf, handOrder, marksHand, seatBid, seatLabels, shownOf } from './euchre-scene';
import { STANDARD_SETTINGS, SUMMARY_MS, type EuchreSettings, type Speed, waitingChanges } from './euchre-settings';
import { euchreSnapshot } from './euchre-snapshot';
import { euchreStatus } from './euchre-status';
import { type HandSummary, showHandSummary, showingHost } from './euchre-summary';
import { EuchreTalk } from './euchre-talk';
import { type You, lastTrickWords, seatNames } from './euchre-texts';

export const TITLE = 'Four-Handed Euchre';
/** The least time a computer player seems to think over a card, at each game speed. */
const THINK_MS: Record<Speed, number> = { slow: 700, medium: 380, fast: 150 };
export const DEMO_PLAYER = 'Dot';
const HAND_SIZE = 5;
/** The most a hand holds: the dealer's five and the turned card, or a loner's and the Pass Best card, before one is put down. */
const FULLEST_HAND = HAND_SIZE + 1;
/** The least room between a name and the edge of the felt. */
const LABEL_MARGIN = 4;
/** The buttons in the felt's bottom corners stand above the corners' two lines (dealer and lead, trump and maker). */
const CORNER_LIFT = 2 * lineHeight() + 4;

export abstract class EuchreTable extends CardTable<EuchreState, EuchreAction, EuchreOptions, EuchreView, EuchreEvent> {
  protected readonly felt: EuchreFelt;
  protected readonly records: EuchreRecords;
  /** No animations or pauses (automation). */
  protected readonly instant: boolean;
  protected readonly talk: EuchreTalk;
  protected settings: EuchreSettings = STANDARD_SETTINGS;
  protected names: string[];
  protected info: HandInfo | null = null;
  /** How the last hand ended, on the status line until the next deal. */
  protected handResult: string | null = null;
  /** The status line as it stood when a move that ends a hand began: the view has run ahead to the next deal. */
  protected heldStatus: string | null = null;
  /** The game was given up (Game > Cancel): the table is cleared and says so until another is dealt. */
  protected cancelled = false;
  /** Pads plugged in when last looked at. */
  private pads: number;
  /** A pad was pulled out: said on the status line until one is back, or another device is used. */
  private unplugged = false;
  /** The names by the hands as drawn, with the bids. */
  protected labels: string[] = [];
  /** A network game's chat, on the felt while one is on. */
  private readonly chat: Button;
  /** A network game's last word, on the status line for a step or so. */
  protected readonly notices = new NoticeLine();
  /** The network game the table is seated for, while it is: where its moves come from, and whether the person here only watches. */
  protected seatedAt: { source: TableSource<EuchreView>; watching: boolean } | null = null;

  constructor(shell: Shell, options: { demo?: boolean }) {
    const demo = options.demo ?? false;
    // No animations or pauses for automation; a demo is a show and keeps its pace.
    const instant = shell.flags.instant && !demo;
    super(shell, { title: TITLE, menus: EUCHRE_MENUS, game: euchre, thinkMs: THINK_MS.medium, demo, instant, controls: EUCHRE_CONTROLS, replayCorner: 'left', handSize: FULLEST_HAND, marker: 'arrow', lastTrickLift: CORNER_LIFT, network: EUCHRE_NETWORK });
    this.instant = instant;
    this.pads = shell.input.gamepadsConnected;
    this.records = new EuchreRecords(shell.records);
    this.names = demo ? [DEMO_PLAYER, ...seatNames(null).slice(1)] : seatNames(seatedName(shell));
    this.felt = new EuchreFelt(this.table.size, this.focus, (seat) => this.table.sideOf(seat));
    this.table.addChild(this.felt);
    const quiet = { instant, silent: demo };
    this.chat = chatButton(this.table, () => void this.network.game?.openChat());
    this.chat.position.y -= CORNER_LIFT;
    this.focus.add(this.lastTrick, this.chat, this.felt.cover.button);
    this.felt.cover.button.onActivate = () => this.showCards();
    this.talk = new EuchreTalk(this.felt, () => this.settings, (ms) => this.clock.pause(ms), quiet, () => shell.sfx.loudness, warner(TITLE)('voices unavailable'));
  }

  /** A bidding button was pressed. */
  protected abstract bid(offer: BidOffer): Promise<void>;

  /** The person named on the cover shows their cards. */
  protected abstract showCards(): void;

  /** The person asked to act now, if their cards are shown at the bottom: only then may they choose. */
  protected abstract acting(): { seat: Seat; decision: Decision<EuchreView, EuchreAction> } | null;

  /** The seat called "you": the one person at the table (seat 0, or a network game's own seat); nobody (each by name) when several share the screen, or watch. */
  protected get you(): You {
    return this.cover.shared || this.watching ? null : this.cover.viewer;
  }

  /** Watching a network game: no seat of it is this kiosk's. */
  protected get watching(): boolean {
    return this.seatedAt?.watching ?? false;
  }

  /** The table shows a network game's play now (not a replay of it): the server's game, nothing of it the table's own. */
  protected get atNetwork(): boolean {
    return this.seatedAt !== null && this.run.source === this.seatedAt.source;
  }

  /** The seat drawn at the bottom: the person playing, or the last to play (seat 0 in a replay here; a network game's own seat in its replay too). */
  protected get bottom(): Seat {
    return this.replay && this.seatedAt === null ? 0 : this.cover.viewer;
  }

  /** The seat whose hand lies face up at the bottom; null while it is covered. */
  protected get own(): Seat | null {
    return this.replay || this.cover.open(this.cover.viewer) ? this.bottom : null;
  }

  /** The bottom seat's view: what the table shows (the person playing, at a cabinet several share; a network game's own seat). */
  protected override myView(): EuchreView {
    const view = this.shownView();
    if (view === null) throw new RangeError('No game at the table.');
    return view;
  }

  /** What the seat at the bottom sees now, from the game the table shows: its own, a replay, or a network game (which holds only this kiosk's seat); null with none. */
  protected shownView(): EuchreView | null {
    return this.run.source.view(this.bottom);
  }

  /** The table as `view` has it: the hand at the bottom face up when it may be, else face down by its count (someone watching: the seat's, as the view counts it). */
  protected laid(view: EuchreView): Shown {
    const shown = shownOf(view);
    if (this.own !== null) return shown;
    const folded = foldMove(shown, this.bottom).shown;
    const backs = folded.backs.slice();
    backs[this.bottom] = view.handSizes[this.bottom] ?? 0;
    return { ...folded, backs };
  }

  protected level(): Level {
    return this.settings.level;
  }

  /** The game speed sets how long a computer seems to think over a card too. */
  protected override thinkMs(): number {
    return THINK_MS[this.settings.speed];
  }

  /** Your partner playing alone, you sit the hand out: no pointer over your cards, unless one is asked of you (Pass Best, the dealer's discard). */
  protected override marking(): boolean {
    return marksHand(this.info?.sitting ?? null, this.acting()?.decision.view.phase ?? null, this.bottom);
  }

  /** Trump as the table shows it (made, or not yet). */
  protected get trump(): Suit | null {
    return this.info?.trump ?? null;
  }

  /** Every card on the table, by key. */
  protected tableKeys(): string[] {
    return [...this.shown.hand, ...this.shown.table.map((p) => p.card), ...(this.shown.middle ?? []).map((c) => c.key), ...this.othersAt().flatMap((seat) => this.othersKeys(seat))];
  }

  /** The seats whose cards lie face down (or, in a replay, face up beside the hand shown): all but the hand at the bottom when it is shown. */
  protected othersAt(): Seat[] {
    return [0, 1, 2, 3].filter((seat) => seat !== this.own);
  }

  /** `move` with the other hands face up in a replay. */
  protected faced(move: Move): Move {
    return { ...move, shown: this.withFaces(move.shown) };
  }

  /** In a replay every hand lies face up, as it stands in the replayed game. */
  protected withFaces(shown: Shown): Shown {
    if (!this.replay) return { ...shown, faces: undefined };
    return { ...shown, faces: [0, 1, 2, 3].map((seat) => (seat === this.own ? [] : handOrder(this.session.view(seat)?.hand ?? [], this.trump))) };
  }

  /** The keys of a seat's cards as the table holds them: backs in play, faces in a replay. */
  protected othersKeys(seat: number): string[] {
    const view = this.session.view(seat);
    if (this.replay && view) return view.hand;
    return Array.from({ length: FULLEST_HAND }, (_, i) => `back:${seat}:${i}`);
  }

  /** The last trick and the tricks each side has this hand (F2, the pad's X, the button, the Game menu), while the cards are played. */
  protected trickShown(view: EuchreView) {
    return { trick: view.lastTrick, names: this.names, ...lastTrickWords(view, this.names, this.you) };
  }

  /** The box summing up a hand: at your own table (a network game's too) pressed away (or gone after the game speed's time), in a demo or a replay only shown for that time. */
  protected async summarise(summary: HandSummary): Promise<void> {
    const own = !this.demo && !this.replay;
    this.table.cards.settle();
    // At a network table the box goes once the server goes on with the next hand, whichever comes first.
    const shown = this.clock.pause(SUMMARY_MS[this.settings.speed]);
    const timeout = own && this.instant ? null : this.atNetwork ? Promise.race([shown, this.network.roundShown(this.clock)]) : shown;
    await showHandSummary(summary, { host: own ? this.shell.nav : showingHost(this.view), pressable: own, timeout });
  }

  /** A network game's end box opens below the name across, so the partner's bid and name stay read beside it. */
  protected override endHost(): DialogHost {
    return hostBelow(this.shell.nav, this.frame.clientRect.y + nameSpot(this.table.size, 'top', FULLEST_HAND).y + lineHeight() + 6);
  }

  /** Nothing more is laid on a table cleared by a cancel: the move under way when it came is dropped. */
  protected override async move(move: Move, drawn?: () => void): Promise<void> {
    if (!this.cancelled) await super.move(move, drawn);
  }

  override update(dtMs: number): void {
    // A pad pulled out is said at once, and no more once one is back.
    const pads = this.shell.input.gamepadsConnected;
    if (pads !== this.pads) {
      this.unplugged = pads < this.pads && !this.demo;
      this.pads = pads;
      if (this.shownView() !== null) this.render();
    }
    super.update(dtMs);
  }

  override handle(command: Command): void {
    // Played on with the keys or the mouse: the unplugged pad has been heard of.
    if (this.unplugged && command.device !== 'gamepad' && command.type !== 'pointer') {
      this.unplugged = false;
      this.render();
    }
    super.handle(command);
  }

  // ---- drawing ----

  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    const view = this.cancelled ? null : this.shownView();
    // No game at the table (a network game left): no cards either.
    if (view === null && !this.replay) {
      this.shown = EMPTY_TABLE;
      this.info = null;
    }
    const device = this.deviceInHand();
    const decision = this.replay || this.handResult !== null ? null : (this.acting()?.decision ?? null);
    const cardChoice = decision !== null && CARD_PHASES.has(decision.view.phase);
    const legal = cardChoice ? decision.legal.flatMap((a) => ('card' in a ? [a.card] : [])) : [];
    // A network game is played by its host's rules (the table's own is put away meanwhile): the Options wait for the next game here or hosted.
    const inForce = this.replay || !this.run.playing ? null : this.run.terms();
    const pending = inForce !== null && waitingChanges(inForce, this.settings).length > 0;
    const covered = this.coverWords();
    // Over the network the line gives way to the server's word for a step (a turn's last seconds, a player gone, the end).
    const notice = this.replay ? '' : this.notices.shown(this.network.notice);
    const status = this.demo
      ? 'Four computer players show how it goes. Press Start to play!'
      : this.replay
        ? this.replayStatus()
        : this.cancelled
          ? 'The game was cancelled. Choose New from the Game menu to deal another.'
          : notice !== ''
          ? notice
          : view === null
          ? 'Choose New from the Game menu to deal.'
          : this.handResult === null && this.heldStatus !== null
            ? this.heldStatus
            : euchreStatus({ view, names: this.names, handResult: this.handResult, device, pending, unplugged: this.unplugged, you: this.you, covered: covered ? (this.names[covered.seat] ?? '') : null, watching: this.watching }).map((s) => (this.talk.note ? `${s} ${this.talk.note}` : s));
    // Your name and bid on one line beside your hand when they fit; else your bid stands on the line above your name.
    const bottom = (this.table.bottom = this.bottom);
    const beside = nameSpot(this.table.size, 'bottom', FULLEST_HAND);
    const names = seatLabels(this.info, this.names, (seat, label) => seat !== bottom || measureText(label).width <= beside.x - LABEL_MARGIN);
    const own = seatBid(this.info, bottom);
    this.felt.showOwnBid(names[bottom] === this.names[bottom] ? own : null, beside.x, beside.y - lineHeight());
    this.labels = seatLabels(this.info, this.names);
    const lit = this.handResult === null && view !== null ? this.run.source.toAct : null;
    this.table.draw({ shown: { ...this.withFaces(this.shown), playable: legal }, names, scores: null, lit, status, centre: null }, options);
    // The replay panel takes the top left corner: the teams' figures stand under it meanwhile, two lines each.
    this.felt.drawCorners(cornersOf(this.info, this.names, this.replay !== null, this.you), this.replay ? REPLAY_PANEL_SIZE.height + 4 : 0);
    this.felt.cover.show(covered?.text ?? null);
    const offers = decision ? bidOffers(decision.view, decision.legal) : null;
    this.felt.offerBids(offers?.map((offer) => ({ id: offer.id, label: offer.label, choose: () => void this.bid(offer) })) ?? null);
    this.syncLastTrick(view);
    showChat(this.chat, this.network.game?.chat.unread ?? null);
    this.hand.sync(this.shown.hand, this.table.centre);
    this.drawMarks();
  }

  /** The cover's words while a person is asked to act and their cards are not shown yet, with their seat; null when it is down. */
  private coverWords(): { seat: Seat; text: string } | null {
    const waiting = this.replay || this.demo || this.cancelled ? null : this.seats.waiting();
    if (waiting === null || this.cover.open(waiting.seat)) return null;
    return { seat: waiting.seat, text: coverText(this.names[waiting.seat] ?? '', this.seats.plan(waiting.seat), this.shell.input.padSlots()) };
  }

  // ---- automation ----

  snapshot(): EuchreSnapshot {
    const cover = this.felt.cover;
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.handControls(),
      ...this.felt.bids.map((b) => ({ id: b.id, label: b.button.label, item: b.button as Focusable })),
      ...this.lastTrickControl(),
      ...(this.chat.visible ? [{ id: 'chat', label: this.chat.label, item: this.chat as Focusable }] : []),
      ...(cover.visible ? [{ id: 'show-cards', label: cover.button.label, item: cover.button as Focusable }] : []),
    ]);
    const rest = { handResult: this.handResult, talk: this.felt.speech, settings: this.settings, stats: this.records.stats, names: this.names, labels: this.labels, status: this.table.statusText, voices: this.talk.status };
    const marked = this.hand.cards[this.table.markedCard ?? -1]?.card ?? null;
    const view = this.shownView();
    const waiting = this.seats.waiting();
    const seats = { viewer: this.bottom, waiting: waiting?.seat ?? null, covered: cover.visible, cover: cover.text, seating: [...this.seats.seating], people: this.seats.personSeats, network: this.network.snapshot() };
    // A network game's turn and end are its view's (the table's own game is put away meanwhile); its seed is told at its end.
    const network = this.atNetwork ? { toAct: view?.toAct ?? null, outcome: networkOutcome(view), seed: null } : {};
    const session = { ...this.sessionSnapshot(), busy: waiting === null, ...network };
    return { ...euchreSnapshot({ window, session, view, decision: this.acting()?.decision ?? null, shown: this.shown, info: this.info, bids: this.felt.bids.map((b) => b.id), rest, marked }), ...seats };
  }

  override destroy(): void {
    this.talk.close();
    super.destroy();
  }
}
