// What the Court's `apply` reports, for the table to animate and the Rule Cue
// Cards to name. Events go to both seats' screens, so the draw says which way
// a card went, never which card it was.

import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import type { CourtPlay } from './types';

export type CourtEvent =
  /** A new round: a fresh deck, and who draws first. */
  | { type: 'round'; round: number; firstDrawer: Seat }
  /** The drawer put the card it looked at into its hand, or aside face down. */
  | { type: 'keep'; seat: Seat }
  | { type: 'discard'; seat: Seat }
  /** The deck is gone: `leader` plays first. */
  | { type: 'play-begins'; leader: Seat }
  | { type: 'play'; seat: Seat; card: Card }
  /**
   * Both cards are down and the turn is settled by `rule` (the rule book's
   * number): totals `before` and `after`, a card captured into a hand, the
   * suit an Affair cleared and the cards it took from both hands.
   */
  | {
      type: 'turn';
      plays: CourtPlay[];
      winner: Seat;
      rule: string;
      before: [number, number];
      after: [number, number];
      capture: CourtPlay | null;
      affair: Suit | null;
      cleared: Card[];
    }
  /** `seat` alone has cards left, some of them numbered: its bonus round begins (5.1). */
  | { type: 'bonus-round'; seat: Seat }
  | { type: 'bonus'; seat: Seat; card: Card; before: [number, number]; after: [number, number] }
  /** `seat` plays no more bonus cards (5.3). */
  | { type: 'bonus-done'; seat: Seat }
  | { type: 'round-over'; round: number; scores: [number, number] }
  | { type: 'game-over'; scores: number[]; winners: Seat[]; draw: boolean };
