// Thirty-One: `import { thirtyone } from 'src/engine/thirtyone'`.

export { knownCards, thirtyone, variationSymbol } from './thirtyone';
export { type ThirtyOneEvent, openingDeal } from './events';
export {
  DEFAULT_OPTIONS,
  type PublicMove,
  type RoundResult,
  type ThirtyOneAction,
  type ThirtyOneOptions,
  type ThirtyOnePhase,
  type ThirtyOneState,
  type ThirtyOneView,
  type Variation,
} from './types';
export { DECK, HAND_SIZE, giveMarks, isLastTurn, lastTurn, losers, markLimit, nextIn } from './rules';
export { thirtyOneCards, validateThirtyOneState } from './validate';
export { VARIATIONS, thirtyOneTerms } from './table-terms';
export { THIRTY_ONE, THREE_OF_A_KIND, cardValue, handPoints, isThreeOfAKind } from './scoring';
