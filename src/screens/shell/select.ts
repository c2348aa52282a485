// The game select: one button per playable game from the registry, with a line
// about its machine and table beside it. With no game installed it says so
// instead of showing an empty room.

import type { Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { Button } from '../../renderer/widgets/button';
import type { Shell } from '../shell-contract';
import { baize, centre, lettering } from './decor';
import { ABOUT_WIDTH, SELECT_LAYOUT, selectRows } from './select-layout';
import { ShellScreen } from './shell-screen';

const { left: LEFT, buttonWidth: GAME_BUTTON_WIDTH, buttonHeight: BUTTON_HEIGHT } = SELECT_LAYOUT;

export class SelectScreen extends ShellScreen {
  constructor(shell: Shell) {
    super('select', shell);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('Choose a Game', { scale: 3, colour: VGA.yellow, shadow: VGA.black }), 40));

    const rows = selectRows(shell.games);
    shell.games.forEach((game, i) => {
      const { y, about: lines } = rows[i] ?? { y: SELECT_LAYOUT.top, about: '' };
      const button = this.control(game.id, game.title, new Button(game.title, { width: GAME_BUTTON_WIDTH, height: BUTTON_HEIGHT }), () => {
        void shell.play(game);
      });
      button.position.set(LEFT, y);
      // Back from a game, the cursor stands on it.
      if (game.id === shell.lastGame) this.focus.focus(button);
      const about = new PixelText(lines, { colour: VGA.white, wrap: ABOUT_WIDTH });
      about.position.set(LEFT + GAME_BUTTON_WIDTH + SELECT_LAYOUT.textGap, y);
      this.view.addChild(button, about);
    });
    if (shell.games.length === 0) {
      const none = new PixelText('No games are installed on this cabinet yet.\nPlease come back soon!', {
        colour: VGA.white,
        align: 'center',
        wrap: 400,
      });
      none.position.set(Math.floor((SHELL_SIZE.width - 400) / 2), 200);
      this.view.addChild(none);
    }

    const back = this.control('back', 'Back', new Button('&Back', { width: 100, height: BUTTON_HEIGHT }), () => shell.show('title'));
    back.position.set(LEFT, SELECT_LAYOUT.backY);
    this.view.addChild(back);
    this.prompts(
      shell.games.length > 0
        ? [
            ['up', 'Choose'],
            ['down', 'Choose'],
            ['confirm', 'Play'],
            ['back', 'Back'],
            ['help', 'Help'],
          ]
        : [
            ['back', 'Back'],
            ['help', 'Help'],
          ],
    );
  }

  protected override command(command: Command): void {
    if (command.type === 'press' && command.button === 'back') {
      this.shell.sfx.play('click');
      this.shell.show('title');
    }
  }

  protected override state(): Record<string, unknown> {
    return { games: this.shell.games.map((game) => game.id) };
  }
}
