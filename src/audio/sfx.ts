// Sound effects for screens and games. Sound is a nicety: nothing here may
// throw at a caller, whether the browser has no audio device, has not yet
// been allowed to play, or fails halfway through.

import type { SfxName } from './effects';

export type { SfxName } from './effects';

/** Where effects actually play. */
export interface SfxOutput {
  /** `volume` is 0-1 and never 0. */
  play(name: SfxName, volume: number): void;
  /** Lets the browser start audio; called from inside a user gesture. */
  resume(): Promise<void> | void;
}

export class Sfx {
  private volume = 1;
  private muted = false;
  private complained = false;
  private readonly output: SfxOutput | null;

  /** Effects through `output`; null plays nothing. */
  constructor(output: SfxOutput | null) {
    this.output = output;
  }

  /** Generates every effect and loads it into @pixi/sound; silent when that is impossible. */
  static async create(): Promise<Sfx> {
    try {
      const { pixiOutput } = await import('./pixi-output');
      return new Sfx(await pixiOutput());
    } catch (error) {
      const silent = new Sfx(null);
      silent.complain(error);
      return silent;
    }
  }

  play(name: SfxName): void {
    if (this.output === null || this.muted || this.volume === 0) return;
    try {
      this.output.play(name, this.volume);
    } catch (error) {
      this.complain(error);
    }
  }

  /** How loud a sound would play now, 0-1: 0 when muted or without audio (the voices follow it). */
  get loudness(): number {
    return this.output === null || this.muted ? 0 : this.volume;
  }

  setVolume(volume: number): void {
    this.volume = Number.isFinite(volume) ? Math.max(0, Math.min(1, volume)) : 0;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  /**
   * Browsers hold audio until a user gesture, and @pixi/sound only watches
   * the mouse and touch: input from keys and gamepads calls this.
   */
  unlock(): void {
    if (this.output === null) return;
    try {
      Promise.resolve(this.output.resume()).catch((error: unknown) => this.complain(error));
    } catch (error) {
      this.complain(error);
    }
  }

  // Once is enough: a kiosk without sound would otherwise log every click.
  private complain(error: unknown): void {
    if (this.complained) return;
    this.complained = true;
    console.warn('Sound is off:', error);
  }
}
