// The whole kiosk in Node for tests: the real shell, navigator, screens and
// dialogs on a stage that is never painted, records in memory, and input that
// a test gives command by command. Time passes only when the test ticks the
// stage, so a test waits on the kiosk's state, never on the clock. A test
// file first stubs what Pixi reads of the browser and blanks the textures:
//
//   vi.stubGlobal('navigator', { userAgent: 'node' });
//   vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

import { Container } from 'pixi.js';
import type { SfxName } from '../../audio/sfx';
import type { Command, Device } from '../../input/commands';
import { setDialogHost } from '../../renderer/widgets';
import { type Records, openRecords } from '../../store/records';
import { Navigator } from '../navigator';
import { GAMES } from '../registry';
import type { GameEntry } from '../shell-contract';
import type { ControlInfo, Screen } from '../screen';
import { KioskShell } from './kiosk-shell';

interface ControlRect {
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
}

/** One frame of the stage. */
const FRAME_MS = 16;

export interface TestKioskOptions {
  /** Fixed deals (`?seed=N`). */
  seed?: number | null;
  /** No animations or pauses (`?speed=instant`). */
  instant?: boolean;
  games?: readonly GameEntry[];
  /** The records of a kiosk before (a page reloaded): fresh ones in memory when absent. */
  records?: Records;
}

export class TestKiosk {
  readonly shell: KioskShell;
  readonly nav: Navigator;
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
      root: new Container(),
      onTick: (fn: (dtMs: number) => void) => this.tickers.push(fn),
      setNative: () => undefined,
      setScaleMode: () => undefined,
      setCrt: () => undefined,
    };
    this.nav = new Navigator(stage as never);
    setDialogHost(this.nav);
    const lastDevice = () => this.device;
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
      gamepadsConnected: 0,
      padSlots: () => [],
    };
    const sfx = {
      play: (name: SfxName) => this.sounds.push(name),
      unlock: () => undefined,
      setVolume: () => undefined,
      setMuted: () => undefined,
      loudness: 0,
    };
    const flags = { test: true, seed: options.seed ?? 1, instant: options.instant ?? true };
    this.shell = new KioskShell({ stage: stage as never, nav: this.nav, input: input as never, records, sfx: sfx as never, flags, games: options.games ?? GAMES });
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
    if (command.device !== this.device) {
      this.device = command.device;
      for (const fn of this.deviceListeners) fn(command.device);
    }
    for (const fn of this.listeners) fn(command);
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

  /** Characters typed on the keyboard (Space also presses confirm, as the keyboard does). */
  async type(text: string): Promise<void> {
    for (const char of text) await this.send({ type: 'char', char: char.toUpperCase(), device: 'keyboard' });
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

  /** Frames go by until `ready` holds of the kiosk; fails after `frames` frames (a kiosk going round in circles). */
  async until(ready: () => boolean, frames = 600): Promise<void> {
    for (let i = 0; i < frames; i++) {
      if (ready()) return;
      await this.tick();
    }
    if (!ready()) throw new Error(`The kiosk did not get there in ${frames} frames: ${JSON.stringify(this.snapshot()).slice(0, 600)}`);
  }

  /** Frames go by until the screen is `id`. */
  async untilScreen(id: string): Promise<void> {
    await this.until(() => this.nav.current?.id === id);
  }
}
