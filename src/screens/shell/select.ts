// The game select: one button per playable game from the registry, with a line
// about its machine and table beside it. With no game installed it says so
// instead of showing an empty room.

import type { Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { Button } from '../../renderer/widgets';
import type { Shell } from '../shell';
import { baize, centre, lettering } from './decor';
import { ShellScreen } from './shell-screen';

const ROW_TOP = 120;
const ROW_STEP = 56;
const GAME_BUTTON_WIDTH = 200;
const BUTTON_HEIGHT = 28;
const LEFT = 48;

export class SelectScreen extends ShellScreen {
  constructor(shell: Shell) {
    super('select', shell);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('Choose a Game', { scale: 3, colour: VGA.yellow, shadow: VGA.black }), 40));

    shell.games.forEach((game, i) => {
      const y = ROW_TOP + i * ROW_STEP;
      const button = this.control(game.id, game.title, new Button(game.title, { width: GAME_BUTTON_WIDTH, height: BUTTON_HEIGHT }), () => {
        void shell.play(game);
      });
      button.position.set(LEFT, y);
      const about = new PixelText(`${game.blurb}\n${game.players}`, { colour: VGA.white, wrap: SHELL_SIZE.width - LEFT - GAME_BUTTON_WIDTH - 64 });
      about.position.set(LEFT + GAME_BUTTON_WIDTH + 16, y - 2);
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
    back.position.set(LEFT, 410);
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
