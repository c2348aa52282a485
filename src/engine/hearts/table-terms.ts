// Hearts' table: the host chooses the eight rules of the Rules menu and a
// point limit from the menu's; nobody is out before the end; a hand ends
// with its scores, and the deal goes round without a dealer to wait for.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import type { HeartsEvent } from './events';
import { DEFAULT_OPTIONS, type HeartsOptions, type HeartsView } from './types';
import { HeartsOptionsSchema } from './validate';

/** The point limits the Rules menu offers. */
export const POINT_LIMITS = [50, 75, 100, 150, 200] as const;

/** What each rule is called in a lobby's line, when it is not as the game is first set up. */
const RULE_WORDS: Record<Exclude<keyof HeartsOptions, 'pointLimit'>, [on: string, off: string]> = {
  jackOfDiamonds: ['jack -10', 'no jack'],
  queenOfSpades: ['queen 13', 'no queen'],
  noTrickBonus: ['no-trick -5', ''],
  rotateLead: ['lead rotates', ''],
  noPassing: ['no passing', ''],
  twoOfClubsLeads: ['2C leads', ''],
  bleedOnFirstTrick: ['bleeding', ''],
  queenIsNotAHeart: ['queen no heart', ''],
};

/** The point limit, then every rule changed from the first setup's, in the order of the Rules menu. */
export function describeHearts(options: HeartsOptions): string {
  const changed = (Object.keys(RULE_WORDS) as (keyof typeof RULE_WORDS)[]).filter((rule) => options[rule] !== DEFAULT_OPTIONS[rule]);
  return [`to ${options.pointLimit}`, ...changed.map((rule) => RULE_WORDS[rule][options[rule] ? 0 : 1])].join(', ');
}

export const heartsTerms: TableTerms<HeartsOptions, HeartsView, HeartsEvent> = {
  options: v.strictObject({ ...HeartsOptionsSchema.entries, pointLimit: v.picklist(POINT_LIMITS) }),
  opening: (view) => [{ type: 'deal', handNumber: view.handNumber, passDirection: view.passDirection }],
  out: () => false,
  endsRound: (event) => event.type === 'hand',
  dealer: () => null,
  partners: [],
  describe: describeHearts,
};
