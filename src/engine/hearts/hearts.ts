// Hearts Deluxe on the engine contract: deal, pass, play the tricks, score
// the hand, and on to the next deal until someone goes over the limit.

import { type Card, FULL_DECK, isCard, stackedDeck } from '../cards';
import { type Game, type Outcome, RuleError, type Seat, type Setup } from '../game';
import { createRng, shuffle } from '../rng';
import { type Play, seatAfter, trickWinner } from '../tricks';
import { QUEEN_OF_SPADES, TWO_OF_CLUBS, breaksHearts, playableCards, whyNotPlay } from './rules';
import type { HeartsEvent } from './events';
import { cardPoints, gameOutcome, scoreHand } from './scoring';
import { validateHeartsState } from './validate';
import {
  DEFAULT_OPTIONS,
  type HeartsAction,
  type HeartsOptions,
  type HeartsState,
  type HeartsView,
  type PassDirection,
} from './types';

const PLAYERS = 4;
const HAND_SIZE = 13;
const PASS_SIZE = 3;
const PASS_CYCLE: readonly PassDirection[] = ['left', 'right', 'across', 'keeper'];
const PASS_STEPS: Record<PassDirection, number> = { left: 1, right: -1, across: 2, keeper: 0 };
const DECK_ORDER: ReadonlyMap<Card, number> = new Map(FULL_DECK.map((card, i) => [card, i]));

function byDeckOrder(a: Card, b: Card): number {
  return (DECK_ORDER.get(a) ?? 0) - (DECK_ORDER.get(b) ?? 0);
}

/** The seat a pass in `direction` goes to. */
export function passTarget(seat: Seat, direction: PassDirection): Seat {
  return seatAfter(seat, PASS_STEPS[direction], PLAYERS);
}

/** The seat whose pass in `direction` comes to `seat`. */
function passSource(seat: Seat, direction: PassDirection): Seat {
  return seatAfter(seat, -PASS_STEPS[direction], PLAYERS);
}

export function passDirectionOf(handNumber: number, options: HeartsOptions): PassDirection {
  return options.noPassing ? 'keeper' : (PASS_CYCLE[(handNumber - 1) % PASS_CYCLE.length] as PassDirection);
}

/** Deal the next hand into `s` (a private copy): stacked deck or a seeded shuffle. */
function dealHand(s: HeartsState, events: HeartsEvent[]): void {
  const deck = s.decks.shift() ?? shuffle(s.rng, FULL_DECK);
  s.hands = Array.from({ length: PLAYERS }, (_, seat) =>
    deck.filter((_card, i) => i % PLAYERS === seat).sort(byDeckOrder),
  );
  s.passDirection = passDirectionOf(s.handNumber, s.options);
  s.passed = [null, null, null, null];
  s.received = [null, null, null, null];
  s.table = [];
  s.trickNumber = 1;
  s.heartsBroken = false;
  s.taken = [[], [], [], []];
  s.played = [[], [], [], []];
  s.lastTrick = null;
  events.push({ type: 'deal', handNumber: s.handNumber, passDirection: s.passDirection });
  if (s.passDirection === 'keeper') startPlay(s);
  else s.phase = 'pass';
}

function startPlay(s: HeartsState): void {
  s.phase = 'play';
  s.leader = s.options.rotateLead
    ? (s.handNumber - 1) % PLAYERS
    : Math.max(
        0,
        s.hands.findIndex((hand) => hand.includes(TWO_OF_CLUBS)),
      );
}

/** A private copy for `apply` to change (plain JSON, so no clone library is needed). */
function copy(state: HeartsState): HeartsState {
  return {
    ...state,
    options: { ...state.options },
    rng: { ...state.rng },
    decks: state.decks.map((d) => d.slice()),
    hands: state.hands.map((h) => h.slice()),
    passed: state.passed.map((p) => (p === null ? null : p.slice())),
    received: state.received.map((r) => (r === null ? null : r.slice())),
    table: state.table.map((p) => ({ ...p })),
    taken: state.taken.map((t) => t.slice()),
    played: state.played.map((p) => p.slice()),
    lastTrick:
      state.lastTrick === null
        ? null
        : { plays: state.lastTrick.plays.map((p) => ({ ...p })), winner: state.lastTrick.winner },
    scores: state.scores.slice(),
  };
}

function setup(setupArgs: Setup<HeartsOptions>): HeartsState {
  const options: HeartsOptions = { ...DEFAULT_OPTIONS, ...setupArgs.options };
  if (!Number.isFinite(options.pointLimit) || options.pointLimit < 0) {
    throw new RangeError('The point limit must be a number of at least 0.');
  }
  if (setupArgs.players !== undefined && setupArgs.players !== PLAYERS) {
    throw new RangeError('Hearts is played by four.');
  }
  const decks = (setupArgs.decks ?? []).map((deck) => stackedDeck(deck, FULL_DECK));
  const s: HeartsState = {
    options,
    rng: createRng(setupArgs.seed ?? 0),
    decks,
    phase: 'pass',
    handNumber: 1,
    passDirection: 'left',
    hands: [],
    passed: [],
    received: [],
    table: [],
    leader: 0,
    trickNumber: 1,
    heartsBroken: false,
    taken: [],
    played: [],
    lastTrick: null,
    scores: [0, 0, 0, 0],
  };
  dealHand(s, []);
  return s;
}

function toAct(state: HeartsState): Seat | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'pass') {
    const seat = state.passed.findIndex((p) => p === null);
    return seat < 0 ? null : seat;
  }
  return (state.leader + state.table.length) % PLAYERS;
}

/** Every set of three cards from the hand, each in hand order. */
function passChoices(hand: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++) out.push([hand[i], hand[j], hand[k]] as Card[]);
  return out;
}

function legal(state: HeartsState): HeartsAction[] {
  const seat = toAct(state);
  if (seat === null) return [];
  if (state.phase === 'pass') return passChoices(state.hands[seat] ?? []).map((cards) => ({ type: 'pass', cards }));
  return playableCards(state, seat).map((card) => ({ type: 'play', card }));
}

function applyPass(s: HeartsState, seat: Seat, cards: unknown, events: HeartsEvent[]): void {
  if (s.phase !== 'pass') throw new RuleError('Cards are not passed now.');
  if (!Array.isArray(cards) || cards.length !== PASS_SIZE) throw new RuleError('You must pass three cards.');
  const hand = s.hands[seat] ?? [];
  if (!cards.every((c): c is Card => isCard(c) && hand.includes(c))) {
    throw new RuleError('You may only pass cards from your hand.');
  }
  if (new Set(cards).size !== PASS_SIZE) throw new RuleError('You must pass three different cards.');
  s.passed[seat] = cards.slice().sort(byDeckOrder);
  events.push({ type: 'pass', seat, direction: s.passDirection });
  if (s.passed.some((p) => p === null)) return;
  // All four have chosen: the cards change hands at once.
  const outgoing = s.passed as Card[][];
  const passedTo = outgoing.map((_given, from) => passTarget(from, s.passDirection));
  const receivedFrom = outgoing.map((_given, to) => passSource(to, s.passDirection));
  s.hands = s.hands.map((h, from) => h.filter((c) => !(outgoing[from] ?? []).includes(c)));
  passedTo.forEach((to, from) => {
    const given = outgoing[from] ?? [];
    s.received[to] = given.slice();
    s.hands[to] = [...(s.hands[to] ?? []), ...given].sort(byDeckOrder);
  });
  events.push({ type: 'exchange', direction: s.passDirection, passedTo, receivedFrom });
  startPlay(s);
}

function applyPlay(s: HeartsState, seat: Seat, card: unknown, events: HeartsEvent[]): void {
  if (s.phase !== 'play') throw new RuleError('Choose three cards to pass first.');
  if (!isCard(card)) throw new RuleError('That card is not in your hand.');
  const why = whyNotPlay(s, seat, card);
  if (why !== null) throw new RuleError(why);
  s.hands[seat] = (s.hands[seat] ?? []).filter((c) => c !== card);
  s.table.push({ seat, card });
  (s.played[seat] ?? []).push(card);
  events.push({ type: 'play', seat, card });
  if (!s.heartsBroken && breaksHearts(card, s.options)) {
    s.heartsBroken = true;
    events.push({ type: 'hearts-broken', seat, card });
  }
  if (s.table.length < PLAYERS) return;
  finishTrick(s, events);
}

function finishTrick(s: HeartsState, events: HeartsEvent[]): void {
  const plays: Play[] = s.table;
  const winner = trickWinner(plays).seat;
  const cards = plays.map((p) => p.card);
  (s.taken[winner] ?? []).push(...cards);
  const queenTaker = cards.includes(QUEEN_OF_SPADES) ? winner : null;
  events.push({ type: 'trick', winner, cards, points: cardPoints(cards, s.options), trickNumber: s.trickNumber, queenTaker });
  s.lastTrick = { plays, winner };
  s.table = [];
  s.leader = winner;
  s.trickNumber++;
  if (s.trickNumber <= HAND_SIZE) return;
  // The hand is over.
  const score = scoreHand(s.taken, s.options);
  s.scores = s.scores.map((total, seat) => total + (score.points[seat] ?? 0));
  events.push({
    type: 'hand',
    handNumber: s.handNumber,
    points: score.points,
    moon: score.moon,
    noTrick: score.noTrick,
    scores: s.scores.slice(),
    queenTaker: s.taken.findIndex((taken) => taken.includes(QUEEN_OF_SPADES)),
  });
  const over = gameOutcome(s.scores, s.options.pointLimit);
  if (over !== null) {
    s.phase = 'over';
    events.push({ type: 'game-over', scores: over.scores, winners: over.winners, draw: over.draw });
    return;
  }
  s.handNumber++;
  dealHand(s, events);
}

function apply(state: HeartsState, action: HeartsAction): { state: HeartsState; events: HeartsEvent[] } {
  const seat = toAct(state);
  if (seat === null) throw new RuleError('The game is over.');
  const a = action as { type?: unknown; cards?: unknown; card?: unknown } | null;
  const s = copy(state);
  const events: HeartsEvent[] = [];
  if (a?.type === 'pass') applyPass(s, seat, a.cards, events);
  else if (a?.type === 'play') applyPlay(s, seat, a.card, events);
  else throw new RuleError('That is not a move in Hearts.');
  return { state: s, events };
}

function view(state: HeartsState, seat: Seat): HeartsView {
  return {
    phase: state.phase,
    seat,
    hand: (state.hands[seat] ?? []).slice(),
    scores: state.scores.slice(),
    toAct: toAct(state),
    handNumber: state.handNumber,
    trickNumber: state.trickNumber,
    passDirection: state.passDirection,
    passCount: state.passDirection === 'keeper' ? 0 : PASS_SIZE,
    passTo: state.passDirection === 'keeper' ? null : passTarget(seat, state.passDirection),
    passFrom: state.passDirection === 'keeper' ? null : passSource(seat, state.passDirection),
    hasPassed: state.passed.map((p) => p !== null),
    passed: state.passed[seat]?.slice() ?? null,
    received: state.received[seat]?.slice() ?? null,
    table: state.table.map((p) => ({ ...p })),
    leader: state.leader,
    heartsBroken: state.heartsBroken,
    lastTrick:
      state.lastTrick === null
        ? null
        : { plays: state.lastTrick.plays.map((p) => ({ ...p })), winner: state.lastTrick.winner },
    handSizes: state.hands.map((h) => h.length),
    played: state.played.map((p) => p.slice()),
    taken: state.taken.map((t) => t.slice()),
    pointsThisHand: state.taken.map((t) => cardPoints(t, state.options)),
    options: { ...state.options },
  };
}

/** The table as every seat sees it, without any seat's hand or pass. */
function watcherView(state: HeartsState): HeartsView {
  return { ...view(state, 0), hand: [], passed: null, received: null };
}

function outcome(state: HeartsState): Outcome | null {
  return state.phase === 'over' ? gameOutcome(state.scores, state.options.pointLimit) : null;
}

export const hearts: Game<HeartsState, HeartsAction, HeartsOptions, HeartsView, HeartsEvent> = {
  id: 'hearts',
  title: 'Hearts Deluxe',
  players: { min: PLAYERS, max: PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  toAct,
  legal,
  apply,
  view,
  watcherView,
  outcome,
  validate: validateHeartsState,
};
