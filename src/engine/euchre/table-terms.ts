// Euchre's table: the host chooses Pass Best and stick the dealer (a game is
// to 10 points, as the original's); partners sit across, seats 0 and 2
// against 1 and 3; a hand ends with its points.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import type { EuchreEvent } from './events';
import type { EuchreOptions, EuchreView } from './types';

export const euchreTerms: TableTerms<EuchreOptions, EuchreView, EuchreEvent> = {
  options: v.strictObject({ passBest: v.boolean(), stickTheDealer: v.boolean(), target: v.literal(10) }),
  opening: (view) => (view.upcard === null ? [] : [{ type: 'deal', handNumber: view.handNumber, dealer: view.dealer, upcard: view.upcard }]),
  out: () => false,
  endsRound: (event) => event.type === 'hand',
  dealer: () => null,
  partners: [
    [0, 2],
    [1, 3],
  ],
  describe: (options) => [`to ${options.target}`, ...(options.passBest ? ['Pass Best'] : []), ...(options.stickTheDealer ? ['stick the dealer'] : [])].join(', '),
};
