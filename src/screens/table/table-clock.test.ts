import { describe, expect, it } from 'vitest';
import { TableClock } from './table-clock';

describe('the table clock', () => {
  it('ends a pause after that much frame time, not before', async () => {
    const clock = new TableClock(() => false, () => false);
    let done = false;
    void clock.pause(100).then(() => (done = true));
    clock.update(60);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.update(60);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(clock.now).toBe(120);
  });

  it('skips pauses when instant', async () => {
    const clock = new TableClock(() => true, () => false);
    await expect(clock.pause(10_000)).resolves.toBeUndefined();
  });

  it('waits for the cards to stop moving', async () => {
    let moving = true;
    const clock = new TableClock(() => false, () => moving);
    let settled = false;
    void clock.settled().then(() => (settled = true));
    clock.update(16);
    await Promise.resolve();
    expect(settled).toBe(false);
    moving = false;
    clock.update(16);
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
