// The Thirty-One tables the kiosk offers before anyone sets one up: the
// cabinet's first table and the attract loop's (2 to 4 seats; see
// `table/seat-plan.ts` for who sits at a seat).

import type { Seating } from '../table/seat-plan';

/** The table a new cabinet offers: you against two intermediate computer players. */
export const STANDARD_SEATING: Seating = {
  seats: [
    { kind: 'person', name: null, pad: null },
    { kind: 'computer', level: 'intermediate' },
    { kind: 'computer', level: 'intermediate' },
  ],
};

/** The attract loop's table: three computer players, one of each level. */
export const DEMO_SEATING: Seating = {
  seats: [
    { kind: 'computer', level: 'expert' },
    { kind: 'computer', level: 'intermediate' },
    { kind: 'computer', level: 'novice' },
  ],
};

