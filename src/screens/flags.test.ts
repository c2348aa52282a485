import { describe, expect, it } from 'vitest';
import { readFlags } from './flags';

describe('readFlags', () => {
  it('is all off for a plain address, the kiosk kept for offline play', () => {
    expect(readFlags('')).toEqual({ test: false, seed: null, instant: false, offline: true });
  });

  it('reads test, seed and instant speed', () => {
    expect(readFlags('?test&seed=42&speed=instant')).toEqual({ test: true, seed: 42, instant: true, offline: false });
    expect(readFlags('?test&offline').offline).toBe(true);
  });

  it('ignores a seed that is not a whole number and other speeds', () => {
    expect(readFlags('?seed=abc&speed=slow')).toEqual({ test: false, seed: null, instant: false, offline: true });
  });
});
