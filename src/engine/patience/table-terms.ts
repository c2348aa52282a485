// Chinese Patience's table: nothing for a host to choose, no rounds, each
// player for himself until the end.

import * as v from 'valibot';
import type { TableTerms } from '../table-terms';
import type { PatienceEvent } from './events';
import type { PatienceOptions, PatienceView } from './types';

export const patienceTerms: TableTerms<PatienceOptions, PatienceView, PatienceEvent> = {
  options: v.strictObject({}),
  opening: () => [],
  out: () => false,
  endsRound: () => false,
  dealer: () => null,
  partners: [],
  describe: () => '',
};
