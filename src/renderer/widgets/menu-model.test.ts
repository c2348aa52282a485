import { describe, expect, it } from 'vitest';
import { type MenuSpec, MenuModel } from './menu-model';
import { alt, char, press } from './test-controls';

function menus(): MenuSpec[] {
  return [
    {
      label: '&Game',
      items: [
        { label: '&New Game', id: 'new' },
        { label: '&Options...', id: 'options', disabled: true },
        { separator: true },
        { label: 'E&xit', id: 'exit' },
      ],
    },
    { label: '&Rules', items: [{ label: '&Jack of Diamonds', id: 'jd', checked: true }] },
    { label: '&Help', items: [{ label: '&About', id: 'about' }] },
  ];
}

function model() {
  const picked: string[] = [];
  const m = new MenuModel(menus(), (id) => picked.push(id));
  return { m, picked };
}

describe('MenuModel', () => {
  it('takes ticks and disabled states from menus built again, and reports them', () => {
    const { m } = model();
    const again = menus();
    again[0]!.items[1] = { label: '&Options...', id: 'options' };
    again[1]!.items[0] = { label: '&Jack of Diamonds', id: 'jd', checked: false };
    again[2]!.items[0] = { label: '&About', id: 'about', checked: true };
    m.sync(again);
    expect(m.snapshot()).toEqual({ checked: ['about'], menuOpen: false, menuTitle: null, menuItem: null });
    m.handle(press('menu'));
    m.handle(press('down'));
    // Options is enabled now, so the walk stops on it.
    expect(m.snapshot()).toMatchObject({ menuOpen: true, menuTitle: 'Game', menuItem: 'options' });
  });

  it('ignores everything but the menu button while closed', () => {
    const { m } = model();
    expect(m.handle(press('down'))).toBe(false);
    expect(m.handle(press('confirm'))).toBe(false);
    expect(m.handle(char('G'))).toBe(false);
    expect(m.isOpen).toBe(false);
  });

  it('opens the menu whose letter is underlined on Alt+letter, closed or open, as in Windows', () => {
    const { m, picked } = model();
    expect(m.handle(alt('R'))).toBe(true);
    expect(m.snapshot()).toMatchObject({ menuOpen: true, menuTitle: 'Rules', menuItem: 'jd' });
    expect(m.handle(alt('H'))).toBe(true);
    expect(m.snapshot()).toMatchObject({ menuOpen: true, menuTitle: 'Help', menuItem: 'about' });
    m.close();
    expect(m.handle(alt('Q'))).toBe(false);
    expect(m.isOpen).toBe(false);
    m.handle(alt('G'));
    m.handle(char('X'));
    expect(picked).toEqual(['exit']);
  });

  it('opens the first menu with its first item highlighted on the menu button, and closes on it again', () => {
    const { m } = model();
    expect(m.handle(press('menu'))).toBe(true);
    expect(m.openIndex).toBe(0);
    expect(m.itemIndex).toBe(0);
    m.handle(press('menu'));
    expect(m.isOpen).toBe(false);
  });

  it('walks items with up/down, skipping separators and wrapping', () => {
    const { m } = model();
    m.open(0, true);
    m.handle(press('down'));
    expect(m.itemIndex).toBe(1);
    m.handle(press('down'));
    expect(m.itemIndex).toBe(3);
    m.handle(press('down'));
    expect(m.itemIndex).toBe(0);
    m.handle(press('up'));
    expect(m.itemIndex).toBe(3);
  });

  it('switches menus with left/right, wrapping', () => {
    const { m } = model();
    m.open(0, true);
    m.handle(press('left'));
    expect(m.openIndex).toBe(2);
    m.handle(press('right'));
    m.handle(press('right'));
    expect(m.openIndex).toBe(1);
    expect(m.itemIndex).toBe(0);
  });

  it('picks the highlighted item on confirm and closes', () => {
    const { m, picked } = model();
    m.open(0, true);
    m.handle(press('up'));
    m.handle(press('confirm'));
    expect(picked).toEqual(['exit']);
    expect(m.isOpen).toBe(false);
  });

  it('does not pick a disabled item', () => {
    const { m, picked } = model();
    m.open(0, true);
    m.handle(press('down'));
    m.handle(press('confirm'));
    expect(picked).toEqual([]);
    expect(m.isOpen).toBe(true);
  });

  it('closes on back without picking', () => {
    const { m, picked } = model();
    m.open(1, true);
    expect(m.handle(press('back'))).toBe(true);
    expect(m.isOpen).toBe(false);
    expect(picked).toEqual([]);
  });

  it('picks by underlined letter while open, else switches to the menu with that letter', () => {
    const { m, picked } = model();
    m.open(0, true);
    m.handle(char('x'));
    expect(picked).toEqual(['exit']);
    m.open(0, true);
    m.handle(char('O'));
    expect(picked).toEqual(['exit']);
    m.handle(char('R'));
    expect(m.openIndex).toBe(1);
    m.handle(char('J'));
    expect(picked).toEqual(['exit', 'jd']);
  });

  it('is modal while open: every command is used', () => {
    const { m } = model();
    m.open(0, false);
    for (const b of ['x', 'y', 'help', 'erase'] as const) expect(m.handle(press(b))).toBe(true);
    expect(m.handle(char('Q'))).toBe(true);
    expect(m.isOpen).toBe(true);
  });

  it('opened by mouse highlights nothing until an arrow or confirm', () => {
    const { m, picked } = model();
    m.open(0, false);
    expect(m.itemIndex).toBe(-1);
    m.handle(press('confirm'));
    expect(m.itemIndex).toBe(0);
    expect(picked).toEqual([]);
  });

  it('updates check marks and availability by id and tells listeners', () => {
    const { m, picked } = model();
    let changes = 0;
    m.onChange(() => changes++);
    m.update('jd', { checked: false });
    m.update('options', { disabled: false });
    expect(changes).toBe(2);
    expect(m.menus[1]?.items[0]).toMatchObject({ checked: false });
    m.open(0, true);
    m.handle(char('O'));
    expect(picked).toEqual(['options']);
  });
});
