// The part of gamepad.js (which ships without types) that the kiosk uses.
declare module 'gamepad.js' {
  export interface GamepadListenerEvent<T> {
    readonly type: string;
    readonly detail: T;
  }

  export class GamepadListener {
    constructor(options?: object, mappings?: unknown[]);
    start(): void;
    stop(): void;
    on(name: 'gamepad:connected', fn: (event: GamepadListenerEvent<{ index: number; gamepad: Gamepad }>) => void): void;
    on(name: 'gamepad:disconnected', fn: (event: GamepadListenerEvent<{ index: number }>) => void): void;
    off(name: string, fn: (event: GamepadListenerEvent<never>) => void): void;
  }
}
