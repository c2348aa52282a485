// The table's settings as the kiosk keeps them: the Rules menu's options,
// the computer players' level and the last table set up in the Players
// dialog, one set for the whole cabinet, checked when read back (a damaged
// record falls back to the standard game; one kept before the Players dialog
// has no table: the visitor against three computers at the menu's level).

import * as v from 'valibot';
import { DEFAULT_OPTIONS, type HeartsOptions, POINT_LIMITS, heartsTerms } from '../../engine/hearts';
import type { Level } from '../../engine/game';
import { plainLabel } from '../../renderer/widgets/accelerator';
import type { MenuSpec } from '../../renderer/widgets/menu-model';
import type { Seating } from '../table/seat-plan';
import { seatingSchema } from '../table/seating-schema';

export { POINT_LIMITS };

/** Four seats, each a person or a computer player, seat 0 a person. */
export const HeartsSeatingSchema = seatingSchema(4, 4);

export const HeartsTableSchema = v.strictObject({
  options: heartsTerms.options,
  level: v.picklist(['novice', 'intermediate', 'expert']),
  seating: v.optional(HeartsSeatingSchema),
});

export interface HeartsTable {
  options: HeartsOptions;
  level: Level;
  /** The last table set up in the Players dialog; none: the visitor against three computers at `level`. */
  seating?: Seating;
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

/**
 * The menu bar for `table`, the settings for the next game. During a game
 * `inForce` holds the rules it was dealt with and the level it is played at:
 * the ticks show those, and a setting changed since says it is for the next game.
 */
export function heartsMenus(table: HeartsTable, inForce: HeartsTable | null = null): MenuSpec[] {
  const now = inForce?.options ?? table.options;
  const level = inForce?.level ?? table.level;
  const switchLabel = (key: RuleSwitch, label: string) => (now[key] === table.options[key] ? label : `${label} (${table.options[key] ? 'on' : 'off'} next game)`);
  const limitLabel = now.pointLimit === table.options.pointLimit ? '&Point Limit...' : `&Point Limit... (${table.options.pointLimit} next game)`;
  return [
    {
      label: '&Game',
      items: [
        { id: 'new', label: '&New Game' },
        { id: 'players', label: '&Players...' },
        { id: 'network', label: 'Net&work...' },
        { separator: true },
        ...LEVELS.map(([l, label]) => ({ id: `level:${l}`, label: l !== level && l === table.level ? `${label} (next game)` : label, checked: l === level })),
        { separator: true },
        { id: 'statistics', label: '&Statistics...' },
        { id: 'scores', label: 'Score S&heet...' },
        { id: 'last-trick', label: '&Last Trick...' },
        { separator: true },
        { id: 'exit', label: 'E&xit to Kiosk' },
      ],
    },
    {
      label: '&Rules',
      items: [
        ...RULE_SWITCHES.map(([key, label]) => ({ id: `rule:${key}`, label: switchLabel(key, label), checked: now[key] })),
        { separator: true },
        { id: 'limit', label: limitLabel },
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

/** Whether two sets of rules are the same (whatever order their keys were kept in). */
export function sameRules(a: HeartsOptions, b: HeartsOptions): boolean {
  return (Object.keys(DEFAULT_OPTIONS) as (keyof HeartsOptions)[]).every((key) => a[key] === b[key]);
}

/** Whether the settings for the next game differ from those of the game on the table. */
export function changesWaiting(inForce: HeartsTable, next: HeartsTable): boolean {
  return inForce.level !== next.level || !sameRules(inForce.options, next.options);
}

/** What a change of settings during a game means, in words: it waits for the next game. */
export function nextGameNote(inForce: HeartsTable, next: HeartsTable): string {
  const before = inForce.options;
  const after = next.options;
  const changed = RULE_SWITCHES.filter(([key]) => before[key] !== after[key]).map(([key, label]) => `${plainLabel(label)}: ${after[key] ? 'on' : 'off'}`);
  if (before.pointLimit !== after.pointLimit) changed.push(`Point limit: ${after.pointLimit}`);
  if (inForce.level !== next.level) changed.push(`Opponents: ${next.level}`);
  return `${changed.join('\n')}\n\nThis applies from the next game. The game on the table goes on, and counts, as it was dealt: the menus tick what is in force, and name each change to come.`;
}

/** The table after a Rules or Game menu pick, or null when the pick is not a setting. */
export function applyMenuPick(table: HeartsTable, id: string): HeartsTable | null {
  if (id.startsWith('rule:')) {
    const key = id.slice('rule:'.length) as RuleSwitch;
    if (!RULE_SWITCHES.some(([k]) => k === key)) return null;
    return { ...table, options: { ...table.options, [key]: !table.options[key] } };
  }
  if (id.startsWith('level:')) {
    const level = LEVELS.find(([l]) => id === `level:${l}`)?.[0];
    if (level === undefined) return null;
    // Every computer player at the table set up plays at the level picked.
    const seating = table.seating && { seats: table.seating.seats.map((plan) => (plan.kind === 'computer' ? { ...plan, level } : plan)) };
    return { ...table, level, ...(seating && { seating }) };
  }
  return null;
}
