// Who plays, as a Spectrum page: 1 PLAY, 2 the opponent, and with two people
// each one's device on lines 3 and 4, set in place as the menu sets the
// level; the notes beneath say what playing head to head means.

import type { Device } from '../../input/commands';
import type { PageInput } from './menu-page';
import { PAGE_LINES, choiceLine, choicePrompt, drawPage } from './patience-board';
import { type SeatingAnswer, type SeatingState, seatingLines, seatingNotes, seatingStep } from './seating-page';
import { type PageHost, SpectrumModal } from './spectrum-modal';

export class SeatingModal extends SpectrumModal<SeatingState, SeatingAnswer> {
  readonly kind = 'seating';

  constructor(host: PageHost, state: SeatingState) {
    super(host, state);
  }

  override get at(): number {
    return this.state.at;
  }

  /** The choice as it stands on the page. */
  get players(): SeatingState['players'] {
    return this.state.players;
  }

  protected step(state: SeatingState, input: PageInput) {
    return seatingStep(state, input);
  }

  protected draw(device: Device): void {
    const lines = seatingLines(this.state).flatMap((line, i) => [choiceLine(` ${line.key} ${line.label}`.padEnd(16) + (line.value ?? ''), i === this.state.at), { text: '' }]);
    // The notes keep their blank lines where there is room for them.
    const all = seatingNotes(this.state);
    const fit = 1 + lines.length + all.length <= PAGE_LINES ? all : all.filter((text) => text !== '');
    const notes = fit.map((text) => ({ text: ` ${text}`, ink: 'blue' as const }));
    const gamepad = device === 'gamepad';
    drawPage(
      this.screen,
      'WHO PLAYS?',
      [{ text: '' }, ...lines, ...notes],
      choicePrompt(gamepad, 'A NUMBER'),
      gamepad
        ? [
            { key: 'A', label: ' SELECT' },
            { key: 'B', label: ' BACK' },
          ]
        : [
            { key: '1', label: ' PLAY' },
            { key: 'ESC', label: ' BACK' },
          ],
    );
  }
}
