// The shell's routing and idle handling, with the screens and dialogs replaced
// by stand-ins (Pixi needs a browser): who gets each command, and what walking
// away from a game does.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../input/commands';
import type { Screen } from '../screen';

const made: { id: string }[] = [];
const questions: { close: ReturnType<typeof vi.fn>; secondsLeft: () => number; look: string }[] = [];

function fakeScreen(id: string) {
  return class {
    readonly id = id;
    readonly idle = id === 'title' ? 'title' : id === 'attract' ? 'attract' : 'shell';
    readonly handled: Command[] = [];
    constructor() {
      made.push(this);
    }
    handle(command: Command): void {
      this.handled.push(command);
    }
  };
}

vi.mock('./title', () => ({ TitleScreen: fakeScreen('title') }));
vi.mock('./attract', () => ({ AttractScreen: fakeScreen('attract') }));
vi.mock('./select', () => ({ SelectScreen: fakeScreen('select') }));
vi.mock('./hall-of-fame', () => ({ HallOfFameScreen: fakeScreen('hall-of-fame') }));
vi.mock('./operator', () => ({ OperatorScreen: fakeScreen('operator') }));
vi.mock('../../renderer/widgets/dialogs', () => ({ messageBox: vi.fn(async () => 'ok') }));
function question(look: string) {
  return class {
    readonly close = vi.fn();
    readonly look = look;
    constructor(_host: unknown, readonly secondsLeft: () => number) {
      questions.push(this);
    }
  };
}

vi.mock('./still-playing', () => ({ StillPlaying: question('windows') }));
vi.mock('../../renderer/stage', () => ({ SPECTRUM_SIZE: { width: 320, height: 240 } }));
vi.mock('./still-playing-spectrum', () => ({ SpectrumStillPlaying: question('spectrum') }));

const { KioskShell } = await import('./kiosk-shell');

interface Rig {
  shell: InstanceType<typeof KioskShell>;
  send(command: Command): void;
  tick(ms: number): void;
  current(): Screen | null;
}

const key = (button: 'confirm' | 'back'): Command => ({ type: 'press', button, device: 'keyboard', repeat: false });

function rig(): Rig {
  let listener: (command: Command) => void = () => {};
  let ticker: (dt: number) => void = () => {};
  let current: Screen | null = null;
  const changes: (() => void)[] = [];
  const nav = {
    get current() {
      return current;
    },
    go(screen: Screen) {
      current = screen;
      for (const fn of changes) fn();
    },
    handle(command: Command) {
      current?.handle(command);
    },
    onChange(fn: () => void) {
      changes.push(fn);
    },
  };
  const options = { volume: 0.6, muted: false, scaleMode: 'integer', crt: false, idleTimeoutSeconds: 90, attractAfterSeconds: 30, operatorPin: '1990' };
  const shell = new KioskShell({
    stage: { onTick: (fn: (dt: number) => void) => (ticker = fn), setScaleMode: vi.fn(), setCrt: vi.fn() },
    nav,
    input: { subscribe: (fn: (command: Command) => void) => (listener = fn) },
    records: { options: () => options },
    sfx: { play: vi.fn(), unlock: vi.fn(), setVolume: vi.fn(), setMuted: vi.fn() },
    flags: { test: true, seed: null, instant: true },
    games: [],
  } as never);
  return { shell, send: (c) => listener(c), tick: (ms) => ticker(ms), current: () => current };
}

/** A game screen stand-in that records being abandoned. */
function game(): Screen & { abandoned: number; handled: Command[] } {
  return {
    id: 'hearts',
    idle: 'game',
    view: null as never,
    abandoned: 0,
    handled: [],
    handle(command) {
      this.handled.push(command);
    },
    abandon() {
      this.abandoned++;
    },
  };
}

beforeEach(() => {
  made.length = 0;
  questions.length = 0;
});

describe('KioskShell', () => {
  it('passes commands to the current screen', () => {
    const { shell, send, current } = rig();
    shell.show('select');
    send(key('confirm'));
    expect((current() as unknown as { handled: Command[] }).handled).toEqual([key('confirm')]);
  });

  it('opens the operator screen on the operator gesture', async () => {
    const { shell, send, current } = rig();
    shell.show('title');
    send({ type: 'operator', device: 'gamepad' });
    await vi.waitFor(() => expect(current()?.id).toBe('operator'));
  });

  it('starts the attract loop after the title sits idle, and goes home from other screens', async () => {
    const { shell, tick, current } = rig();
    shell.show('title');
    tick(29_000);
    expect(current()?.id).toBe('title');
    tick(1_000);
    await vi.waitFor(() => expect(current()?.id).toBe('attract'));
    shell.show('hall-of-fame');
    await vi.waitFor(() => expect(current()?.id).toBe('hall-of-fame'));
    tick(90_000);
    expect(current()?.id).toBe('title');
  });

  it("holds input while a screen's code comes, and never shows it over a screen shown after it", async () => {
    const { shell, send, current } = rig();
    shell.show('title');
    shell.show('hall-of-fame');
    // The press lands nowhere: not on the title about to be left.
    send(key('confirm'));
    expect((current() as unknown as { handled: Command[] }).handled).toEqual([]);
    shell.show('select');
    await shell.prefetch();
    await new Promise((resolve) => setTimeout(resolve));
    expect(current()?.id).toBe('select');
    send(key('confirm'));
    expect((current() as unknown as { handled: Command[] }).handled).toEqual([key('confirm')]);
  });

  it('asks "Still playing?" in an idle game; any input answers it and does nothing else', () => {
    const { shell, send, tick } = rig();
    const table = game();
    shell.nav.go(table);
    tick(90_000);
    expect(questions).toHaveLength(1);
    expect(questions[0]?.secondsLeft()).toBe(15);
    send(key('confirm'));
    expect(questions[0]?.close).toHaveBeenCalledWith('yes');
    expect(table.handled).toEqual([]);
    // The next press is the game's again, and the wait starts over.
    send(key('back'));
    expect(table.handled).toEqual([key('back')]);
    tick(89_000);
    expect(questions).toHaveLength(1);
  });

  it('asks in the look of the machine on screen: a Spectrum game gets the Spectrum question', () => {
    const { shell, tick } = rig();
    shell.nav.go(game());
    tick(90_000);
    shell.nav.go({ ...game(), native: { width: 320, height: 240 } });
    tick(90_000);
    expect(questions.map((q) => q.look)).toEqual(['windows', 'spectrum']);
  });

  it('abandons an unanswered game: a loss where kept, the player forgotten, back to the title', async () => {
    const { shell, tick, current } = rig();
    const table = game();
    shell.seated = [{ seat: 0, name: 'ALICE', device: null }];
    shell.nav.go(table);
    tick(90_000);
    tick(15_000);
    await vi.waitFor(() => expect(current()?.id).toBe('title'));
    expect(table.abandoned).toBe(1);
    expect(shell.seated).toEqual([]);
    expect(questions[0]?.close).toHaveBeenCalledWith('gone');
  });

  it('forgets who was seated when a table is left for the game select or the title, so the next visitor is asked', () => {
    const { shell } = rig();
    for (const screen of ['select', 'title'] as const) {
      shell.seated = [{ seat: 0, name: 'ALICE', device: null }];
      shell.show(screen);
      expect(shell.seated).toEqual([]);
    }
    shell.seated = [{ seat: 0, name: 'ALICE', device: null }];
    shell.show('hall-of-fame');
    expect(shell.seated).toHaveLength(1);
  });
});
