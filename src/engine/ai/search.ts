// Information-set Monte Carlo tree search (single observer), shared by the
// games' expert players. Each iteration draws one world consistent with what
// the searching seat knows, walks the tree by UCB among the moves that world
// allows (counting, for each move, how often it was available), adds one
// node, plays the world out, and credits every node on the path with the
// result of the seat that made its move. With `depth` 1 it is flat Monte
// Carlo with UCB over the root moves.
//
// Moves are small integers the game chooses (Hearts uses suit * 16 + rank),
// so a decision allocates only its tree. The search stops after `iterations`
// and never on a clock, so its result depends on the rng alone: the same on a
// busy machine as on a quiet one.

import { type Rng, nextInt } from '../rng';

/** How much a computer player thinks: its iterations (what one is depends on the game). */
export interface SearchBudget {
  iterations: number;
}

/** What a game supplies. W is a mutable world (a determinized position). */
export interface SearchGame<W> {
  /** Number of seats (reward slots). */
  readonly players: number;
  /** A world consistent with the searcher's knowledge; may reuse one object. */
  determinize(rng: Rng): W;
  /** The seat to move in `world`, or -1 when it is over. */
  toMove(world: W): number;
  /** Writes the legal moves into `out`, returns how many. */
  moves(world: W, out: Int32Array): number;
  apply(world: W, move: number): void;
  /** Plays to the end and writes each seat's reward (higher is better) into `out`. */
  playout(world: W, rng: Rng, out: Float64Array): void;
}

export interface SearchOptions extends SearchBudget {
  /** Tree depth in moves; 1 is flat Monte Carlo over the root moves. */
  depth: number;
  /** UCB exploration constant, in reward units. */
  exploration: number;
}

export interface SearchResult {
  /** Root moves with their visits and mean reward, most visited first. */
  moves: { move: number; visits: number; mean: number }[];
  iterations: number;
}

export function search<W>(game: SearchGame<W>, rootMoves: readonly number[], options: SearchOptions, rng: Rng): SearchResult {
  // One node per iteration at most; the tree grows past this if it must.
  const tree = new Tree(Math.min(options.iterations, 1 << 14) + rootMoves.length + 1);
  const rewards = new Float64Array(game.players);
  const legal = new Int32Array(64);
  const path = new Int32Array(256);
  const allowedAtRoot = new Set(rootMoves);
  let done = 0;
  for (; done < options.iterations; done++) {
    const world = game.determinize(rng);
    let node = 0;
    let length = 0;
    for (let depth = 0; depth < options.depth; depth++) {
      const seat = game.toMove(world);
      if (seat < 0) break;
      let n = game.moves(world, legal);
      if (node === 0) n = keepOnly(legal, n, allowedAtRoot);
      if (n === 0) break;
      const child = tree.select(node, legal, n, seat, options.exploration, rng);
      game.apply(world, tree.move[child] ?? 0);
      path[length++] = child;
      node = child;
      if (tree.visits[child] === 0) break; // newly expanded: play out from here
    }
    game.playout(world, rng, rewards);
    for (let k = 0; k < length; k++) {
      const c = path[k] ?? 0;
      tree.visits[c] = (tree.visits[c] ?? 0) + 1;
      tree.total[c] = (tree.total[c] ?? 0) + (rewards[tree.seat[c] ?? 0] ?? 0);
    }
  }
  const moves: SearchResult['moves'] = [];
  for (let c = tree.first[0] ?? -1; c >= 0; c = tree.next[c] ?? -1) {
    const visits = tree.visits[c] ?? 0;
    moves.push({ move: tree.move[c] ?? 0, visits, mean: visits > 0 ? (tree.total[c] ?? 0) / visits : 0 });
  }
  moves.sort((a, b) => b.visits - a.visits || b.mean - a.mean || a.move - b.move);
  return { moves, iterations: done };
}

/** Drops moves not in `allowed` (the root's legal list), in place. */
function keepOnly(moves: Int32Array, n: number, allowed: ReadonlySet<number>): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    if (allowed.has(m)) moves[kept++] = m;
  }
  return kept;
}

/** Nodes as parallel typed arrays; children as linked lists. Node 0 is the root. */
class Tree {
  move: Int32Array;
  seat: Int32Array;
  first: Int32Array;
  next: Int32Array;
  visits: Float64Array;
  avail: Float64Array;
  total: Float64Array;
  size = 1;

  constructor(capacity: number) {
    this.move = new Int32Array(capacity);
    this.seat = new Int32Array(capacity);
    this.first = new Int32Array(capacity).fill(-1);
    this.next = new Int32Array(capacity).fill(-1);
    this.visits = new Float64Array(capacity);
    this.avail = new Float64Array(capacity);
    this.total = new Float64Array(capacity);
  }

  /**
   * The child of `node` to follow among the `n` moves this world allows: an
   * untried move when there is one (added as a new node), else the best by UCB
   * with availability counts.
   */
  select(node: number, moves: Int32Array, n: number, seat: number, c: number, rng: Rng): number {
    let untried = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i] ?? 0;
      const child = this.find(node, m);
      if (child < 0) moves[untried++] = m;
      else this.avail[child] = (this.avail[child] ?? 0) + 1;
    }
    if (untried > 0) return this.add(node, moves[nextInt(rng, untried)] ?? 0, seat);
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let child = this.first[node] ?? -1; child >= 0; child = this.next[child] ?? -1) {
      if (!contains(moves, n, this.move[child] ?? 0)) continue;
      const visits = this.visits[child] ?? 0;
      const score =
        (this.total[child] ?? 0) / visits + c * Math.sqrt(Math.log(this.avail[child] ?? 1) / visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  private find(node: number, move: number): number {
    for (let child = this.first[node] ?? -1; child >= 0; child = this.next[child] ?? -1) {
      if (this.move[child] === move) return child;
    }
    return -1;
  }

  private add(parent: number, move: number, seat: number): number {
    if (this.size >= this.move.length) this.grow();
    const node = this.size++;
    this.move[node] = move;
    this.seat[node] = seat;
    this.first[node] = -1;
    this.next[node] = this.first[parent] ?? -1;
    this.first[parent] = node;
    this.visits[node] = 0;
    this.avail[node] = 1;
    this.total[node] = 0;
    return node;
  }

  private grow(): void {
    const size = this.move.length * 2;
    const widen = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T, fill: number): T => {
      const b = make(size).fill(fill) as T;
      b.set(a);
      return b;
    };
    this.move = widen(this.move, (k) => new Int32Array(k), 0);
    this.seat = widen(this.seat, (k) => new Int32Array(k), 0);
    this.first = widen(this.first, (k) => new Int32Array(k), -1);
    this.next = widen(this.next, (k) => new Int32Array(k), -1);
    this.visits = widen(this.visits, (k) => new Float64Array(k), 0);
    this.avail = widen(this.avail, (k) => new Float64Array(k), 0);
    this.total = widen(this.total, (k) => new Float64Array(k), 0);
  }
}

function contains(moves: Int32Array, n: number, move: number): boolean {
  for (let i = 0; i < n; i++) if (moves[i] === move) return true;
  return false;
}
