// Chinese Patience: `import { patience } from 'src/engine/patience'`.

export { BLOCKED_AFTER, cardsLeft, patience, patienceCards, type PatienceView } from './patience';
export { pileSeenBy } from './piles';
export type { PatienceEvent } from './events';
export type { PatienceAction, PatienceOptions, PatienceState } from './types';
