// The computer players talking: each bid, a euchre or a march said in a
// popup over the speaker's cards for as long as the game speed says, and
// aloud in the speaker's own voice when Voices are on. The synthesiser is
// fetched only when Voices are on, and let go when they are turned off.

import { type Voices, createVoices } from '../../audio/voices/voices';
import type { EuchreEvent } from '../../engine/euchre';
import type { Seat } from '../../engine/game';
import type { EuchreFelt } from './euchre-felt';
import { TALK_MS, type Speed } from './euchre-settings';
import { talkOf } from './euchre-texts';

export interface TalkSettings {
  speed: Speed;
  voices: boolean;
}

export class EuchreTalk {
  private readonly voices: Voices;
  /** Said on the status line once speech has failed: the game plays on silently. */
  note = '';

  constructor(
    private readonly felt: Pick<EuchreFelt, 'say' | 'speech'>,
    private readonly settings: () => TalkSettings,
    /** Waits out a time on the table's clock (nothing under `?speed=instant`). */
    private readonly pause: (ms: number) => Promise<void>,
    /** No popups or pauses (automation); no voices either (the attract loop's demo). */
    private readonly quiet: { instant: boolean; silent: boolean },
    loudness: () => number,
    warn: (error: unknown) => void,
  ) {
    this.voices = createVoices({
      loudness: () => (this.settings().voices && !quiet.silent ? loudness() : 0),
      onUnavailable: (error) => {
        this.note = 'Voices are not available on this machine.';
        warn(error);
      },
    });
  }

  /** How long words stay up, at the game speed. */
  get ms(): number {
    return this.quiet.instant ? 0 : TALK_MS[this.settings().speed];
  }

  /** The synthesiser: not loaded, loading, ready, or unavailable. */
  get status(): Voices['status'] {
    return this.voices.status;
  }

  /** Voices switched on (loaded ahead of the first words) or off (the synthesiser let go). */
  voicesChanged(): void {
    if (this.settings().voices && !this.quiet.silent) this.voices.prepare();
    else this.voices.close();
  }

  /** The speaker of `event` says its piece, if it has one, and the popup comes down after the game speed's time; `people` (who never speak) sit at these seats. */
  async say(event: EuchreEvent, people?: readonly Seat[]): Promise<void> {
    const said = talkOf(event, people);
    if (said === null || this.quiet.instant) return;
    this.felt.say(said);
    if (this.settings().voices && !this.quiet.silent) void this.voices.speak(said.words, said.seat);
    await this.pause(this.ms);
    if (this.felt.speech === said) this.felt.say(null);
  }

  close(): void {
    this.voices.close();
  }
}
