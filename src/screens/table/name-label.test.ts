import { describe, expect, it } from 'vitest';
import { lineWidth } from '../../renderer/widgets/fit-line';
import { nameLabel } from './name-label';

describe("a player's name beside the hand", () => {
  it('keeps name and total on one line when they fit, else puts the total under the name', () => {
    expect(nameLabel('Ada', 12, 142, lineWidth)).toBe('Ada  12');
    const long = 'W'.repeat(12);
    const label = nameLabel(long, 100, 142, lineWidth);
    expect(label).toBe(`${long}\n100`);
    for (const line of label.split('\n')) expect(lineWidth(line)).toBeLessThanOrEqual(142);
  });
});
