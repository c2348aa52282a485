import { describe, expect, it } from 'vitest';
import { parseKey, profileKey, quarantineKey, scoresKey, statsKey } from './keys';

describe('record keys', () => {
  it('parse back to what they name', () => {
    expect(parseKey('options')).toEqual({ kind: 'options' });
    expect(parseKey(profileKey('Ann'))).toEqual({ kind: 'profile', name: 'ann' });
    expect(parseKey(statsKey('hearts', 'Dr: Who'))).toEqual({ kind: 'stats', game: 'hearts', profile: 'dr: who' });
    expect(parseKey(scoresKey('thirty-one'))).toEqual({ kind: 'scores', game: 'thirty-one' });
    expect(parseKey(quarantineKey('scores:hearts', new Date(0)))).toEqual({ kind: 'quarantine' });
  });

  it('recognise nothing else', () => {
    for (const key of ['', 'option', 'profile:', 'stats:hearts', 'stats::ann', 'scores:Hearts', 'misc:1', 7, ['options']]) {
      expect(parseKey(key)).toBeNull();
    }
  });

  it('refuse game ids that would make ambiguous keys', () => {
    expect(() => statsKey('hearts:x', 'ann')).toThrow(RangeError);
    expect(() => scoresKey('')).toThrow(RangeError);
  });
});
