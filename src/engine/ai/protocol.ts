// The messages between the page and the thinking Worker: plain JSON, as the
// views and actions already are.

import type { Level } from '../game';
import type { ThinkingGameId } from './registry';

export interface ThinkRequest {
  id: number;
  game: ThinkingGameId;
  view: unknown;
  legal: unknown[];
  level: Level;
  /** Seeds the chooser's randomness, so a decision can be replayed. */
  seed: number;
}

export type ThinkReply = { id: number; action: unknown } | { id: number; error: string };
