import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../rng';
import { choose } from '../hearts/ai';
import { sampleDecisions } from '../hearts/ai-match';
import { createThinker } from './thinker';

const [decision] = sampleDecisions(1, 21);

afterEach(() => {
  vi.unstubAllGlobals();
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
});
