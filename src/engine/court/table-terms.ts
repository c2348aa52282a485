// The Court's table: the host chooses Must Follow Suit and, for a
// tournament, how many rounds the game lasts (0: play to zero); a round
// ends with both totals.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import type { CourtEvent } from './events';
import type { CourtOptions, CourtView } from './types';

/** The most rounds a tournament game may be set to last. */
export const MAX_ROUND_LIMIT = 20;

export const courtTerms: TableTerms<CourtOptions, CourtView, CourtEvent> = {
  options: v.strictObject({ mustFollowSuit: v.boolean(), roundLimit: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ROUND_LIMIT)) }),
  opening: (view) => [{ type: 'round', round: view.round, firstDrawer: view.firstDrawer }],
  out: () => false,
  endsRound: (event) => event.type === 'round-over',
  dealer: () => null,
  partners: [],
  describe: (options) => [options.mustFollowSuit ? 'must follow suit' : 'free play', ...(options.roundLimit > 0 ? [`${options.roundLimit} rounds`] : [])].join(', '),
};
