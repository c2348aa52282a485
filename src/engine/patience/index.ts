// Chinese Patience: `import { patience } from 'src/engine/patience'`.

export { BLOCKED_AFTER, DOWN_ALTERNATE, ONTO_ACES, ONTO_NINE, cardsLeft, patience } from './patience';
export { pileSeenBy } from './piles';
export { whyNotTake } from './take';
export type { PatienceEvent } from './events';
export type { PatienceAction, PatienceOptions, PatienceState, PatienceView } from './types';
export { patienceCards, validatePatienceState } from './validate';
export { patienceTerms } from './table-terms';
