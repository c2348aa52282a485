// Affairs of the Court: `import { court } from 'src/engine/court'`.

export { court, outcomeOf, playableCards } from './court';
export { bonusEffect } from './bonus';
export type { CourtEvent } from './events';
export { DEFAULT_OPTIONS, STARTING_POINTS, type CourtAction, type CourtOptions, type CourtState, type CourtView } from './types';
export { courtCards, validateCourtState } from './validate';
export { MAX_ROUND_LIMIT, courtTerms } from './table-terms';
export { faceValue, isCourt, numberEffect, settleTurn, type TurnResult } from './turn';
