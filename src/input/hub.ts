// The one stream of commands from every device, plus what the kiosk needs to
// know about the player's hands: which device spoke last (for prompts) and
// that someone did anything at all (idle timers, audio unlock, fullscreen).
// Listeners run inside the DOM event that caused them where there is one, so
// browsers treat them as user gestures.

import type { Command, CommandListener, Device } from './commands';
import { GamepadInput } from './gamepad';
import { KeyboardInput } from './keyboard';
import { PointerInput, type ToNative } from './pointer';
import type { InputSink } from './sink';

export interface InputHubOptions {
  toNative: ToNative;
  target?: Window;
}

/** Calls every listener even when one throws; the error still reaches the page's error reporting. */
class Listeners<T> {
  private readonly fns = new Set<(value: T) => void>();

  add(fn: (value: T) => void): () => void {
    this.fns.add(fn);
    return () => this.fns.delete(fn);
  }

  call(value: T): void {
    for (const fn of this.fns) {
      try {
        fn(value);
      } catch (error) {
        reportError(error);
      }
    }
  }
}

export class InputHub {
  private readonly commands = new Listeners<Command>();
  private readonly devices = new Listeners<Device>();
  private readonly inputs = new Listeners<void>();
  private readonly keyboard: KeyboardInput;
  private readonly pointer: PointerInput;
  private readonly gamepads: GamepadInput;
  private device: Device = 'keyboard';

  constructor(options: InputHubOptions) {
    const target = options.target ?? window;
    const sink: InputSink = {
      command: (command, active = true) => {
        if (active) this.activity(command.device);
        this.commands.call(command);
      },
      activity: (device) => this.activity(device),
    };
    this.keyboard = new KeyboardInput(target, sink);
    this.pointer = new PointerInput(target, options.toNative, sink);
    this.gamepads = new GamepadInput(target, sink, (connected, added) => {
      // A pad showing up means someone is holding it; with the last one gone its glyphs would mislead.
      if (added) this.use('gamepad');
      else if (connected === 0 && this.device === 'gamepad') this.use('keyboard');
    });
  }

  start(): void {
    this.keyboard.start();
    this.pointer.start();
    this.gamepads.start();
  }

  stop(): void {
    this.keyboard.stop();
    this.pointer.stop();
    this.gamepads.stop();
  }

  subscribe(fn: CommandListener): () => void {
    return this.commands.add(fn);
  }

  /** The device used last; prompts show its glyphs. */
  get lastDevice(): Device {
    return this.device;
  }

  onDeviceChange(fn: (device: Device) => void): () => void {
    return this.devices.add(fn);
  }

  get gamepadsConnected(): number {
    return this.gamepads.connected;
  }

  /** The slots of the pads plugged in now. */
  padSlots(): number[] {
    return this.gamepads.connectedSlots;
  }

  /** Any deliberate use of any device (a drifting mouse does not count). */
  onAnyInput(fn: () => void): () => void {
    return this.inputs.add(fn);
  }

  private activity(device: Device): void {
    this.use(device);
    this.inputs.call();
  }

  private use(device: Device): void {
    if (device === this.device) return;
    this.device = device;
    this.devices.call(device);
  }
}
