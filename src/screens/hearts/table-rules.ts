// The table's settings as the kiosk keeps them: the Rules menu's options and
// the computer players' level, one set for the whole cabinet, checked when
// read back (a damaged record falls back to the standard game).

import * as v from 'valibot';
import { DEFAULT_OPTIONS, type HeartsOptions } from '../../engine/hearts';
import type { Level } from '../../engine/game';
import type { MenuSpec } from '../../renderer/widgets';

export const POINT_LIMITS = [50, 75, 100, 150, 200] as const;

export const HeartsTableSchema = v.strictObject({
  options: v.strictObject({
    jackOfDiamonds: v.boolean(),
    queenOfSpades: v.boolean(),
    noTrickBonus: v.boolean(),
    rotateLead: v.boolean(),
    noPassing: v.boolean(),
    twoOfClubsLeads: v.boolean(),
    bleedOnFirstTrick: v.boolean(),
    queenIsNotAHeart: v.boolean(),
    pointLimit: v.picklist(POINT_LIMITS),
  }),
  level: v.picklist(['novice', 'intermediate', 'expert']),
});

export interface HeartsTable {
  options: HeartsOptions;
  level: Level;
}

export const STANDARD_TABLE: HeartsTable = { options: { ...DEFAULT_OPTIONS }, level: 'intermediate' };

/** The eight switches of the Rules menu, in the original's order, with their menu labels. */
export const RULE_SWITCHES = [
  ['jackOfDiamonds', '&Jack of Diamonds'],
  ['queenOfSpades', '&Queen of Spades'],
  ['noTrickBonus', '&No Trick Rule'],
  ['rotateLead', '&Rotate Lead'],
  ['noPassing', 'Turn &Off Passing'],
  ['twoOfClubsLeads', '&Two of Clubs Must Lead'],
  ['bleedOnFirstTrick', '&Bleed on First Trick'],
  ['queenIsNotAHeart', 'Queen Is Not a &Heart'],
] as const satisfies readonly (readonly [keyof HeartsOptions, string])[];

export type RuleSwitch = (typeof RULE_SWITCHES)[number][0];

const LEVELS: readonly (readonly [Level, string])[] = [
  ['novice', '&Novice Opponents'],
  ['intermediate', '&Intermediate Opponents'],
  ['expert', '&Expert Opponents'],
];

/** The menu bar for `table`: checks show the rules and level in force for the next game. */
export function heartsMenus(table: HeartsTable): MenuSpec[] {
  return [
    {
      label: '&Game',
      items: [
        { id: 'new', label: '&New Game' },
        { separator: true },
        ...LEVELS.map(([level, label]) => ({ id: `level:${level}`, label, checked: table.level === level })),
        { separator: true },
        { id: 'statistics', label: '&Statistics...' },
        { id: 'scores', label: 'Score S&heet...' },
        { separator: true },
        { id: 'exit', label: 'E&xit to Kiosk' },
      ],
    },
    {
      label: '&Rules',
      items: [
        ...RULE_SWITCHES.map(([key, label]) => ({ id: `rule:${key}`, label, checked: table.options[key] })),
        { separator: true },
        { id: 'limit', label: '&Point Limit...' },
      ],
    },
    {
      label: '&Help',
      items: [
        { id: 'how', label: '&How to Play...' },
        { id: 'controls', label: '&Controls...' },
      ],
    },
  ];
}

/** The table after a Rules or Game menu pick, or null when the pick is not a setting. */
export function applyMenuPick(table: HeartsTable, id: string): HeartsTable | null {
  if (id.startsWith('rule:')) {
    const key = id.slice('rule:'.length) as RuleSwitch;
    if (!RULE_SWITCHES.some(([k]) => k === key)) return null;
    return { ...table, options: { ...table.options, [key]: !table.options[key] } };
  }
  if (id.startsWith('level:')) {
    const level = id.slice('level:'.length);
    if (!LEVELS.some(([l]) => l === level)) return null;
    return { ...table, level: level as Level };
  }
  return null;
}
