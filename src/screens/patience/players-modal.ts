// Who is playing: a guest, one of the names the kiosk knows, or a new name,
// each on a line with the key that picks it (and, for the opponent, the
// computer first).

import type { Device } from '../../input/commands';
import { type PageInput, type PlayerChoice, type PlayersAnswer, playersStep } from './menu-page';
import { choiceLine, choicePrompt, drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';

type PlayersState = { choices: readonly PlayerChoice[]; at: number };

export class PlayersModal extends SpectrumModal<PlayersState, PlayersAnswer> {
  readonly kind = 'players';

  constructor(
    host: PageHost,
    choices: readonly PlayerChoice[],
    at: number,
    private readonly title = 'WHO IS PLAYING?',
  ) {
    super(host, { choices, at });
  }

  override get at(): number {
    return this.state.at;
  }

  protected step(state: PlayersState, input: PageInput) {
    return playersStep(state, input);
  }

  protected draw(device: Device): void {
    const { choices, at } = this.state;
    drawPage(
      this.screen,
      this.title,
      [{ text: '' }, ...choices.map((c, i) => choiceLine(` ${c.key} ${c.label}`, i === at)), { text: '' }],
      choicePrompt(device === 'gamepad', 'A KEY'),
      [{ key: device === 'gamepad' ? 'B' : 'ESC', label: ' BACK' }],
    );
  }
}
