import { describe, expect, it } from 'vitest';
import { readFlags } from './flags';

describe('readFlags', () => {
  it('is all off for a plain address', () => {
    expect(readFlags('')).toEqual({ test: false, seed: null, instant: false });
  });

  it('reads test, seed and instant speed', () => {
    expect(readFlags('?test&seed=42&speed=instant')).toEqual({ test: true, seed: 42, instant: true });
  });

  it('ignores a seed that is not a whole number and other speeds', () => {
    expect(readFlags('?seed=abc&speed=slow')).toEqual({ test: false, seed: null, instant: false });
  });
});
