// The end of a network game, asked on the table itself as the Spectrum
// asks S or N at the end of a game here: the board stays in view with the
// result on the message rows, and the menu line says what next: N back to
// the network games, H play here, R the replay (the pad's A, X and Y).
// While it is asked it takes every press.

import { Container } from 'pixi.js';
import type { Command, Device } from '../../input/commands';
import type { MenuChoice, SpectrumScreen } from '../../renderer/widgets';
import type { Modal, Navigator } from '../navigator';
import type { EndChoice } from '../net/network-play';
import { heldDown } from './held-down';
import type { PageInput } from './menu-page';
import { pageInput } from './spectrum-modal';

/** The prompt line at a network game's end. */
export const endPrompt = 'THE NETWORK GAMES, OR PLAY HERE?';

/** The menu line at a network game's end, in the words of `device`; R only when the game can be played back. */
export function endMenu(device: Device, replay: boolean): MenuChoice[] {
  const pad = device === 'gamepad';
  return [
    { key: pad ? 'A' : 'N', label: ' NETWORK' },
    { key: pad ? 'X' : 'H', label: ' HERE' },
    ...(replay ? [{ key: pad ? 'Y' : 'R', label: ' REPLAY' }] : []),
  ];
}

/** What a press answers at the end; null for none. */
export function endStep(input: PageInput, replay: boolean): EndChoice | null {
  let choice: EndChoice | null = null;
  if (input.type === 'char') choice = ({ N: 'lobby', H: 'local', R: 'replay' } as const)[input.char.toUpperCase()] ?? null;
  else if (input.type === 'press') choice = input.button === 'confirm' ? 'lobby' : input.button === 'x' ? 'local' : input.button === 'y' ? 'replay' : null;
  return choice === 'replay' && !replay ? null : choice;
}

export class NetworkEnd implements Modal {
  /** Nothing of its own to draw: the table shows the end beneath. */
  readonly view = new Container();
  readonly answer: Promise<EndChoice>;
  private settle: (choice: EndChoice) => void = () => undefined;

  constructor(
    private readonly nav: Navigator,
    /** The table's cells, whose menu line is clicked. */
    private readonly table: SpectrumScreen,
    /** The device the menu line was drawn for. */
    private readonly device: () => Device,
    /** The game can be played back. */
    readonly replayable: boolean,
  ) {
    this.answer = new Promise((resolve) => (this.settle = resolve));
    nav.open(this);
  }

  handle(command: Command): boolean {
    if (heldDown(command)) return true;
    // A key of the menu line clicked is that key pressed, as the line names it; a click elsewhere does nothing.
    const input = pageInput(command, this.table, this.device());
    const choice = input === null ? null : endStep(input, this.replayable);
    if (choice !== null) {
      this.stop();
      this.settle(choice);
    }
    return true;
  }

  /** Stop asking (answered, or the network game left another way). */
  stop(): void {
    if (this.view.destroyed) return;
    this.nav.close(this);
    this.view.destroy();
  }
}
