// The title: the name in big pixel letters over a fanned hand, two buttons
// (play, hall of fame) and, above everything, any notice the records raised
// that the public may read (memory-only mode, records set aside, no player
// named); failed saves are told in the operator menu alone.

import { Container, Sprite } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Card } from '../../engine/cards';
import type { Command } from '../../input/commands';
import { faceTexture } from '../../renderer/cards/cardTextures';
import { CARD_WIDTH } from '../../renderer/cards';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { Button } from '../../renderer/widgets/button';
import { fillRect, outline } from '../../renderer/widgets/draw';
import type { IdleKind } from '../idle';
import type { Shell } from '../shell-contract';
import { PROMPT_HEIGHT, baize, centre, lettering } from './decor';
import { ShellScreen } from './shell-screen';
import { gamesTagline } from './tagline';

/** A royal flush in spades, the hand every card player hopes for. */
const FAN: readonly Card[] = ['TS', 'JS', 'QS', 'KS', 'AS'];
const FAN_STEP = 44;
const FAN_Y = 178;
const BUTTON_WIDTH = 150;
const BUTTON_HEIGHT = 28;
const BUTTON_Y = 330;

export class TitleScreen extends ShellScreen {
  override readonly idle: IdleKind = 'title';

  constructor(shell: Shell) {
    super('title', shell);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('PARLOUR', { scale: 6, colour: VGA.yellow, shadow: VGA.black }), 36));
    this.view.addChild(centre(lettering(gamesTagline(shell.games.length), { scale: 1, colour: VGA.white }), 146));
    this.view.addChild(this.fan());

    const play = this.control('play', 'Play', new Button('&Play', { width: BUTTON_WIDTH, height: BUTTON_HEIGHT, isDefault: true }), () =>
      shell.show('select'),
    );
    const fame = this.control('hall-of-fame', 'Hall of Fame', new Button('&Hall of Fame', { width: BUTTON_WIDTH, height: BUTTON_HEIGHT }), () =>
      shell.show('hall-of-fame'),
    );
    const gap = 24;
    const left = Math.floor((SHELL_SIZE.width - 2 * BUTTON_WIDTH - gap) / 2);
    play.position.set(left, BUTTON_Y);
    fame.position.set(left + BUTTON_WIDTH + gap, BUTTON_Y);
    this.view.addChild(play, fame);

    const notices = this.noticeBoard(shell.records.titleNotices);
    if (notices) this.view.addChild(notices);
    this.prompts([
      ['left', 'Move'],
      ['right', 'Move'],
      ['confirm', 'Select'],
      ['help', 'Help'],
    ]);
  }

  protected override command(command: Command): void {
    if (command.type === 'press' && command.button === 'menu') this.shell.show('select');
  }

  protected override state(): Record<string, unknown> {
    return { notices: [...this.shell.records.titleNotices], persistent: this.shell.records.persistent };
  }

  private fan(): Container {
    const fan = new Container();
    const width = CARD_WIDTH + FAN_STEP * (FAN.length - 1);
    FAN.forEach((card, i) => {
      const sprite = new Sprite(faceTexture(card));
      // An arch: the middle card highest.
      const lift = Math.abs(i - (FAN.length - 1) / 2) * 6;
      sprite.position.set(i * FAN_STEP, lift);
      fan.addChild(sprite);
    });
    fan.position.set(Math.floor((SHELL_SIZE.width - width) / 2), FAN_Y);
    return fan;
  }

  /** Yellow on maroon above the prompt line: what went wrong with the records, in plain words. */
  private noticeBoard(notices: readonly string[]): Container | null {
    if (notices.length === 0) return null;
    const board = new Container();
    const shown = notices.slice(0, 3);
    const text = new PixelText(shown.join('\n') + (notices.length > shown.length ? `\n(and ${notices.length - shown.length} more)` : ''), {
      colour: VGA.yellow,
      wrap: SHELL_SIZE.width - 24,
    });
    const height = text.textHeight + 8;
    const back = new Rects();
    fillRect(back, 0, 0, SHELL_SIZE.width, height, VGA.maroon);
    outline(back, 0, 0, SHELL_SIZE.width, height, VGA.yellow);
    text.position.set(12, 4);
    board.addChild(back, text);
    board.position.set(0, SHELL_SIZE.height - PROMPT_HEIGHT - height - 4);
    return board;
  }
}
