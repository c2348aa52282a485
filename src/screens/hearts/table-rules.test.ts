import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../engine/hearts';
import { HeartsTableSchema, RULE_SWITCHES, STANDARD_TABLE, applyMenuPick, heartsMenus } from './table-rules';

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
