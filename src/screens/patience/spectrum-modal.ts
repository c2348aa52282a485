// A page over the Chinese Patience table (the menu, a page of text, a
// question, the choice of player, a name typed in): a whole Spectrum screen
// of its own, opened on the navigator so it takes every command while it is
// on top, and answering once with a promise. It stays on screen after its
// answer until the screen closes it or opens the next page, so nothing
// flickers between two pages; meanwhile it takes no more presses.

import { Container } from 'pixi.js';
import type { Command, Device } from '../../input/commands';
import { heldDown } from './held-down';
import { SpectrumScreen } from '../../renderer/widgets';
import type { Modal, Navigator } from '../navigator';
import { type PageInput, type PageSound, type PageStep, keyPress } from './menu-page';
import { TABLE } from './patience-board';
import { WHOLE_TREE } from '../../renderer/destroy';

/** What a page asks of the screen beneath it. */
export interface PageHost {
  readonly nav: Navigator;
  /** The device used last, whose keys the page names. */
  device(): Device;
  play(sound: PageSound): void;
}

/** What automation calls each page (`mode` in the snapshot). */
export type PageKind = 'menu' | 'players' | 'name' | 'page' | 'ask' | 'seating' | 'lobby' | 'host' | 'waiting' | 'chat';

/**
 * A command as the pages take it; null for one they never answer (pointer
 * moves and releases, the operator's chord). A click on a key of the menu
 * line is that key pressed, as named on the line drawn for `drawnFor`.
 */
export function pageInput(command: Command, screen: SpectrumScreen, drawnFor: Device): PageInput | null {
  switch (command.type) {
    case 'char':
      return { type: 'char', char: command.char };
    case 'press':
      return { type: 'press', button: command.button, device: command.device };
    case 'pointer': {
      if (command.phase !== 'down') return null;
      const key = screen.menuKeyAt(command.x, command.y);
      return key === null ? { type: 'click', cell: screen.cellAt(command.x, command.y) } : keyPress(key, drawnFor);
    }
    default:
      return null;
  }
}

/** A page as the screen beneath keeps it: what it is, its cells, and how to close it. */
export interface OpenPage {
  readonly kind: PageKind;
  readonly at: number | null;
  readonly screen: SpectrumScreen;
  close(): void;
}

export abstract class SpectrumModal<S, T> implements Modal, OpenPage {
  readonly view = new Container();
  /** The page's own cells; automation reads its prompt, status and menu lines. */
  readonly screen = new SpectrumScreen(TABLE, 'white');
  readonly result: Promise<T>;
  abstract readonly kind: PageKind;
  private settle: (answer: T) => void = () => undefined;
  private answered = false;
  private closed = false;
  /** The device whose keys the page was last drawn with. */
  private drawnFor: Device = 'keyboard';

  protected constructor(
    protected readonly host: PageHost,
    protected state: S,
  ) {
    this.result = new Promise((resolve) => (this.settle = resolve));
    this.view.addChild(this.screen);
  }

  /** The lit line of a list, for automation; null where there is none. */
  get at(): number | null {
    return null;
  }

  /** The page's answer to a press, from its model. */
  protected abstract step(state: S, input: PageInput): PageStep<S, T>;

  /** Print the page into its cells in the words of `device`. */
  protected abstract draw(device: Device): void;

  /** Put the page on top of everything. */
  open(): this {
    this.host.nav.open(this);
    this.render();
    return this;
  }

  /**
   * The page takes typed text with its spaces: the keyboard's Space types
   * ' ' and then confirms (keyboard.ts), and here that confirm is dropped.
   */
  protected readonly typesSpaces: boolean = false;
  /** The last command was a space typed. */
  private spaceTyped = false;

  handle(command: Command): boolean {
    if (this.answered || heldDown(command)) return true;
    const afterSpace = this.spaceTyped;
    this.spaceTyped = command.type === 'char' && command.char === ' ';
    if (this.typesSpaces && afterSpace && command.type === 'press' && command.button === 'confirm' && command.device === 'keyboard') return true;
    const input = pageInput(command, this.screen, this.drawnFor);
    if (input === null) return true;
    const { state, answer, sound } = this.step(this.state, input);
    this.state = state;
    if (sound) this.host.play(sound);
    if (answer !== undefined) {
      this.finish(answer);
      return true;
    }
    this.render();
    return true;
  }

  /** The page's answer, once: it takes no more presses. */
  protected finish(answer: T): void {
    if (this.answered) return;
    this.answered = true;
    this.settle(answer);
  }

  render(): void {
    if (this.closed) return;
    this.drawnFor = this.host.device();
    this.draw(this.drawnFor);
    this.screen.redraw();
  }

  update(dtMs: number): void {
    if (!this.closed) this.screen.update(dtMs);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.host.nav.close(this);
    this.view.destroy(WHOLE_TREE);
  }
}
