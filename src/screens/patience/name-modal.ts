// A new player's name on the Spectrum's INPUT line: typed on the keyboard,
// or letter by letter from a gamepad, with the flashing cursor (L for
// letters, or the pad's letter in waiting). A name the records refused is
// asked again with the reason in red.

import type { Device } from '../../input/commands';
import { LETTERS, type NameAnswer, type NameEntry, type PageInput, nameStep } from './menu-page';
import { drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';

/** The INPUT line's row, between the page and the prompt. */
const INPUT_ROW = 20;

export class NameModal extends SpectrumModal<NameEntry, NameAnswer> {
  readonly kind = 'name';

  constructor(
    host: PageHost,
    entry: NameEntry,
    /** Why the last name was refused, or null. */
    private readonly refused: string | null = null,
  ) {
    super(host, entry);
  }

  protected step(entry: NameEntry, input: PageInput) {
    return nameStep(entry, input);
  }

  protected draw(device: Device): void {
    const entry = this.state;
    const gamepad = device === 'gamepad';
    const waiting = gamepad ? (LETTERS[entry.letter] ?? ' ') : 'L';
    const lines = [{ text: '' }, { text: ' UP TO 12 LETTERS.' }, ...(this.refused ? [{ text: '', paper: 'white' as const }, { text: ` ${this.refused}`, ink: 'red' as const }] : [])];
    drawPage(this.screen, 'A NEW PLAYER', lines, '', []);
    this.screen.printAt(INPUT_ROW, 0, `NAME? ${entry.text}`.padEnd(32), 'black', 'white');
    this.screen.printAt(INPUT_ROW, 6 + entry.text.length, waiting, 'black', 'white', { flash: true });
    this.screen.prompt(gamepad ? 'UP/DOWN LETTER A ADD LEFT DEL' : 'TYPE YOUR NAME, THEN ENTER');
    this.screen.menuLine(gamepad ? [{ key: 'START', label: ' DONE' }, { key: 'B', label: ' BACK' }] : [{ key: 'ENTER', label: ' DONE' }, { key: 'ESC', label: ' BACK' }]);
  }
}
