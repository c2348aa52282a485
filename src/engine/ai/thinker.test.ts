import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../rng';
import { choose } from '../hearts/ai';
import { sampleDecisions } from '../hearts/ai-match';
import { type Thinker, createThinker } from './thinker';
import { thinkerHere } from './thinker-here';

const [decision] = sampleDecisions(1, 21);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A Worker that fails the moment it is asked anything. */
class BrokenWorker extends EventTarget {
  static made = 0;
  terminated = false;
  constructor() {
    super();
    BrokenWorker.made++;
  }
  postMessage(): void {
    setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('createThinker', () => {
  it('thinks in the page when no Worker can be made, and gives the seeded choice', async () => {
    if (decision === undefined) throw new Error('no decision');
    vi.stubGlobal('Worker', undefined);
    const thinker = createThinker();
    const action = await thinker.choose('hearts', decision.view, decision.legal, 'intermediate', 5);
    expect(action).toEqual(choose(decision.view, decision.legal, 'intermediate', createRng(5)));
    const expert = await thinker.choose('hearts', decision.view, decision.legal, 'expert', 5);
    expect(decision.legal).toContainEqual(expert);
    thinker.dispose();
  });

  it('falls back to the page when the Worker fails', async () => {
    if (decision === undefined) throw new Error('no decision');
    vi.stubGlobal('Worker', BrokenWorker);
    const thinker = createThinker();
    expect(BrokenWorker.made).toBe(1);
    const action = await thinker.choose('hearts', decision.view, decision.legal, 'novice', 9);
    expect(action).toEqual(choose(decision.view, decision.legal, 'novice', createRng(9)));
    // Later decisions go straight to the page.
    const again = await thinker.choose('hearts', decision.view, decision.legal, 'novice', 9);
    expect(again).toEqual(action);
    thinker.dispose();
  });

  it('refuses decisions once disposed', async () => {
    if (decision === undefined) throw new Error('no decision');
    vi.stubGlobal('Worker', undefined);
    const thinker = createThinker();
    const pending = thinker.choose('hearts', decision.view, decision.legal, 'novice', 1);
    thinker.dispose();
    await expect(pending).rejects.toThrow(/disposed/);
    await expect(thinker.choose('hearts', decision.view, decision.legal, 'novice', 1)).rejects.toThrow(/disposed/);
  });

  // The kiosk's expert once stopped on the clock, so on a busy machine it searched less and played weaker.
  it.each<[string, () => Thinker]>([
    ['in the page', () => (vi.stubGlobal('Worker', undefined), createThinker())],
    ['in the game server', thinkerHere],
  ])('gives the expert its whole iteration budget %s, however slow the clock says the machine is', async (_, make) => {
    // A clock that leaps a second at every look: a search stopping on time would stop at once.
    let t = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (t += 1000));
    const thinker = make();
    for (const [i, d] of sampleDecisions(3, 77).entries()) {
      const action = await thinker.choose('hearts', d.view, d.legal, 'expert', i);
      expect(action).toEqual(choose(d.view, d.legal, 'expert', createRng(i)));
    }
    expect(clock).not.toHaveBeenCalled();
    thinker.dispose();
  });
});
