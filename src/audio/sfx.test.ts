import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sfx, type SfxName, type SfxOutput } from './sfx';

function recording(): SfxOutput & { played: Array<[SfxName, number]>; resumed: number } {
  const output = {
    played: [] as Array<[SfxName, number]>,
    resumed: 0,
    play(name: SfxName, volume: number) {
      output.played.push([name, volume]);
    },
    resume() {
      output.resumed++;
    },
  };
  return output;
}

afterEach(() => vi.restoreAllMocks());

describe('Sfx', () => {
  it('plays at the set volume, clamped to 0-1', () => {
    const output = recording();
    const sfx = new Sfx(output);
    sfx.play('deal');
    sfx.setVolume(0.3);
    sfx.play('flip');
    sfx.setVolume(7);
    sfx.play('win');
    expect(output.played).toEqual([
      ['deal', 1],
      ['flip', 0.3],
      ['win', 1],
    ]);
  });

  it('plays nothing while muted or at volume 0', () => {
    const output = recording();
    const sfx = new Sfx(output);
    sfx.setMuted(true);
    sfx.play('click');
    sfx.setMuted(false);
    sfx.setVolume(-1);
    sfx.play('click');
    sfx.setVolume(Number.NaN);
    sfx.play('click');
    expect(output.played).toEqual([]);
    sfx.setVolume(0.5);
    sfx.play('click');
    expect(output.played).toEqual([['click', 0.5]]);
  });

  it('never throws from a failing output, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sfx = new Sfx({
      play() {
        throw new DOMException('no device', 'NotSupportedError');
      },
      resume() {
        throw new Error('no device');
      },
    });
    for (let i = 0; i < 5; i++) {
      expect(() => sfx.play('error')).not.toThrow();
      expect(() => sfx.unlock()).not.toThrow();
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('unlocks by resuming the output, swallowing a refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const output = recording();
    new Sfx(output).unlock();
    expect(output.resumed).toBe(1);
    new Sfx({ play() {}, resume: () => Promise.reject(new Error('not allowed')) }).unlock();
    await new Promise((resolve) => setTimeout(resolve));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('turns silent where there is no audio at all, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sfx = Sfx.later();
    await sfx.prepare();
    expect(() => {
      sfx.unlock();
      for (const name of ['deal', 'beep', 'tape'] as const) sfx.play(name);
    }).not.toThrow();
    expect(sfx.loudness).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('generates the effects only when prepared or first wanted, once, dropping what was asked meanwhile', async () => {
    const output = recording();
    let loads = 0;
    let ready: (() => void) | undefined;
    const sfx = Sfx.later(async () => {
      loads++;
      await new Promise<void>((resolve) => (ready = resolve));
      return output;
    });
    expect(loads).toBe(0);
    // Before the effects are made, the voices still hear the volume they will have.
    expect(sfx.loudness).toBe(1);
    sfx.play('deal');
    const prepared = sfx.prepare();
    sfx.play('flip');
    expect(loads).toBe(1);
    ready?.();
    await prepared;
    expect(output.played).toEqual([]);
    sfx.play('win');
    expect(output.played).toEqual([['win', 1]]);
    await sfx.prepare();
    expect(loads).toBe(1);
  });

  it('lets the output start once ready when a key came before the effects were', async () => {
    const output = recording();
    const sfx = Sfx.later(async () => output);
    sfx.unlock();
    expect(output.resumed).toBe(0);
    await sfx.prepare();
    expect(output.resumed).toBe(1);
  });
});
