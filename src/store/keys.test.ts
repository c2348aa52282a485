import { describe, expect, it } from 'vitest';
import { parseKey, profileKey, quarantineKey, savedKey, scoresKey, statsKey } from './keys';

describe('record keys', () => {
  it('parse back to what they name', () => {
    expect(parseKey('options')).toEqual({ kind: 'options' });
    expect(parseKey(profileKey('Ann'))).toEqual({ kind: 'profile', name: 'ann' });
    expect(parseKey(statsKey('hearts', 'Dr: Who'))).toEqual({ kind: 'stats', game: 'hearts', profile: 'dr: who' });
    expect(parseKey(scoresKey('thirty-one'))).toEqual({ kind: 'scores', game: 'thirty-one' });
    expect(parseKey(quarantineKey('scores:hearts', new Date(0)))).toEqual({ kind: 'quarantine' });
    expect(parseKey(savedKey('hearts'))).toEqual({ kind: 'saved', game: 'hearts', profile: null });
    expect(parseKey(savedKey('court', 'Ann Lee'))).toEqual({ kind: 'saved', game: 'court', profile: 'ann lee' });
  });

  it("keep each player's game in progress apart from a guest's and from each other's", () => {
    const keys = new Set([savedKey('hearts'), savedKey('hearts', 'Ann'), savedKey('hearts', 'Bob'), savedKey('court', 'Ann')]);
    expect(keys.size).toBe(4);
    expect(savedKey('hearts', 'ANN')).toBe(savedKey('hearts', 'ann'));
  });

  it('recognise nothing else', () => {
    for (const key of ['', 'option', 'profile:', 'stats:hearts', 'stats::ann', 'saved:hearts:', 'scores:Hearts', 'misc:1', 7, ['options']]) {
      expect(parseKey(key)).toBeNull();
    }
  });

  it('refuse game ids that would make ambiguous keys', () => {
    expect(() => statsKey('hearts:x', 'ann')).toThrow(RangeError);
    expect(() => scoresKey('')).toThrow(RangeError);
  });
});
