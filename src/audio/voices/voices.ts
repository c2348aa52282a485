// The computer players' spoken words, for the Voices option. This module is
// small and loads nothing: the synthesiser (a worker with about a megabyte of
// speech data) and the player are fetched on the first phrase, so a kiosk
// whose Voices stay off never downloads them. Speech is a nicety: nothing
// here rejects or throws at a caller; a failure is reported once and the
// voices fall silent.

import type { Speaker } from './speaker';
import type { Synthesiser } from './synthesiser';
import { voiceFor } from './voice-cast';

export type VoicesStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface Voices {
  /**
   * Says `text` in the voice of `seat`, cutting off any phrase still being
   * said. Resolves when it has been said, cut off or skipped (sound off,
   * voices unavailable); never rejects.
   */
  speak(text: string, seat: number): Promise<void>;
  /** Starts loading the synthesiser ahead of the first phrase. */
  prepare(): void;
  /** Cuts off the phrase being said and drops any still being made. */
  stop(): void;
  /**
   * Stops, and lets the synthesiser go (its worker ends, its memory is
   * freed): for Voices turned off or the table left. A later phrase loads it
   * again.
   */
  close(): void;
  readonly status: VoicesStatus;
}

export interface VoicesOptions {
  /** The kiosk's sound level at the moment of speaking, 0-1: 0 when the sound is off. */
  loudness(): number;
  /** Told once, the first time speech fails to load or to play, with why. */
  onUnavailable?(error: unknown): void;
  /** Where speech is made; by default the speech worker. */
  loadSynthesiser?(): Promise<Synthesiser>;
  /** Where speech is played; by default @pixi/sound. */
  loadSpeaker?(): Promise<Speaker>;
}

const loadWorker = async (): Promise<Synthesiser> => (await import('./synthesiser')).startSynthesiser();
const loadPixi = async (): Promise<Speaker> => (await import('./speaker')).pixiSpeaker();

export function createVoices(options: VoicesOptions): Voices {
  const { loadSynthesiser = loadWorker, loadSpeaker = loadPixi } = options;
  let status: VoicesStatus = 'idle';
  let parts: Promise<[Synthesiser, Speaker]> | null = null;
  let speaker: Speaker | null = null;
  /** Counts phrases and stops: a phrase plays only if nothing came after it while it was being made. */
  let turn = 0;

  const load = () => {
    if (parts) return parts;
    status = 'loading';
    const loading = Promise.all([loadSynthesiser(), loadSpeaker()]);
    parts = loading;
    loading.then(
      ([, loaded]) => {
        if (parts !== loading) return;
        speaker = loaded;
        if (status === 'loading') status = 'ready';
      },
      fail,
    );
    return loading;
  };

  function fail(error: unknown): void {
    if (status === 'unavailable') return;
    status = 'unavailable';
    options.onUnavailable?.(error);
  }

  const stop = () => {
    turn++;
    speaker?.stop();
  };

  return {
    get status() {
      return status;
    },
    prepare: () => void load().catch(() => {}),
    stop,
    close() {
      stop();
      const closing = parts;
      parts = null;
      speaker = null;
      if (status !== 'unavailable') status = 'idle';
      closing?.then(([synthesiser]) => synthesiser.close()).catch(() => {});
    },
    async speak(text, seat) {
      stop();
      const mine = turn;
      const level = options.loudness();
      if (status === 'unavailable' || !(level > 0)) return;
      try {
        const [synthesiser, player] = await load();
        const wav = await synthesiser.synthesise(text, voiceFor(seat));
        if (mine === turn) await player.play(wav, Math.min(1, level));
      } catch (error) {
        // A phrase dropped by a stop or a close fails on purpose.
        if (mine === turn) fail(error);
      }
    },
  };
}
