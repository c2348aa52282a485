// Chinese Patience: `import { patience } from 'src/engine/patience'`.

export { BLOCKED_AFTER, cardsLeft, patience, type PatienceView } from './patience';
export type { PatienceAction, PatienceOptions, PatienceState } from './types';
