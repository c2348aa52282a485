import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../engine/hearts';
import { HeartsTableSchema, RULE_SWITCHES, STANDARD_TABLE, applyMenuPick, changesWaiting, heartsMenus, nextGameNote, sameRules } from './table-rules';

const ids = (table = STANDARD_TABLE) => heartsMenus(table).flatMap((menu) => menu.items.flatMap((item) => ('id' in item ? [item] : [])));

describe('the Rules and Game menus', () => {
  it('start from the standard game: jack and queen ticked, intermediate opponents', () => {
    expect(STANDARD_TABLE.options).toEqual(DEFAULT_OPTIONS);
    const checked = ids().filter((item) => item.checked).map((item) => item.id);
    expect(checked.sort()).toEqual(['level:intermediate', 'rule:jackOfDiamonds', 'rule:queenOfSpades']);
  });

  it('list the eight options of the original Rules menu, and the point limit', () => {
    const rules = heartsMenus(STANDARD_TABLE).find((menu) => menu.label === '&Rules');
    const rulesIds = rules?.items.flatMap((item) => ('id' in item ? [item.id] : []));
    expect(rulesIds).toEqual([...RULE_SWITCHES.map(([key]) => `rule:${key}`), 'limit']);
  });

  it('toggle an option, or pick a level, and nothing else', () => {
    const noPass = applyMenuPick(STANDARD_TABLE, 'rule:noPassing');
    expect(noPass?.options.noPassing).toBe(true);
    expect(applyMenuPick(noPass ?? STANDARD_TABLE, 'rule:noPassing')?.options.noPassing).toBe(false);
    expect(applyMenuPick(STANDARD_TABLE, 'level:expert')?.level).toBe('expert');
    expect(applyMenuPick(STANDARD_TABLE, 'level:grandmaster')).toBeNull();
    expect(applyMenuPick(STANDARD_TABLE, 'rule:pointLimit')).toBeNull();
    expect(applyMenuPick(STANDARD_TABLE, 'new')).toBeNull();
  });

  it('keep every table they can make valid for storage', () => {
    let table = STANDARD_TABLE;
    for (const item of ids()) {
      table = applyMenuPick(table, item.id) ?? table;
      expect(v.is(HeartsTableSchema, table)).toBe(true);
    }
    expect(v.is(HeartsTableSchema, { ...STANDARD_TABLE, options: { ...STANDARD_TABLE.options, pointLimit: 33 } })).toBe(false);
  });
});

describe('rules changed during a game', () => {
  const items = (menus: ReturnType<typeof heartsMenus>) => menus.flatMap((menu) => menu.items.flatMap((item) => ('id' in item ? [item] : [])));

  it('leave the ticks on the rules in force, and name the change to come', () => {
    const next = applyMenuPick(applyMenuPick(STANDARD_TABLE, 'rule:jackOfDiamonds')!, 'rule:noPassing')!;
    const limit = { ...next, options: { ...next.options, pointLimit: 150 } };
    const menu = items(heartsMenus({ ...limit, level: 'expert' }, STANDARD_TABLE));
    const jack = menu.find((item) => item.id === 'rule:jackOfDiamonds');
    expect(jack).toMatchObject({ checked: true, label: '&Jack of Diamonds (off next game)' });
    expect(menu.find((item) => item.id === 'rule:noPassing')).toMatchObject({ checked: false, label: 'Turn &Off Passing (on next game)' });
    expect(menu.find((item) => item.id === 'rule:queenOfSpades')).toMatchObject({ checked: true, label: '&Queen of Spades' });
    expect(menu.find((item) => item.id === 'limit')?.label).toBe('&Point Limit... (150 next game)');
    expect(menu.find((item) => item.id === 'level:intermediate')).toMatchObject({ checked: true, label: '&Intermediate Opponents' });
    expect(menu.find((item) => item.id === 'level:expert')).toMatchObject({ checked: false, label: '&Expert Opponents (next game)' });
    expect(nextGameNote(STANDARD_TABLE, { ...limit, level: 'expert' })).toMatch(/^Jack of Diamonds: off\nTurn Off Passing: on\nPoint limit: 150\nOpponents: expert\n\nThis applies from the next game\./);
    expect(changesWaiting(STANDARD_TABLE, { ...STANDARD_TABLE, level: 'novice' })).toBe(true);
    expect(changesWaiting(STANDARD_TABLE, { ...STANDARD_TABLE })).toBe(false);
  });

  it('compare rules by value, whatever order they were kept in', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_OPTIONS).reverse()) as typeof DEFAULT_OPTIONS;
    expect(sameRules(reordered, DEFAULT_OPTIONS)).toBe(true);
    expect(sameRules({ ...DEFAULT_OPTIONS, pointLimit: 50 }, DEFAULT_OPTIONS)).toBe(false);
  });
});
