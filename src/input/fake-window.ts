// A stand-in for the browser window in the input tests (which run in Node):
// events, animation frames and timers that only advance when told, and a
// gamepad list the test rewrites at will.

export interface FakePad {
  buttons?: Record<number, number>;
  axes?: Record<number, number>;
}

/** A standard-mapping Gamepad as a browser would report it (17 buttons, 4 axes). */
export function fakeGamepad(index: number, pad: FakePad = {}): Gamepad {
  const buttons = Array.from({ length: 17 }, (_, i) => {
    const value = pad.buttons?.[i] ?? 0;
    return { pressed: value >= 0.5, touched: value > 0, value };
  });
  const axes = Array.from({ length: 4 }, (_, i) => pad.axes?.[i] ?? 0);
  return {
    id: 'Fake pad (STANDARD GAMEPAD)',
    index,
    connected: true,
    mapping: 'standard',
    timestamp: 0,
    buttons,
    axes,
  } as unknown as Gamepad;
}

export class FakeWindow extends EventTarget {
  gamepads: (Gamepad | null)[] = [null, null, null, null];
  readonly navigator = { getGamepads: (): (Gamepad | null)[] => [...this.gamepads] };
  private frames = new Map<number, FrameRequestCallback>();
  private timers: (() => void)[] = [];
  private nextId = 1;

  requestAnimationFrame(callback: FrameRequestCallback): number {
    const id = this.nextId++;
    this.frames.set(id, callback);
    return id;
  }

  cancelAnimationFrame(id: number): void {
    this.frames.delete(id);
  }

  setTimeout(callback: () => void): number {
    this.timers.push(callback);
    return this.nextId++;
  }

  /** Run one animation frame at `now` ms; errors thrown in it are reported as the browser would. */
  frame(now: number): void {
    const due = [...this.frames.values()];
    this.frames.clear();
    for (const callback of due) {
      try {
        callback(now);
      } catch (error) {
        this.dispatchEvent(Object.assign(new Event('error'), { error }));
      }
    }
  }

  get pendingFrames(): number {
    return this.frames.size;
  }

  runTimers(): void {
    const due = this.timers;
    this.timers = [];
    for (const callback of due) callback();
  }

  asWindow(): Window {
    return this as unknown as Window;
  }
}

export interface KeyOptions {
  code?: string;
  shift?: boolean;
  ctrl?: boolean;
  alt?: boolean;
  meta?: boolean;
  altGraph?: boolean;
  repeat?: boolean;
}

export function keyEvent(type: 'keydown' | 'keyup', key: string, options: KeyOptions = {}): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    key,
    code: options.code ?? '',
    shiftKey: options.shift ?? false,
    ctrlKey: options.ctrl ?? false,
    altKey: options.alt ?? false,
    metaKey: options.meta ?? false,
    repeat: options.repeat ?? false,
    isComposing: false,
    getModifierState: (name: string) => name === 'AltGraph' && (options.altGraph ?? false),
  });
}

export interface PointerOptions {
  x: number;
  y: number;
  button?: number;
  buttons?: number;
  primary?: boolean;
  ctrl?: boolean;
}

export function pointerEvent(type: string, options: PointerOptions): Event {
  return Object.assign(new Event(type, { cancelable: true }), {
    clientX: options.x,
    clientY: options.y,
    button: options.button ?? 0,
    buttons: options.buttons ?? 0,
    isPrimary: options.primary ?? true,
    ctrlKey: options.ctrl ?? false,
  });
}
