// Hearts' table: the host chooses the eight rules of the Rules menu and a
// point limit from the menu's; nobody is out before the end; a hand ends
// with its scores, and the deal goes round without a dealer to wait for.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import type { HeartsEvent } from './events';
import type { HeartsOptions, HeartsView } from './types';
import { HeartsOptionsSchema } from './validate';

/** The point limits the Rules menu offers. */
export const POINT_LIMITS = [50, 75, 100, 150, 200] as const;

export const heartsTerms: TableTerms<HeartsOptions, HeartsView, HeartsEvent> = {
  options: v.strictObject({ ...HeartsOptionsSchema.entries, pointLimit: v.picklist(POINT_LIMITS) }),
  opening: (view) => [{ type: 'deal', handNumber: view.handNumber, passDirection: view.passDirection }],
  out: () => false,
  endsRound: (event) => event.type === 'hand',
  dealer: () => null,
  partners: [],
};
