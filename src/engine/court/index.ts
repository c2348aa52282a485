// Affairs of the Court: `import { court } from 'src/engine/court'`.

export { court, outcomeOf, playableCards, type CourtView } from './court';
export { DEFAULT_OPTIONS, STARTING_POINTS, type CourtAction, type CourtOptions, type CourtState } from './types';
export { faceValue, isCourt, numberEffect, settleTurn, type TurnResult } from './turn';
