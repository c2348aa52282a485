// The one place that switches screens and stacks modal pop-ups (dialogs, the
// idle question) above them. Commands go to the top pop-up first, then to the
// screen, so a screen never has to know that a dialog is open.

import { Container } from 'pixi.js';
import type { Command } from '../input/commands';
import type { PixelStage } from '../renderer/stage';
import { showFocusMarks } from '../renderer/widgets/focus-marks';
import { SHELL_SIZE } from '../renderer/stage';
import type { Screen } from './screen';

export interface Modal {
  readonly view: Container;
  /** Modals are modal: they see every command while on top. */
  handle(command: Command): unknown;
  update?(dtMs: number): void;
}

export class Navigator {
  private readonly screenLayer = new Container();
  private readonly modalLayer = new Container();
  private readonly modals: Modal[] = [];
  private readonly listeners = new Set<(screen: Screen) => void>();
  private screen: Screen | null = null;

  constructor(private readonly stage: PixelStage) {
    stage.root.addChild(this.screenLayer, this.modalLayer);
    stage.onTick((dt) => this.update(dt));
  }

  get current(): Screen | null {
    return this.screen;
  }

  /** The pop-up that sees commands first, if any. */
  get topModal(): Modal | null {
    return this.modals.at(-1) ?? null;
  }

  get modalOpen(): boolean {
    return this.modals.length > 0;
  }

  /** Replace the current screen (its pop-ups close with it). */
  go(next: Screen): void {
    // close() removes from the stack, so take from the top until it is empty.
    for (let top = this.modals.at(-1); top; top = this.modals.at(-1)) this.close(top);
    const previous = this.screen;
    if (previous) {
      previous.hide?.();
      this.screenLayer.removeChild(previous.view);
      previous.destroy?.();
    }
    this.screen = next;
    this.stage.setNative(next.native ?? SHELL_SIZE);
    this.screenLayer.addChild(next.view);
    next.show?.();
    for (const fn of this.listeners) fn(next);
  }

  onChange(fn: (screen: Screen) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Open `modal` over everything: it has the focus, so what lies beneath shows no focus mark meanwhile. */
  open(modal: Modal): void {
    const beneath = this.top;
    this.modals.push(modal);
    this.modalLayer.addChild(modal.view);
    if (beneath) showFocusMarks(beneath, false);
  }

  close(modal: Modal): void {
    const at = this.modals.indexOf(modal);
    if (at < 0) return;
    this.modals.splice(at, 1);
    this.modalLayer.removeChild(modal.view);
    const top = this.top;
    if (top) showFocusMarks(top, true);
  }

  /** What has the focus: the top pop-up's view, else the screen's. */
  private get top(): Container | null {
    return this.modals.at(-1)?.view ?? this.screen?.view ?? null;
  }

  handle(command: Command): void {
    const top = this.modals[this.modals.length - 1];
    if (top) top.handle(command);
    else this.screen?.handle(command);
  }

  private update(dtMs: number): void {
    this.screen?.update?.(dtMs);
    for (const modal of this.modals) modal.update?.(dtMs);
  }
}
