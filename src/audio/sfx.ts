// Sound effects for screens and games. Sound is a nicety: nothing here may
// throw at a caller, whether the browser has no audio device, has not yet
// been allowed to play, or fails halfway through. Nor may it hold up the
// kiosk's start: the effects are generated after the title is up (audio
// cannot play before the first key or touch anyway), or on first use.

import type { SfxName } from './effects';

export type { SfxName } from './effects';

/** Where effects actually play. */
export interface SfxOutput {
  /** `volume` is 0-1 and never 0. */
  play(name: SfxName, volume: number): void;
  /** Lets the browser start audio; called from inside a user gesture. */
  resume(): Promise<void> | void;
}

/** Makes the output: generates every effect (slow, so only when wanted). */
export type SfxLoader = () => Promise<SfxOutput>;

/** Every effect generated and loaded into @pixi/sound, their code fetched only then. */
const pixiEffects: SfxLoader = async () => (await import('./pixi-output')).pixiOutput();

export class Sfx {
  private volume = 1;
  private muted = false;
  private complained = false;
  private output: SfxOutput | null;
  /** How to make the output while there is none yet; null once that failed (no audio at all). */
  private load: SfxLoader | null;
  private loading: Promise<void> | null = null;
  /** A key or touch came before the effects were ready: the output is let start as soon as they are. */
  private unlockWanted = false;

  /** Effects through `output`; null plays nothing, unless `load` makes an output later (`prepare`). */
  constructor(output: SfxOutput | null, load: SfxLoader | null = null) {
    this.output = output;
    this.load = output === null ? load : null;
  }

  /** Effects generated on first use, or earlier by `prepare`; silent where that proves impossible. */
  static later(load: SfxLoader = pixiEffects): Sfx {
    return new Sfx(null, load);
  }

  /** Generate the effects now if they are not yet (idle time after the title). Never rejects. */
  prepare(): Promise<void> {
    const load = this.load;
    if (this.output !== null || load === null) return Promise.resolve();
    this.loading ??= load().then(
      (output) => {
        this.output = output;
        if (this.unlockWanted) this.unlock();
      },
      (error: unknown) => {
        this.load = null;
        this.complain(error);
      },
    );
    return this.loading;
  }

  play(name: SfxName): void {
    if (this.muted || this.volume === 0) return;
    if (this.output === null) {
      // Dropped rather than played late: a sound after its moment is worse than none.
      void this.prepare();
      return;
    }
    try {
      this.output.play(name, this.volume);
    } catch (error) {
      this.complain(error);
    }
  }

  /** How loud a sound would play, 0-1: 0 when muted or without audio (the voices follow it). */
  get loudness(): number {
    return (this.output === null && this.load === null) || this.muted ? 0 : this.volume;
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
    if (this.output === null) {
      this.unlockWanted = this.load !== null;
      void this.prepare();
      return;
    }
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
