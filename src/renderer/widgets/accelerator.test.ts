import { describe, expect, it } from 'vitest';
import { acceleratorOf, plainLabel } from './accelerator';
import { contains, stageRect } from './geometry';

describe('accelerators', () => {
  it('finds the letter after a single ampersand, upper-cased', () => {
    expect(acceleratorOf('E&xit')).toBe('X');
    expect(acceleratorOf('&New Game')).toBe('N');
    expect(acceleratorOf('Salt && &Pepper')).toBe('P');
    expect(acceleratorOf('Rock && Roll')).toBeUndefined();
    expect(acceleratorOf('OK')).toBeUndefined();
  });

  it('strips the marks for display', () => {
    expect(plainLabel('Salt && &Pepper')).toBe('Salt & Pepper');
  });
});

describe('stage geometry', () => {
  it('adds up ancestors offsets and tests edges half-open', () => {
    const root = { x: 10, y: 20, parent: null };
    const child = { x: 5, y: 7, parent: root };
    const rect = stageRect(child, 30, 10);
    expect(rect).toEqual({ x: 15, y: 27, width: 30, height: 10 });
    expect(contains(rect, 15, 27)).toBe(true);
    expect(contains(rect, 44, 36)).toBe(true);
    expect(contains(rect, 45, 30)).toBe(false);
    expect(contains(rect, 20, 37)).toBe(false);
  });
});
