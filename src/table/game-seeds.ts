// The seeds of a table's games: one per game, from which its cards are
// dealt, and one per computer decision within it. The decision seeds travel
// to the thinking Worker, where anyone watching the page's messages can read
// them, so they must say nothing about the deal: each comes from a key drawn
// apart from the game's seed, mixed with the number of the decision. The key
// is kept with a saved game (with the game's seed and the decisions so far),
// so a resumed game plays on as it would have.
//
// Outside automation every game's seed and key are fresh random numbers, so
// the seed shown at the end of one game does not foretell the next deal.
// `?seed=N` fixes the first game's seed and makes both streams step
// predictably, so automation sees the same deals and the same play.

import { createRng, nextUint32, type Rng } from '../engine/rng';

/** Steps a fixed game seed to the next game's. */
const GAME_STEP = 0x9e3779b9;
/** Sets the fixed stream of decision keys apart from the game seeds it starts beside. */
const KEY_STREAM = 0x6a09e667;

export class GameSeeds {
  /** The current game's seed. */
  game: number;
  /** The current game's key for its decision seeds, unrelated to `game`. */
  key: number;
  /** Computer decisions taken in this game. */
  moves = 0;
  /** With a fixed first seed: the steady stream of decision keys. */
  private readonly keys: Rng | null;

  constructor(first: number | null) {
    this.keys = first === null ? null : createRng((first ^ KEY_STREAM) >>> 0);
    this.game = first ?? randomUint32();
    this.key = this.nextKey();
  }

  /** A new game: its seed, a new key, decisions counted from none. */
  nextGame(): number {
    this.game = this.keys === null ? randomUint32() : (this.game + GAME_STEP) >>> 0;
    this.begin(this.game);
    return this.game;
  }

  /** Start the game dealt from `game`: a new decision key, decisions counted from none. */
  begin(game: number): void {
    this.game = game >>> 0;
    this.key = this.nextKey();
    this.moves = 0;
  }

  /** The seed of the computer's next decision: the key's, never the deal's. */
  nextMove(): number {
    return decisionSeed(this.key, ++this.moves);
  }

  /** Carry on a saved game; one kept without a key gets a new one. */
  restore(game: number, moves: number, key?: number): void {
    this.game = game >>> 0;
    this.moves = moves;
    this.key = key === undefined ? this.nextKey() : key >>> 0;
  }

  private nextKey(): number {
    return this.keys === null ? randomUint32() : nextUint32(this.keys);
  }
}

/** Decision `move` of the game whose key is `key`: both mixed through a 32-bit finaliser (MurmurHash3's). */
export function decisionSeed(key: number, move: number): number {
  let h = (key ^ Math.imul(move, 0x85ebca6b)) >>> 0;
  for (let round = 0; round < 2; round++) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    h = (h + key) >>> 0;
  }
  return h >>> 0;
}

/** 32 bits from the browser's cryptographic generator, which no earlier output predicts. */
function randomUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
