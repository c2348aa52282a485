// A yes-or-no question over the table (carry on a game left unfinished?
// leave, start again, change player at the cost of the game in progress?),
// answered with Y or N, A or B, or a click on the keys of its menu line.

import type { Device } from '../../input/commands';
import { type PageInput, askStep } from './menu-page';
import { drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';

export class AskModal extends SpectrumModal<null, boolean> {
  readonly kind = 'ask';

  constructor(
    host: PageHost,
    private readonly question: readonly string[],
    /** Yes loses something (a game): Enter and A answer no. */
    private readonly risky = true,
    private readonly title = 'CHINESE PATIENCE',
  ) {
    super(host, null);
  }

  override open(): this {
    this.host.play('beep-high');
    return super.open();
  }

  protected step(_state: null, input: PageInput) {
    return askStep(input, this.risky);
  }

  protected draw(device: Device): void {
    drawPage(
      this.screen,
      this.title,
      [{ text: '' }, ...this.question.map((text) => ({ text: ` ${text}` }))],
      '',
      device === 'gamepad'
        ? this.risky
          ? [{ key: 'Y', label: ' YES' }, { key: 'B', label: ' NO' }]
          : [{ key: 'A', label: ' YES' }, { key: 'B', label: ' NO' }]
        : [{ key: 'Y', label: ' YES' }, { key: 'N', label: ' NO' }],
    );
  }
}
