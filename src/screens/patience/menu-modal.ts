// The menu X returns to, printed as a Spectrum program's menu: the numbered
// lines (1 play or carry on, 2 the level, 3 the player, ...), notes beneath
// where there is room, and a warning on the prompt line when a new level
// waits for the next game. It answers with the line chosen, back to the
// table, or help. A network game's own menu is printed the same way.

import type { Device } from '../../input/commands';
import { type MenuAnswer, type MenuItem, type MenuState, type PageInput, menuStep } from './menu-page';
import { PAGE_LINES, type PageLine, choiceLine, choicePrompt, drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';

export interface MenuPage {
  /** The title bar: the game's name unless another is given. */
  readonly title?: string;
  readonly items: readonly MenuItem[];
  /** Blue lines under the items, as many as there is room for. */
  readonly notes?: readonly string[];
  /** In red on the prompt line, in place of what to press (the game in progress keeps its level, and a changed one waits). */
  readonly warning?: string | null;
  /** Whether there is a table to go back to. */
  readonly canLeave: boolean;
}

/** The menu's lines: a blank, then each item on every other row, then the notes after a blank where they fit. */
export function menuLines(items: readonly MenuItem[], at: number, notes: readonly string[]): PageLine[] {
  const lines: PageLine[] = [{ text: '' }];
  items.forEach((item, i) => {
    lines.push(choiceLine(` ${item.key} ${item.label}`.padEnd(16) + (item.value ?? ''), i === at));
    lines.push({ text: '' });
  });
  const room = PAGE_LINES - lines.length;
  return room >= notes.length ? [...lines, ...notes.map((text) => ({ text: ` ${text}`, ink: 'blue' as const }))] : lines;
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
    const gamepad = device === 'gamepad';
    const warning = this.page.warning ?? null;
    drawPage(
      this.screen,
      this.page.title ?? 'CHINESE PATIENCE',
      menuLines(items, at, this.page.notes ?? []),
      warning ?? choicePrompt(gamepad, 'A NUMBER'),
      gamepad ? [{ key: 'A', label: ' SELECT' }, { key: 'B', label: ' BACK' }] : [{ key: '1', label: ` ${items[0]?.label ?? 'PLAY'}` }, { key: '0', label: ' LEAVE' }],
      warning === null ? 'black' : 'red',
    );
  }
}
