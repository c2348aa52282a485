import { describe, expect, it } from 'vitest';
import { DealHold } from './deal-hold';

describe('a press during the deal', () => {
  it('is held for the turn and hurries the deal; outside the deal nothing is held', async () => {
    let hurried = 0;
    const hold = new DealHold<string>(() => hurried++);
    expect(hold.hold('2C')).toBe(false);
    let land: () => void = () => undefined;
    const deal = hold.during(() => new Promise<void>((resolve) => (land = resolve)));
    expect(hold.hold('9H')).toBe(true);
    expect(hurried).toBe(1);
    land();
    await deal;
    expect(hold.hold('QS')).toBe(false);
    expect(hold.take()).toBe('9H');
    expect(hold.take()).toBeNull();
  });
});
