// Four-Handed Euchre: `import { euchre } from 'src/engine/euchre'`.

export { euchre } from './euchre';
export type { EuchreEvent } from './events';
export { DEFAULT_OPTIONS, type Bid, type EuchreAction, type EuchreOptions, type EuchrePhase, type EuchreState, type EuchreView } from './types';
export {
  EUCHRE_DECK,
  SAME_COLOUR,
  effectiveSuit,
  euchrePower,
  isLeftBower,
  isRightBower,
  isTrump,
  partnerOf,
  playableCards,
  teamOf,
  trickTaker,
  whyNotPlay,
} from './rules';
export { gameOutcome, scoreHand, type HandScore } from './scoring';
export { euchreCards, validateEuchreState } from './validate';
export { euchreTerms } from './table-terms';
