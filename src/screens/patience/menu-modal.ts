// The menu X returns to, printed as a Spectrum program's menu: the numbered
// lines (1 play or carry on, 2 the level, 3 the player, ...), the player's
// figures beneath, and a note when a new level waits for the next game. It
// answers with the line chosen, back to the table, or help.

import type { Device } from '../../input/commands';
import type { SpectrumInk } from '../../renderer/widgets';
import { type MenuAnswer, type MenuItem, type MenuState, type PageInput, menuStep } from './menu-page';
import { choiceLine, choicePrompt, drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';

export interface MenuPage {
  readonly items: readonly MenuItem[];
  /** The player's figures, or that guests keep none. */
  readonly figures: string;
  /** The game in progress keeps the level it began with, and a changed one waits. */
  readonly levelWaits: boolean;
  /** Whether there is a table to go back to. */
  readonly canLeave: boolean;
}

export class MenuModal extends SpectrumModal<MenuState, MenuAnswer> {
  readonly kind = 'menu';

  constructor(
    host: PageHost,
    private readonly page: MenuPage,
    at: number,
  ) {
    super(host, { items: page.items, at, canLeave: page.canLeave });
  }

  override get at(): number {
    return this.state.at;
  }

  protected step(state: MenuState, input: PageInput) {
    return menuStep(state, input);
  }

  protected draw(device: Device): void {
    const { items, at } = this.state;
    const lines: { text: string; paper?: SpectrumInk; bright?: boolean; ink?: SpectrumInk }[] = [{ text: '' }];
    items.forEach((item, i) => {
      const text = ` ${item.key} ${item.label}`.padEnd(16) + (item.value ?? '');
      lines.push(choiceLine(text, i === at));
      lines.push({ text: '' });
    });
    lines.push({ text: ` ${this.page.figures}`, ink: 'blue' });
    if (this.page.levelWaits) lines.push({ text: ' THE NEW LEVEL PLAYS NEXT GAME', ink: 'red' });
    const gamepad = device === 'gamepad';
    drawPage(
      this.screen,
      'CHINESE PATIENCE',
      lines,
      choicePrompt(gamepad, 'A NUMBER'),
      gamepad ? [{ key: 'A', label: ' SELECT' }, { key: 'B', label: ' BACK' }] : [{ key: '1', label: ` ${items[0]?.label ?? 'PLAY'}` }, { key: '0', label: ' LEAVE' }],
    );
  }
}
