// The border as a Spectrum's looked while a tape loaded: broad red and cyan
// bars for the pilot tone, then thin, restless blue and yellow lines for the
// data. A few hundred milliseconds of each is enough to say "loading".

import type { BorderBand, SpectrumScreen } from '../../renderer/widgets';

/** The whole effect, at most two seconds as the kiosk promises. */
export const TAPE_MS = 1800;
/** The most of the tape one frame may play. */
const FRAME_MAX_MS = 100;
const PILOT_MS = 700;
const PILOT_BAND = 10;

/** The border stripes `elapsedMs` into loading; null once it is over. */
export function tapeBands(elapsedMs: number): BorderBand[] | null {
  if (elapsedMs >= TAPE_MS) return null;
  if (elapsedMs < PILOT_MS) {
    // The bars roll upwards as the tone plays: start with a part band.
    const shift = Math.floor(elapsedMs / 20) % (2 * PILOT_BAND);
    const first = shift < PILOT_BAND ? PILOT_BAND - shift : 2 * PILOT_BAND - shift;
    const inks = shift < PILOT_BAND ? (['red', 'cyan'] as const) : (['cyan', 'red'] as const);
    return [
      { ink: inks[0], height: first },
      { ink: inks[1], height: PILOT_BAND },
      { ink: inks[0], height: PILOT_BAND - first },
    ];
  }
  // Data: heights from a small generator seeded by the frame, so each frame differs.
  let state = (Math.floor(elapsedMs / 20) * 2654435761) >>> 0 || 1;
  const bands: BorderBand[] = [];
  for (let i = 0; i < 48; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bands.push({ ink: i % 2 === 0 ? 'blue' : 'yellow', height: 1 + (state % 4) });
  }
  return bands;
}

/** The tape loading on a Spectrum screen: the program's header printed, the border striped as time passes. */
export class TapeLoading {
  private elapsedMs = 0;

  constructor(private readonly screen: SpectrumScreen) {}

  /** The header, as LOAD "" printed it. */
  draw(): void {
    this.screen.cls('black', 'white');
    this.screen.printAt(0, 0, 'PROGRAM: PATIENCE', 'black', 'white');
  }

  /**
   * `dtMs` more of the tape: the border striped; false once it has run out.
   * A frame counts for a tenth of a second at most, so a page that stalls
   * (a busy machine, a tab brought back) still shows the tape, in at least
   * eighteen frames, rather than skipping it in one.
   */
  run(dtMs: number): boolean {
    this.elapsedMs += Math.min(dtMs, FRAME_MAX_MS);
    const bands = tapeBands(this.elapsedMs);
    if (bands) this.screen.stripes(bands);
    return bands !== null;
  }

  /** The tape is over (or skipped): a plain border again. */
  stop(): void {
    this.screen.stripes(null);
  }
}
