// A Windows table where cards are dealt round a four-handed table (Hearts,
// Euchre): the felt with its hands and trick, your hand as controls with the
// focus marks, the cards as they lie (trailing the engine by the events still
// being shown), a card pressed during the deal kept for the turn, the last
// trick on a key, a button and the Game menu, and a status line that names
// the buttons of the device in hand.

import type { Card } from '../../engine/cards';
import type { GameEvent, View } from '../../engine/game';
import type { Command, Device } from '../../input/commands';
import type { Button, Focusable } from '../../renderer/widgets';
import type { NamedControl } from '../controls';
import type { Shell } from '../shell-contract';
import type { ShowOptions } from './card-layer';
import { DealHold } from './deal-hold';
import { HandFocus } from './hand-card';
import { type PlayedTrick, lastTrickButton, openPlayedTrick } from './last-trick';
import type { Decision } from '../../table/seats';
import { EMPTY_TABLE, type Shown, TableView } from './table-view';
import type { Move } from './trick-moves';
import { WindowTable, type WindowTableSpec } from './window-table';

export interface CardTableSpec<S, A extends { type: string }, O, V extends View, E extends GameEvent> extends WindowTableSpec<S, A, O, V, E> {
  /** The most cards a hand holds: the names stand beside a hand of this size. */
  handSize: number;
  /** How the card under the focus is marked (see TableView). */
  marker?: 'bar' | 'arrow';
  /** How far above its standard place the last trick's button stands, clear of what the felt shows there. */
  lastTrickLift?: number;
}

export abstract class CardTable<S, A extends { type: string }, O, V extends View, E extends GameEvent> extends WindowTable<S, A, O, V, E> {
  protected readonly table: TableView;
  protected readonly hand: HandFocus;
  /** A card pressed while the cards are dealt is kept for the player's turn, not dropped. */
  protected readonly dealHold: DealHold<Card>;
  /** The cards as they lie: the table trails the engine's state by the events still being shown. */
  protected shown: Shown = EMPTY_TABLE;
  /** The last trick, on a button of its own on the felt (the subclass puts it in its focus order). */
  protected readonly lastTrick: Button;
  /** The device the status line last named buttons for. */
  private device: Device;

  constructor(shell: Shell, spec: CardTableSpec<S, A, O, V, E>) {
    super(shell, spec);
    const client = this.frame.clientRect;
    this.table = new TableView(client.width, client.height, () => spec.instant, spec.handSize, spec.marker);
    this.hand = new HandFocus(this.focus, (i) => this.table.cardBounds(i), (c) => this.chooseCard(c), (i) => this.table.markCard(i), () => !spec.demo && !this.replay && this.marking());
    this.dealHold = new DealHold(() => this.table.cards.settle());
    this.device = shell.input.lastDevice;
    this.frame.client.addChild(this.table);
    this.lastTrick = lastTrickButton(this.table, () => void this.showLastTrick());
    this.lastTrick.position.y -= spec.lastTrickLift ?? 0;
    // Shown in play only, once the table is drawn: never a focused button behind "Who is playing?".
    this.syncLastTrick(null);
  }

  /** The last trick (F2, the pad's X, the button, the Game menu), while a game is played at the person's own table. */
  protected async showLastTrick(): Promise<void> {
    // The game the table shows (a network game's too); none once it has been put away.
    const view = this.replay || this.demo ? null : this.run.source.view(this.cover.viewer);
    if (view === null || view.phase !== 'play') {
      this.shell.sfx.play('error');
      return;
    }
    this.shell.sfx.play('click');
    const shown = this.trickShown(view);
    await openPlayedTrick(this.shell.nav, shown.trick, shown.names, shown);
  }

  /** The last trick's button stands on the felt in play, at the person's own table. */
  protected syncLastTrick(view: V | null): void {
    this.lastTrick.visible = !this.demo && !this.replay && view?.phase === 'play';
    this.lastTrick.enabled = this.lastTrick.visible;
  }

  /** The last trick's button as automation names it, while it shows. */
  protected lastTrickControl(): NamedControl[] {
    return this.lastTrick.visible ? [{ id: 'last-trick', label: this.lastTrick.label, item: this.lastTrick as Focusable }] : [];
  }

  override handle(command: Command): void {
    if (command.type === 'press' && command.button === 'x' && !this.frame.menuBar?.isOpen) void this.showLastTrick();
    else super.handle(command);
  }

  /** Whether your hand shows the focus marks now (it does unless the game sets you aside). */
  protected marking(): boolean {
    return true;
  }

  /** The last trick of `view` as its dialog shows it: the cards, the names under them, and the game's words above and below. */
  protected abstract trickShown(view: V): { trick: PlayedTrick | null; names: readonly string[]; caption: string; after: string };

  /** A card of your hand was chosen (a press, a click, the held card at the turn). */
  protected abstract chooseCard(card: Card): void;

  /** Draw the table as it stands; cards glide as `options` say. */
  protected abstract override render(options?: ShowOptions): void;

  protected moving(): boolean {
    return this.table.cards.busy;
  }

  /** The device in hand, noted as the status line is written for it. */
  protected deviceInHand(): Device {
    this.device = this.shell.input.lastDevice;
    return this.device;
  }

  /** Draw the table after `move` and wait for its cards to land (`drawn` runs once they are on their way). */
  protected async move(move: Move, drawn?: () => void): Promise<void> {
    this.shown = move.shown;
    this.render(move.options);
    drawn?.();
    await this.clock.settled();
  }

  protected override yourTurn(decision: Decision<V, A>): void {
    super.yourTurn(decision);
    const held = this.dealHold.take();
    if (held !== null) this.chooseCard(held);
  }

  /** The focus marks round the card the arrows are on. */
  protected drawMarks(): void {
    this.hand.drawMarks();
  }

  /** Your hand's cards as automation names them ("card-QS"). */
  protected handControls(): NamedControl[] {
    return this.hand.cards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable }));
  }

  override update(dtMs: number): void {
    this.table.cards.update(dtMs);
    // The status line names the buttons of the device in hand.
    if (this.shell.input.lastDevice !== this.device && this.session.state !== null) this.render();
    super.update(dtMs);
  }
}
