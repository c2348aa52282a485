import { describe, expect, it } from 'vitest';
import { TextModel } from './text-model';
import { KEYS, KeyboardModel, keyAt, pressKey } from './keyboard-model';

describe('TextModel', () => {
  it('types up to the maximum length and erases from the end', () => {
    const t = new TextModel({ maxLength: 3, initial: 'AB' });
    expect(t.insert('C')).toBe(true);
    expect(t.insert('D')).toBe(false);
    expect(t.value).toBe('ABC');
    expect(t.erase()).toBe(true);
    expect(t.value).toBe('AB');
    t.erase();
    t.erase();
    expect(t.erase()).toBe(false);
  });

  it('refuses characters outside the allowed set, including in the initial text', () => {
    const t = new TextModel({ allowed: 'ABC ', initial: 'AXB' });
    expect(t.value).toBe('AB');
    expect(t.insert('z')).toBe(false);
    expect(t.insert(' ')).toBe(true);
    const digits = new TextModel({ allowed: /[0-9]/ });
    expect(digits.insert('7')).toBe(true);
    expect(digits.insert('A')).toBe(false);
    expect(digits.insert('12')).toBe(false);
  });
});

describe('KeyboardModel', () => {
  it('covers every cell of the grid with exactly one key', () => {
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 13; col++) {
        expect(KEYS.filter((k) => k.row === row && col >= k.col && col < k.col + k.span)).toHaveLength(1);
      }
    }
  });

  it('walks rows with left/right, wrapping, and wide keys as one stop', () => {
    const kb = new KeyboardModel();
    kb.move('left');
    expect(kb.current.label).toBe('M');
    kb.move('right');
    expect(kb.current.label).toBe('A');
    kb.move('down');
    kb.move('down');
    kb.move('down');
    expect(kb.current.kind).toBe('space');
    kb.move('right');
    expect(kb.current.kind).toBe('delete');
    kb.move('right');
    expect(kb.current.kind).toBe('ok');
    kb.move('right');
    expect(kb.current.kind).toBe('space');
    kb.move('left');
    expect(kb.current.kind).toBe('ok');
  });

  it('remembers the column across the wide bottom keys', () => {
    const kb = new KeyboardModel();
    kb.point(keyAt(1, 7) ?? KEYS[0]!);
    expect(kb.current.label).toBe('U');
    kb.move('down');
    kb.move('down');
    expect(kb.current.kind).toBe('delete');
    kb.move('up');
    expect(kb.current.label).toBe('7');
  });

  it('stops at the top and bottom so focus can leave', () => {
    const kb = new KeyboardModel();
    expect(kb.move('up')).toBe(false);
    for (let i = 0; i < 3; i++) expect(kb.move('down')).toBe(true);
    expect(kb.move('down')).toBe(false);
  });

  it('types, deletes and accepts through keys', () => {
    const t = new TextModel({ maxLength: 2 });
    const key = (kind: string, label?: string) => KEYS.find((k) => k.kind === kind && (label === undefined || k.label === label))!;
    expect(pressKey(key('char', 'Q'), t)).toBe('typed');
    expect(pressKey(key('space'), t)).toBe('typed');
    expect(pressKey(key('char', '5'), t)).toBe('refused');
    expect(t.value).toBe('Q ');
    expect(pressKey(key('delete'), t)).toBe('typed');
    expect(t.value).toBe('Q');
    expect(pressKey(key('ok'), t)).toBe('accept');
  });
});
