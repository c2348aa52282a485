import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestHost } = await import('../../renderer/widgets/test-host');
const { showHandSummary } = await import('./euchre-summary');

const summary = { title: 'Hand 3', lines: ['Walt made Hearts.', 'Tricks: Hank and Walt 3, you and Jenny 2.'] };

describe("the box at a hand's end", () => {
  it('waits for OK at your own table, and goes by itself when its time is up', async () => {
    const host = new TestHost();
    const pressed = showHandSummary(summary, { host, pressable: true, timeout: null });
    expect(host.title).toBe('Hand 3');
    expect(host.ids()).toEqual(['ok']);
    await host.keys('confirm');
    await pressed;
    expect(host.title).toBeNull();

    let timeUp: () => void = () => undefined;
    const timed = showHandSummary(summary, { host, pressable: true, timeout: new Promise((done) => (timeUp = done)) });
    expect(host.title).toBe('Hand 3');
    timeUp();
    await timed;
    expect(host.title).toBeNull();
  });

  it('only shows in a demo or a replay, with nothing to press', async () => {
    const host = new TestHost();
    let timeUp: () => void = () => undefined;
    const shown = showHandSummary(summary, { host, pressable: false, timeout: new Promise((done) => (timeUp = done)) });
    expect(host.ids()).toEqual([]);
    timeUp();
    await shown;
    expect(host.title).toBeNull();
  });
});
