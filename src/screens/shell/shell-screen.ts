// What the kiosk's own screens (title, select, hall of fame, operator) share:
// a focus group of named controls that keyboard, gamepad and mouse all reach,
// a click for every activation, and a snapshot listing the controls where
// automation (and the pointer tests) can find them.

import { Container } from 'pixi.js';
import type { Command } from '../../input/commands';
import type { Focusable } from '../../renderer/widgets';
import { messageBox } from '../../renderer/widgets/dialogs';
import { ControlList } from '../controls';
import type { IdleKind } from '../idle';
import type { ControlInfo, Screen } from '../screen';
import type { Shell } from '../shell-contract';
import { PromptBar, type PromptPairs } from './decor';
import { controlsHelp } from './help';
import { WHOLE_TREE } from '../../renderer/destroy';

export abstract class ShellScreen implements Screen {
  readonly view = new Container();
  readonly idle: IdleKind = 'shell';
  private readonly list = new ControlList();
  protected readonly focus = this.list.focus;
  private promptBar: PromptBar | null = null;
  private unsubscribe: (() => void) | null = null;
  private helpOpen = false;

  constructor(
    readonly id: string,
    protected readonly shell: Shell,
  ) {}

  /** Register a control under an id; activating it clicks, then runs `run`. */
  protected control<T extends Focusable & Container>(id: string, label: string, item: T, run?: () => void): T {
    this.list.add(id, label, item);
    if (run && 'onActivate' in item) {
      (item as { onActivate: (() => void) | null }).onActivate = () => {
        this.shell.sfx.play('click');
        run();
      };
    }
    return item;
  }

  /** The prompt line along the bottom; it follows the device in use while the screen shows. */
  protected prompts(pairs: PromptPairs): PromptBar {
    if (!this.promptBar) {
      this.promptBar = new PromptBar(pairs, this.shell.input.lastDevice);
      this.view.addChild(this.promptBar);
    } else {
      this.promptBar.setPairs(pairs);
    }
    return this.promptBar;
  }

  show(): void {
    this.promptBar?.setDevice(this.shell.input.lastDevice);
    this.unsubscribe = this.shell.input.onDeviceChange((device) => this.promptBar?.setDevice(device));
  }

  hide(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Forget every control (a screen that rebuilds its panel). */
  protected clearControls(): void {
    this.list.clear();
  }

  handle(command: Command): void {
    if (this.focus.handle(command)) return;
    if (command.type === 'press' && command.button === 'help') {
      void this.help();
      return;
    }
    this.command(command);
  }

  /** Help (F1 / Select): how to get around, in the words of the device in hand. */
  protected async help(): Promise<void> {
    this.shell.sfx.play('click');
    this.helpOpen = true;
    await messageBox('Help', controlsHelp(this.shell.input.lastDevice));
    this.helpOpen = false;
  }

  /** What the focus group left: back, menu and the like. */
  protected command(_command: Command): void {}

  snapshot(): { controls: ControlInfo[] } & Record<string, unknown> {
    return { ...this.state(), controls: this.list.info(), prompt: this.promptBar?.line ?? '', help: this.helpOpen };
  }

  /** The screen's own state for automation, plain JSON. */
  protected state(): Record<string, unknown> {
    return {};
  }

  destroy(): void {
    this.view.destroy(WHOLE_TREE);
  }
}
