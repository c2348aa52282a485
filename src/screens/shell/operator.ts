// The operator menu, behind a PIN typed on an on-screen keypad (digits from a
// keyboard work too). Inside: volume, scaling, CRT, the idle and attract
// timings, the PIN itself, and export, import and reset of the records.
// Every change is saved and applied at once.

import type { Container } from 'pixi.js';
import type { Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { Dialog, type Focusable, messageBox } from '../../renderer/widgets';
import type { KioskOptions } from '../../store/schemas';
import type { Shell } from '../shell-contract';
import { type PromptPairs, PROMPT_HEIGHT, baize, centre, lettering } from './decor';
import { DialogPanel } from './dialog-panel';
import { type SettingsActions, SettingsPanel } from './operator-panel';
import { changePin, chooseGameServer, exportRecords, importRecords, resetRecords } from './operator-records';
import { ATTRACT_STEPS, IDLE_STEPS, PIN_LENGTH, PinPad, formatWait, recordsStatus, stepValue, stepVolume, waitingMessage, wrongPinMessage } from './operator-settings';
import { PinPadPanel, type PinTone, type Register } from './pin-pad';
import { ShellScreen } from './shell-screen';
import { WHOLE_TREE } from '../../renderer/destroy';

const TITLE_Y = 14;
/** Below the title's lettering, which is three times the system font's 16-pixel line plus its shadow. */
const TITLE_BOTTOM = TITLE_Y + 3 * 17;
const MOVE_AND_PRESS: PromptPairs = [
  ['up', 'Move'],
  ['down', 'Move'],
  ['left', 'Move'],
  ['right', 'Move'],
  ['confirm', 'Press'],
];
const PIN_HINT = 'Type the PIN, then OK.';

export class OperatorScreen extends ShellScreen {
  private readonly pad: PinPad;
  private locked = true;
  private pinPanel: PinPadPanel | null = null;
  private settings: SettingsPanel | null = null;
  private message = PIN_HINT;
  private tone: PinTone = 'hint';
  /** What the last errand (export, import, reset, new PIN) told the operator. */
  private report = '';
  /** The wait last shown on the PIN pad, in the seconds it reads: the countdown redraws when they change. */
  private shownWait = '';
  /** Space types a ' ' just before its confirm: that confirm presses the focused key, as in Windows. */
  private spaceTyped = false;
  private readonly register: Register = <T extends Focusable & Container>(id: string, label: string, item: T, run?: () => void) =>
    this.control(id, label, item, run);

  constructor(shell: Shell) {
    super('operator', shell);
    this.pad = new PinPad(shell.records);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('Operator', { scale: 3, colour: VGA.yellow, shadow: VGA.black }), TITLE_Y));
    this.showPinPad();
  }

  override handle(command: Command): void {
    const space = this.spaceTyped;
    this.spaceTyped = command.type === 'char' && command.char === ' ';
    // While locked, typed digits, erase and a keyboard's Enter go to the PIN whatever has focus.
    if (this.locked) {
      if (command.type === 'char' && /^\d$/.test(command.char)) return this.typeDigit(command.char);
      if (command.type === 'press' && command.button === 'erase') return this.eraseDigit();
      if (command.type === 'press' && command.button === 'confirm' && command.device === 'keyboard' && !space) return void this.submitPin();
    }
    super.handle(command);
  }

  protected override command(command: Command): void {
    if (command.type === 'press' && command.button === 'back') this.leave();
  }

  protected override state(): Record<string, unknown> {
    const options = this.shell.records.options();
    const top = this.shell.nav.topModal;
    return {
      locked: this.locked,
      entered: this.pad.entered,
      wrongTries: this.pad.wrongTries,
      waitSeconds: this.locked ? Math.ceil(this.pad.waitMs / 1000) : 0,
      message: this.locked ? this.message : '',
      options,
      dialog: top instanceof Dialog ? top.title : null,
      report: this.report,
    };
  }

  /** While the pad waits after wrong PINs, count the wait down on its message line. */
  update(): void {
    if (!this.locked || this.pinPanel === null) return;
    const wait = this.pad.waitMs;
    const shown = wait > 0 ? formatWait(wait) : '';
    if (shown === this.shownWait) return;
    this.shownWait = shown;
    this.showPin(wait > 0 ? waitingMessage(wait) : PIN_HINT, wait > 0 ? 'error' : 'hint');
  }

  private leave(): void {
    this.shell.sfx.play('click');
    this.shell.show('title');
  }

  override destroy(): void {
    // An errand still awaiting a dialog must not touch panels that are gone.
    this.pinPanel = null;
    this.settings = null;
    super.destroy();
  }

  /** Take the panel showing off the screen, with its controls, before the next one registers its own. */
  private clearPanel(): void {
    this.clearControls();
    this.pinPanel?.destroy(WHOLE_TREE);
    this.settings?.destroy(WHOLE_TREE);
    this.pinPanel = null;
    this.settings = null;
  }

  /** Show `panel`, centred in the space under the title. */
  private place<T extends DialogPanel>(panel: T): T {
    const free = SHELL_SIZE.height - PROMPT_HEIGHT - TITLE_BOTTOM;
    panel.position.set(Math.floor((SHELL_SIZE.width - panel.outerWidth) / 2), TITLE_BOTTOM + Math.floor((free - panel.outerHeight) / 2));
    this.view.addChild(panel);
    return panel;
  }

  // --- Locked: the PIN pad ----------------------------------------------

  private showPinPad(): void {
    this.clearPanel();
    const panel = new PinPadPanel(this.register, {
      digit: (digit) => this.typeDigit(digit),
      erase: () => this.eraseDigit(),
      submit: () => void this.submitPin(),
      cancel: () => this.shell.show('title'),
    });
    this.pinPanel = this.place(panel);
    this.focus.focus(this.focus.controls[0] ?? null);
    this.prompts([...MOVE_AND_PRESS, ['erase', 'Erase'], ['back', 'Cancel']]);
    this.showPin();
  }

  /** Redraw the boxes; a new message (and its tone) when given, else the last one stays. */
  private showPin(message?: string, tone: PinTone = 'hint'): void {
    if (message !== undefined) {
      this.message = message;
      this.tone = tone;
    }
    this.pinPanel?.show(this.pad.entered, this.message, this.tone);
  }

  private typeDigit(digit: string): void {
    // A fifth digit is refused with a buzz rather than silently dropped.
    this.shell.sfx.play(this.pad.type(digit) ? 'beep' : 'error');
    this.showPin();
  }

  private eraseDigit(): void {
    if (this.pad.erase()) this.shell.sfx.play('beep-low');
    this.showPin();
  }

  private async submitPin(): Promise<void> {
    const { outcome, waitMs } = await this.pad.submit();
    if (this.pinPanel === null) return;
    switch (outcome) {
      case 'busy':
        return;
      case 'typing':
        this.shell.sfx.play('error');
        this.showPin(`Type all ${PIN_LENGTH} digits.`, 'error');
        return;
      case 'open':
        this.shell.sfx.play('beep-high');
        this.locked = false;
        this.showSettings();
        return;
      case 'wrong':
      case 'waiting':
        this.shell.sfx.play('error');
        // The countdown takes over from the next frame, starting from the same words.
        this.shownWait = waitMs > 0 ? formatWait(waitMs) : '';
        this.showPin(outcome === 'wrong' ? wrongPinMessage(waitMs) : waitingMessage(waitMs), 'error');
    }
  }

  // --- Unlocked: the settings --------------------------------------------

  private showSettings(): void {
    this.clearPanel();
    const actions: SettingsActions = {
      step: (what, direction) => {
        const options = this.shell.records.options();
        if (what === 'volume') void this.change({ volume: stepVolume(options.volume, direction) });
        if (what === 'idle') void this.change({ idleTimeoutSeconds: stepValue(options.idleTimeoutSeconds, direction, IDLE_STEPS) });
        if (what === 'attract') void this.change({ attractAfterSeconds: stepValue(options.attractAfterSeconds, direction, ATTRACT_STEPS) });
      },
      toggle: (what, on) => {
        // A check box has no click of its own (it is not a push button).
        this.shell.sfx.play('click');
        if (what === 'muted') void this.change({ muted: on });
        if (what === 'fit') void this.change({ scaleMode: on ? 'fit' : 'integer' });
        if (what === 'crt') void this.change({ crt: on });
      },
      changePin: () => this.errand(changePin(this.shell)),
      gameServer: () => this.errand(chooseGameServer(this.shell, (patch) => this.change(patch))),
      exportRecords: () => this.errand(exportRecords(this.shell)),
      importRecords: () => this.errand(importRecords(this.shell)),
      resetRecords: () => this.errand(resetRecords(this.shell)),
      exit: () => this.shell.show('title'),
    };
    this.settings = this.place(new SettingsPanel(this.register, actions));
    this.focus.focus(this.focus.controls[0] ?? null);
    this.prompts([...MOVE_AND_PRESS, ['back', 'Exit']]);
    this.refresh();
    this.tellLostSaves();
  }

  /** Saves lost before the last restart are told once the operator is in, then no longer kept. */
  private tellLostSaves(): void {
    const lost = this.shell.records.lostBeforeRestart;
    if (lost.length === 0) return;
    this.shell.sfx.play('error');
    this.errand(
      messageBox('Records not saved', lost.join('\n\n')).then(() => {
        this.shell.records.acknowledgeNotices();
        return lost.join('\n\n');
      }),
    );
  }

  /** Once an errand's message is read: keep its words for the snapshot and show what changed. */
  private errand(done: Promise<string | null>): void {
    void done.then((report) => {
      if (report !== null) this.report = report;
      this.refresh();
    });
  }

  private async change(patch: Partial<KioskOptions>): Promise<void> {
    const options = await this.shell.records.updateOptions(patch);
    this.shell.applyOptions(options);
    this.refresh();
  }

  /** Show the values as they are now, and what the records say about themselves. */
  private refresh(): void {
    const { persistent, notices } = this.shell.records;
    this.settings?.refresh(this.shell.records.options(), recordsStatus(persistent, notices));
  }
}
