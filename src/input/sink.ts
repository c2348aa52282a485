// Where the device modules deliver what they read; the hub implements it.

import type { Command, Device } from './commands';

export interface InputSink {
  /** A command for the screens. `active` false: a pointer drifting a pixel, which must not wake an idle kiosk. */
  command(command: Command, active?: boolean): void;
  /** Someone used a device without producing a command (a click outside the frame). */
  activity(device: Device): void;
}
