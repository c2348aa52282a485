// The whole kiosk in Node for tests: the real shell, navigator, screens and
// dialogs on a stage that is never painted, records in memory, and input that
// a test gives command by command. Time passes only when the test ticks the
// stage, so a test waits on the kiosk's state, never on the clock. What
// Pixi reads of the browser is stubbed and the textures blanked first: by
// the flow project's setup (kiosk-in-node.ts) for `*.flow.test.ts`; a unit
// test file does the same itself, then imports this module:
//
//   vi.stubGlobal('navigator', { userAgent: 'node' });
//   vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

import { Container } from 'pixi.js';
import type { SfxName } from '../../audio/sfx';
import { KEY_BINDINGS } from '../../input/bindings';
import type { Command, Device } from '../../input/commands';
import { keyDownCommands } from '../../input/keyboard';
import { setDialogHost } from '../../renderer/widgets';
import { PixelText } from '../../renderer/text';
import { type Records, openRecords } from '../../store/records';
import { Navigator } from '../navigator';
import { GAMES } from '../registry';
import type { GameEntry } from '../shell-contract';
import type { ControlInfo, Screen } from '../screen';
import { KioskShell, type KioskParts } from './kiosk-shell';
import { stepToward } from './test-focus';

interface ControlRect {
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
}

/** One frame of the stage. */
const FRAME_MS = 16;

/** Frames the computers' turns, or a deal, may take at the kiosk's own speed before a player's wait gives up. */
const TURN_FRAMES = 3000;

/** A plain player's step: answer the open dialog with its button `id`, or press the control `id`; `done` tells the screen has taken it. */
export interface PlainStep<S> {
  answer: boolean;
  id: string;
  done(now: S): boolean;
}

export interface TestKioskOptions {
  /** Fixed deals (`?seed=N`). */
  seed?: number | null;
  /** No animations or pauses (`?speed=instant`). */
  instant?: boolean;
  games?: readonly GameEntry[];
  /** The records of a kiosk before (a page reloaded): fresh ones in memory when absent. */
  records?: Records;
  /** A new build of the kiosk, as the service worker tells of one. */
  newBuild?: KioskParts['newBuild'];
}

export class TestKiosk {
  /** The slots (0-3) of the pads plugged in, as the input hub reports them. */
  private pads: readonly number[] = [];
  readonly shell: KioskShell;
  readonly nav: Navigator;
  /** The stage's root: every screen and dialog. */
  private readonly root = new Container();
  /** Every sound played, in order. */
  readonly sounds: SfxName[] = [];
  private readonly tickers: ((dtMs: number) => void)[] = [];
  private readonly listeners: ((command: Command) => void)[] = [];
  private readonly deviceListeners = new Set<(device: Device) => void>();
  private device: Device = 'keyboard';

  /** A kiosk on `records` (`TestKiosk.open` reads fresh ones in memory). */
  constructor(
    /** The kiosk's records, which a kiosk opened after it may take over. */
    readonly records: Records,
    options: TestKioskOptions,
  ) {
    const stage = {
      root: this.root,
      onTick: (fn: (dtMs: number) => void) => this.tickers.push(fn),
      setNative: () => undefined,
      setScaleMode: () => undefined,
      setCrt: () => undefined,
      // The attract loop paints its trails into a texture of its own.
      onRebuilt: () => () => undefined,
      paint: () => undefined,
    };
    this.nav = new Navigator(stage as never);
    setDialogHost(this.nav);
    const lastDevice = () => this.device;
    const pads = () => this.pads;
    const input = {
      get lastDevice() {
        return lastDevice();
      },
      subscribe: (fn: (command: Command) => void) => {
        this.listeners.push(fn);
        return () => undefined;
      },
      onDeviceChange: (fn: (device: Device) => void) => {
        this.deviceListeners.add(fn);
        return () => this.deviceListeners.delete(fn);
      },
      onAnyInput: () => () => undefined,
      get gamepadsConnected() {
        return pads().length;
      },
      padSlots: () => [...pads()],
    };
    const sfx = {
      play: (name: SfxName) => this.sounds.push(name),
      unlock: () => undefined,
      setVolume: () => undefined,
      setMuted: () => undefined,
      loudness: 0,
    };
    const flags = { test: true, seed: options.seed ?? 1, instant: options.instant ?? true, offline: false };
    this.shell = new KioskShell({ stage: stage as never, nav: this.nav, input: input as never, records, sfx: sfx as never, flags, games: options.games ?? GAMES, ...(options.newBuild === undefined ? {} : { newBuild: options.newBuild }) });
  }

  static async open(options: TestKioskOptions = {}): Promise<TestKiosk> {
    const records = options.records ?? (await openRecords({ indexedDB: null, journal: null }));
    return new TestKiosk(records, options);
  }

  get screen(): Screen | null {
    return this.nav.current;
  }

  /** The current screen's snapshot, as automation reads it. */
  snapshot<T = Record<string, unknown>>(): T {
    return this.nav.current?.snapshot?.() as T;
  }

  /** A command from a device, as the input hub hands it on. */
  async send(command: Command): Promise<void> {
    await this.sendTogether(command);
  }

  /** Several commands handed on in one go, as one key event gives them (Space: its character, then a confirm): nothing runs between them. */
  async sendTogether(...commands: Command[]): Promise<void> {
    for (const command of commands) {
      if (command.device !== this.device) {
        this.device = command.device;
        for (const fn of this.deviceListeners) fn(command.device);
      }
      for (const fn of this.listeners) fn(command);
    }
    await this.settle();
  }

  /** Presses of `buttons` on `device`. */
  async press(...buttons: Extract<Command, { type: 'press' }>['button'][]): Promise<void> {
    for (const button of buttons) await this.send({ type: 'press', button, device: 'keyboard', repeat: false });
  }

  /** Pad presses of `buttons`. */
  async pad(...buttons: Extract<Command, { type: 'press' }>['button'][]): Promise<void> {
    for (const button of buttons) await this.send({ type: 'press', button, device: 'gamepad', repeat: false, pad: 0 });
  }

  /** Presses of `buttons` on the pad in slot `slot` (0-3): at a table of several people, each pad plays its own seat. */
  async padAt(slot: number, ...buttons: Extract<Command, { type: 'press' }>['button'][]): Promise<void> {
    for (const button of buttons) await this.send({ type: 'press', button, device: 'gamepad', repeat: false, pad: slot });
  }

  /**
   * Keys pressed and released, named as the browser names them (`KeyboardEvent.key`:
   * 'Enter', 'ArrowDown', 'F10', 'Alt', 'e', ' '), each giving the commands the
   * keyboard makes of it: its character, its binding, or both (Space); 'Alt'
   * alone opens the menu bar on its release, as in Windows.
   */
  async key(...keys: string[]): Promise<void> {
    for (const key of keys) {
      const info = { key, code: '', shift: false, ctrl: false, alt: false, meta: false, altGraph: false, repeat: false };
      for (const command of keyDownCommands(info)) await this.send(command);
      const alone = KEY_BINDINGS.find((b) => b.alone && b.key === key);
      if (alone && alone.action !== 'operator') await this.send({ type: 'press', button: alone.action, device: 'keyboard', repeat: false });
    }
  }

  /** Characters typed on the keyboard (Space also presses confirm, as the keyboard does). */
  async type(text: string): Promise<void> {
    for (const char of text) await this.send({ type: 'char', char: char.toUpperCase(), device: 'keyboard' });
  }

  /** Presses of `buttons` on `device`: the keyboard, or pad 0. */
  async on(device: 'keyboard' | 'gamepad', ...buttons: Extract<Command, { type: 'press' }>['button'][]): Promise<void> {
    await (device === 'gamepad' ? this.pad(...buttons) : this.press(...buttons));
  }

  /** In "Who is playing?": down to its last line, "New player...", then `name` typed on the keyboard and confirmed. */
  async newPlayer(name: string): Promise<void> {
    for (let i = 0; i < 20; i++) await this.press('down');
    await this.press('confirm');
    await this.until(() => this.snapshot<{ controls?: ControlInfo[] }>().controls?.some((c) => c.id === 'keyboard') ?? false);
    await this.type(name);
    await this.press('confirm');
  }

  /** Alt with `char`, as in Windows: the menu (or the control) whose letter is underlined. */
  async alt(char: string): Promise<void> {
    await this.send({ type: 'alt', char: char.toUpperCase(), device: 'keyboard' });
  }

  /** Walk the focus to the control `id` with the arrows (a pad's D-pad): to its row first, then along it. */
  async focus(id: string, device: 'keyboard' | 'gamepad' = 'keyboard'): Promise<void> {
    for (let tries = 0; tries < 30; tries++) {
      const step = stepToward(this.snapshot<{ controls?: ControlInfo[] }>().controls ?? [], id);
      if (step === null) return;
      await this.on(device, step);
    }
    throw new Error(`Could not walk the focus to ${id}`);
  }

  /** Press the control `id` as `device` does: the mouse clicks it, the keyboard and a pad walk the focus to it and confirm. */
  async use(id: string, device: Device): Promise<void> {
    if (device === 'pointer') return this.click(id);
    await this.focus(id, device);
    await this.on(device, 'confirm');
  }

  /** Answer the open dialog as `device` does: Enter or a pad's A press its default button, the mouse clicks the button `id`. */
  async answer(device: Device, id = 'ok'): Promise<void> {
    await (device === 'pointer' ? this.click(id) : this.on(device, 'confirm'));
  }

  /** Choose item `id` of the window's menu `title` as `device` does: the mouse clicks (`menu`); F10 or a pad's Start opens the bar, the arrows walk to it, confirm chooses. */
  async menuWith(device: Device, title: string, id: string): Promise<void> {
    if (device === 'pointer') return this.menu(title, id);
    const open = () => this.snapshot<{ menuTitle: string | null; menuItem: string | null }>();
    await this.on(device, 'menu');
    for (let tries = 0; tries < 8 && open().menuTitle !== title; tries++) await this.on(device, 'right');
    for (let tries = 0; tries < 20 && open().menuItem !== id; tries++) await this.on(device, 'down');
    if (open().menuItem !== id) throw new Error(`Could not reach menu item ${id} of ${title}`);
    await this.on(device, 'confirm');
  }

  /**
   * Play on with `device` as a plain player until `stop` holds of a snapshot
   * (1000 of the player's moves at the most: a game going round in circles):
   * at each of the player's moves (`ready`, however long the computers take)
   * `choose` says what to do, and the screen takes it.
   */
  async playOn<S>(device: Device, ready: (s: S) => boolean, stop: (s: S) => boolean, choose: (s: S) => PlainStep<S>): Promise<S> {
    for (let move = 0; move < 1000; move++) {
      await this.until(() => ready(this.snapshot<S>()), TURN_FRAMES);
      const s = this.snapshot<S>();
      if (stop(s)) return s;
      const step = choose(s);
      if (step.answer) await this.answer(device, step.id);
      else await this.use(step.id, device);
      await this.until(() => step.done(this.snapshot<S>()), TURN_FRAMES);
    }
    throw new Error("The game did not end within 1000 of the player's moves");
  }

  /** A click at a point of the native frame. */
  async clickAt(x: number, y: number): Promise<void> {
    await this.send({ type: 'pointer', phase: 'down', x, y, device: 'pointer' });
    await this.send({ type: 'pointer', phase: 'up', x, y, device: 'pointer' });
  }

  /** A click in the middle of the control automation knows as `id`. */
  async click(id: string): Promise<void> {
    const control = this.control(id);
    await this.clickAt(control.x + Math.floor(control.width / 2), control.y + Math.floor(control.height / 2));
  }

  /** Open the window's menu `title` and click its item `id`, as a mouse player does. */
  async menu(title: string, id: string): Promise<void> {
    const places = () => this.snapshot<{ menu: { titles: ControlRect[]; items: (ControlRect & { id: string })[] } | null }>().menu;
    const at = places()?.titles.find((t) => t.label === title);
    if (!at) throw new Error(`No menu ${title}`);
    await this.clickAt(at.x + Math.floor(at.width / 2), at.y + Math.floor(at.height / 2));
    const item = places()?.items.find((i) => i.id === id);
    if (!item) throw new Error(`No item ${id} in ${title}`);
    await this.clickAt(item.x + Math.floor(item.width / 2), item.y + Math.floor(item.height / 2));
  }

  /** The labels of the items of the window's menu `title`, as it shows them when opened (then closed again). */
  async menuLabels(title: string): Promise<string[]> {
    const places = () => this.snapshot<{ menu: { titles: ControlRect[]; items: (ControlRect & { label: string })[] } | null }>().menu;
    const at = places()?.titles.find((t) => t.label === title);
    if (!at) throw new Error(`No menu ${title}`);
    await this.clickAt(at.x + Math.floor(at.width / 2), at.y + Math.floor(at.height / 2));
    const labels = places()?.items.map((i) => i.label) ?? [];
    await this.press('back');
    return labels;
  }

  /** The pads in `slots` are plugged in from now (none: every pad pulled out). */
  plugPads(slots: readonly number[]): void {
    this.pads = [...slots];
  }

  /** The control `id` of the screen's snapshot (the open dialog's, when one is). */
  control(id: string): ControlInfo {
    const controls = this.snapshot<{ controls?: ControlInfo[] }>().controls ?? [];
    const found = controls.find((c) => c.id === id);
    if (!found) throw new Error(`No control ${id}: ${controls.map((c) => c.id).join(' ')}`);
    return found;
  }

  /** Let every answer already due run (promises, and the timers of the in-page computer players). */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** `frames` frames of the stage go by. */
  async tick(frames = 1): Promise<void> {
    for (let i = 0; i < frames; i++) {
      for (const fn of this.tickers) fn(FRAME_MS);
      await this.settle();
    }
  }

  /** Frames go by until `ready` holds of the kiosk (or of its records, read as it goes); fails after `frames` frames (a kiosk going round in circles). */
  async until(ready: () => boolean | Promise<boolean>, frames = 600): Promise<void> {
    for (let i = 0; i < frames; i++) {
      if (await ready()) return;
      await this.tick();
    }
    if (!(await ready())) throw new Error(`The kiosk did not get there in ${frames} frames: ${JSON.stringify(this.snapshot()).slice(0, 600)}`);
  }

  /** Everything on the stage that is shown (a hidden object and all under it left out), for tests of where things lie. */
  shown(): Container[] {
    const under = (node: Container): Container[] => (node.visible ? [node, ...node.children.flatMap(under)] : []);
    return under(this.root);
  }

  /** Every text of the box open now, top to bottom. */
  boxWords(): string {
    const texts: string[] = [];
    const walk = (node: Container) => {
      if (node instanceof PixelText) texts.push(node.text);
      node.children.forEach((child) => walk(child));
    };
    const top = this.nav.topModal;
    if (top) walk(top.view);
    return texts.join('\n');
  }

  /** Frames go by until the screen is `id`. */
  async untilScreen(id: string): Promise<void> {
    await this.until(() => this.nav.current?.id === id);
  }
}
