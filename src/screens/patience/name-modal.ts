// A new player's name on the Spectrum's INPUT line: typed on the keyboard,
// or letter by letter from a gamepad, with the flashing cursor (L for
// letters, or the pad's letter in waiting). A name the records refused is
// asked again with the reason in red.

import type { Device } from '../../input/commands';
import { LETTERS, type NameAnswer, type NameEntry, type PageInput, nameStep } from './menu-page';
import { drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';
import { wrap } from './wrap';

/** The INPUT line's row, between the page and the prompt. */
const INPUT_ROW = 20;

export class NameModal extends SpectrumModal<NameEntry, NameAnswer> {
  readonly kind = 'name';
  protected override readonly typesSpaces = true;

  constructor(
    host: PageHost,
    entry: NameEntry,
    /** Why the last name was refused, or null. */
    private readonly refused: string | null = null,
    /** The page's title and what it asks for, when it is not a new player's name. */
    private readonly words: { title: string; lines: readonly string[] } = { title: 'A NEW PLAYER', lines: [] },
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
    const refused = this.refused === null ? [] : wrap(this.refused, 30, 4).map((text) => ({ text: ` ${text}`, ink: 'red' as const }));
    const lines = [{ text: '' }, ...this.words.lines.map((text) => ({ text: ` ${text}` })), { text: ' UP TO 12 LETTERS.' }, ...(refused.length > 0 ? [{ text: '', paper: 'white' as const }, ...refused] : [])];
    drawPage(this.screen, this.words.title, lines, '', []);
    this.screen.printAt(INPUT_ROW, 0, `NAME? ${entry.text}`.padEnd(32), 'black', 'white');
    this.screen.printAt(INPUT_ROW, 6 + entry.text.length, waiting, 'black', 'white', { flash: true });
    this.screen.prompt(gamepad ? 'UP/DOWN LETTER A ADD LEFT DEL' : 'TYPE YOUR NAME, THEN ENTER');
    this.screen.menuLine(gamepad ? [{ key: 'START', label: ' DONE' }, { key: 'B', label: ' BACK' }] : [{ key: 'ENTER', label: ' DONE' }, { key: 'ESC', label: ' BACK' }]);
  }
}
