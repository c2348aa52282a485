// Properties every game must keep, checked by driving it with random legal
// actions (see properties.test.ts): the contract of game.ts, made testable.
// Each game supplies a small inspector (`<game>/inspector.ts`, listed in
// the catalog) that knows where its cards are and how hard to drive it.

import { type Card, isCard } from './cards';
import { type Game, RuleError, type Seat, type Setup } from './game';
import { createRng, nextInt, type Rng } from './rng';

/** How hard the property tests drive a game. */
export interface PropertyPlan {
  /** Random games with the cheap checks at every step and the costly ones at about one step in `deepEvery`. */
  games: number;
  deepEvery: number;
  /** Random games with every check at every step. */
  thorough: number;
  /** Actions a random game may take before it counts as one that never ends. */
  maxSteps: number;
}

export interface GameInspector<S, O> {
  /** A setup drawn from `rng` (options, seed, players). */
  setup(rng: Rng): Setup<O>;
  /** Every physical card of the game, wherever it is: each card must be there exactly once. */
  cards(state: S): Card[];
  /** Number of seats in this game. */
  players(state: S): number;
  /** Cards `seat` may not know about: its view must not mention any of them. */
  hiddenFrom(state: S, seat: Seat): Card[];
  /** Actions that must be refused with a RuleError now. */
  illegal(state: S, rng: Rng): unknown[];
  /** Cards the game holds in all: 52 for a full deck. */
  deckSize: number;
  plan: PropertyPlan;
}

export interface PropertyFailure {
  step: number;
  message: string;
}

/** Every card string anywhere inside a JSON-like value. */
export function cardsIn(value: unknown, out: Set<Card> = new Set()): Set<Card> {
  if (isCard(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

function fail(step: number, message: string): never {
  throw new Error(`step ${step}: ${message}`);
}

/**
 * Play one random game from `seed` to its end, checking the contract after
 * every action; a game still going after `maxSteps` actions fails, as one
 * that might never end. Returns the actions taken, for a replay.
 */
export function checkRandomGame<S, A extends { type: string }, O>(
  game: Game<S, A, O>,
  inspector: GameInspector<S, O>,
  seed: number,
  { maxSteps = inspector.plan.maxSteps, deepEvery = 1 }: { maxSteps?: number; deepEvery?: number } = {},
): A[] {
  const rng = createRng(seed);
  const setup = inspector.setup(rng);
  let state = game.setup(setup);
  const actions: A[] = [];
  for (let step = 0; ; step++) {
    // The cheap checks at every step, the costly ones at about one step in `deepEvery`.
    const deep = nextInt(rng, deepEvery) === 0;
    checkCards(inspector, state, step);
    if (deep) checkViews(game, inspector, state, step);
    const seat = game.toAct(state);
    const legal = game.legal(state);
    if (seat === null) {
      if (legal.length > 0) fail(step, 'legal actions after the end');
      if (game.outcome(state) === null) fail(step, 'no outcome at the end');
      break;
    }
    if (step === maxSteps) fail(step, `the game did not end within ${maxSteps} actions`);
    if (legal.length === 0) fail(step, 'no legal action before the end');
    if (game.outcome(state) !== null) fail(step, 'an outcome before the end');
    const action = legal[nextInt(rng, legal.length)] as A;
    actions.push(action);
    const before = deep ? JSON.stringify(state) : '';
    const next = game.apply(state, action);
    if (!deep) {
      state = next.state;
      continue;
    }
    // Every legal action applies (a sample of them when there are many); the input state is untouched.
    const tries = legal.length <= 24 ? legal : Array.from({ length: 24 }, () => legal[nextInt(rng, legal.length)] as A);
    for (const other of tries) game.apply(state, other);
    if (JSON.stringify(state) !== before) fail(step, 'apply changed its input state');
    for (const bad of inspector.illegal(state, rng)) {
      try {
        game.apply(state, bad as A);
      } catch (e) {
        if (e instanceof RuleError) continue;
        fail(step, `illegal ${JSON.stringify(bad)} threw ${String(e)}`);
      }
      fail(step, `illegal ${JSON.stringify(bad)} was accepted`);
    }
    // A JSON round trip plays on exactly as the original.
    const copy = JSON.parse(before) as S;
    const copyNext = game.apply(copy, action);
    if (JSON.stringify(next) !== JSON.stringify(copyNext)) fail(step, 'a JSON copy played differently');
    state = next.state;
  }
  // Same setup, same actions: the same game, bit for bit.
  let replay = game.setup(setup);
  for (const action of actions) replay = game.apply(replay, action).state;
  if (JSON.stringify(replay) !== JSON.stringify(state)) fail(actions.length, 'a replay differs');
  return actions;
}

function checkCards<S, O>(inspector: GameInspector<S, O>, state: S, step: number): void {
  const cards = inspector.cards(state);
  if (cards.length !== inspector.deckSize || new Set(cards).size !== inspector.deckSize) {
    fail(step, `${cards.length} cards (${new Set(cards).size} different), expected ${inspector.deckSize}`);
  }
}

function checkViews<S, A extends { type: string }, O>(
  game: Game<S, A, O>,
  inspector: GameInspector<S, O>,
  state: S,
  step: number,
): void {
  for (let seat = 0; seat < inspector.players(state); seat++) {
    const seen = cardsIn(game.view(state, seat));
    const leaked = inspector.hiddenFrom(state, seat).filter((card) => seen.has(card));
    if (leaked.length > 0) fail(step, `seat ${seat} can see ${leaked.join(' ')}`);
  }
  // A watcher sees no card that any seat may not see.
  const watched = cardsIn(game.watcherView(state));
  const seats = Array.from({ length: inspector.players(state) }, (_, seat) => seat);
  const leaked = [...new Set(seats.flatMap((seat) => inspector.hiddenFrom(state, seat)))].filter((card) => watched.has(card));
  if (leaked.length > 0) fail(step, `a watcher can see ${leaked.join(' ')}`);
  // The state, kept as JSON and read back, is one the game accepts.
  const read = game.validate(JSON.parse(JSON.stringify(state)));
  if (!read.ok) fail(step, `the state read back is refused: ${read.reason}`);
}
