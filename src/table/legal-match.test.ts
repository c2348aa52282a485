import { describe, expect, it } from 'vitest';
import { legalMatch } from './legal-match';

const LEGAL = [
  { type: 'pass', cards: ['2C', '3C', '4C'] },
  { type: 'pass', cards: ['2C', '3C', 'AS'] },
  { type: 'play', card: 'QS' },
];

describe('a move matched to the legal moves', () => {
  it('is the legal move itself, not the object sent', () => {
    const sent = { type: 'play', card: 'QS' };
    const found = legalMatch(LEGAL, sent);
    expect(found).toBe(LEGAL[2]);
    expect(found).not.toBe(sent);
  });

  it('takes the cards of a pass in any order', () => {
    expect(legalMatch(LEGAL, { type: 'pass', cards: ['AS', '2C', '3C'] })).toBe(LEGAL[1]);
  });

  it('finds nothing for a move that is not legal, or has more or fewer fields', () => {
    expect(legalMatch(LEGAL, { type: 'play', card: 'KS' })).toBeNull();
    expect(legalMatch(LEGAL, { type: 'play', card: 'QS', extra: 1 })).toBeNull();
    expect(legalMatch(LEGAL, { type: 'play' })).toBeNull();
    expect(legalMatch(LEGAL, { type: 'pass', cards: ['2C', '3C'] })).toBeNull();
    expect(legalMatch(LEGAL, 'play')).toBeNull();
    expect(legalMatch(LEGAL, null)).toBeNull();
  });
});
