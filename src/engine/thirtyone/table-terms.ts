// Thirty-One's table: its variation is the host's choice; a player out of
// marks is out while the others play on; a round ends with its marks, and
// the next round's dealer deals it.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import { type ThirtyOneEvent, openingDeal } from './events';
import type { ThirtyOneOptions, ThirtyOneView, Variation } from './types';
import { variationSymbol } from './thirtyone';

export const VARIATIONS = ['regular', 'van-eer-maas'] as const satisfies readonly Variation[];

export const thirtyOneTerms: TableTerms<ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> = {
  options: v.strictObject({ variation: v.picklist(VARIATIONS) }),
  opening: openingDeal,
  out: (view, seat) => view.out.includes(seat),
  endsRound: (event) => event.type === 'round-end',
  dealer: (view) => view.dealer,
  partners: [],
  describe: (options) => `variation ${variationSymbol(options.variation)}`,
};
