// The small lifecycle every screen shares, shell and games alike. The navigator
// owns switching; a screen only draws into `view` and answers commands.

import type { Container } from 'pixi.js';
import type { Command } from '../input/commands';
import type { NativeSize } from '../renderer/scaler';
import type { Look } from '../renderer/widgets';
import type { IdleKind } from './idle';

export interface Screen {
  /** Stable id shown to automation as `window.parlour.screen`. */
  readonly id: string;
  readonly view: Container;
  /** The native frame this screen draws on; 640x480 when absent. */
  readonly native?: NativeSize;
  /** The Windows look of a game's window, which what opens over it ("Still playing?", the replay panel) shares; Windows 3.1 when absent. */
  readonly look?: Look;
  /** What walking away from this screen leads to (see `idle.ts`); 'shell' when absent. */
  readonly idle?: IdleKind;
  show?(): void;
  hide?(): void;
  update?(dtMs: number): void;
  handle(command: Command): void;
  /** The screen's state as plain JSON for automation (and the operator export). */
  snapshot?(): unknown;
  /** Automation: drop a network game's connection as a failing network would (false: no network game). */
  dropConnection?(): boolean;
  /** The player walked away: record the game as lost where the game keeps statistics. */
  abandon?(): Promise<void> | void;
  destroy?(): void;
}

/** A control's place on the native frame, for automation and pointer tests. */
export interface ControlInfo {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  focused: boolean;
}
