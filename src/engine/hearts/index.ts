// Hearts Deluxe: `import { hearts } from 'src/engine/hearts'`.

export { hearts, passDirectionOf, passTarget } from './hearts';
export type { HeartsEvent } from './events';
export { DEFAULT_OPTIONS, type HeartsAction, type HeartsOptions, type HeartsState, type HeartsView, type PassDirection } from './types';
export { HeartsOptionsSchema, heartsCards, validateHeartsState } from './validate';
export { POINT_LIMITS, heartsTerms } from './table-terms';
export { isPointCard, playableCards, whyNotPlay } from './rules';
export { scoreHand, gameOutcome, type HandScore } from './scoring';
