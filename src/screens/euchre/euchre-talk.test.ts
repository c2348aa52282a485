import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/game';
import { EuchreTalk, type TalkSettings } from './euchre-talk';

/** A felt that only keeps what is said, and a clock that records its pauses. */
function table(settings: TalkSettings, quiet = { instant: false, silent: false }) {
  let said: { seat: Seat; words: string } | null = null;
  const shown: (string | null)[] = [];
  const pauses: number[] = [];
  const felt = {
    get speech() {
      return said;
    },
    say(next: { seat: Seat; words: string } | null) {
      said = next;
      shown.push(next?.words ?? null);
    },
  };
  const talk = new EuchreTalk(felt, () => settings, async (ms) => void pauses.push(ms), quiet, () => 1, () => {});
  return { talk, shown, pauses };
}

describe('the computer players talking', () => {
  it('says a bid in a popup for as long as the game speed says, then takes it down', async () => {
    const { talk, shown, pauses } = table({ speed: 'slow', voices: false });
    await talk.say({ type: 'make', seat: 3, bid: 'call', suit: 'H', alone: true });
    expect(shown).toEqual(["Hearts. I'll go alone!", null]);
    expect(pauses).toEqual([2200]);
    await talk.say({ type: 'play', seat: 3, card: 'AH' });
    expect(shown).toHaveLength(2);
  });

  it('keeps quiet under ?speed=instant', async () => {
    const { talk, shown, pauses } = table({ speed: 'slow', voices: false }, { instant: true, silent: false });
    await talk.say({ type: 'pass', seat: 1, round: 1 });
    expect(shown).toEqual([]);
    expect(pauses).toEqual([]);
    expect(talk.ms).toBe(0);
  });

  it('loads no synthesiser while Voices are off, nor in the demo', () => {
    const off = table({ speed: 'fast', voices: false });
    off.talk.voicesChanged();
    expect(off.talk.status).toBe('idle');
    const demo = table({ speed: 'fast', voices: true }, { instant: false, silent: true });
    demo.talk.voicesChanged();
    expect(demo.talk.status).toBe('idle');
  });
});
