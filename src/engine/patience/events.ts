// What Chinese Patience's `apply` reports. Pile numbers are those of the
// seat that acted (its pile 0 is the other's pile 9): `pileSeenBy` turns
// them into another seat's numbers.

import type { Card } from '../cards';
import type { Seat } from '../game';

export type PatienceEvent =
  /** `seat` turned `card` from its deck onto its pile 0. */
  | { type: 'twist'; seat: Seat; card: Card }
  | { type: 'move'; seat: Seat; from: number; to: number; card: Card }
  /** A whole pile of 5-8 moved onto another, bottom card first. */
  | { type: 'move-pile'; seat: Seat; from: number; to: number; cards: Card[] }
  /** `seat` ended its turn. */
  | { type: 'finish'; seat: Seat }
  /** `seat`'s deck was empty: its pile 0 was turned over to make a new one. */
  | { type: 'turn-over'; seat: Seat }
  /** The game is over: won by `winner`, or blocked and level (null). */
  | { type: 'game-over'; winner: Seat | null; scores: [number, number] };
