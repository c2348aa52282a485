// Thirty-One on the engine contract: three cards each and an extra set, the
// dealer's Hand or Pot, changing with the pot, passing, taking the pot, the
// round's marks in either variation, players going out, and the next deal
// until one player is left. RULES.md settles what the manual leaves open.

import { type Card, isCard, stackedDeck } from '../cards';
import { type Game, type Outcome, RuleError, type Seat, type Setup } from '../game';
import { createRng, shuffle } from '../rng';
import type { ThirtyOneEvent } from './events';
import { DECK, HAND_SIZE, giveMarks, losers, markLimit, nextIn } from './rules';
import { THIRTY_ONE, handPoints } from './scoring';
import { validateThirtyOneState } from './validate';
import {
  DEFAULT_OPTIONS,
  type PublicMove,
  type ThirtyOneAction,
  type ThirtyOneOptions,
  type ThirtyOneState,
  type ThirtyOneView,
  type Variation,
} from './types';

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;
/** The kiosk's player deals first ("Press 'Deal' to deal the cards"); the deal then passes left. */
const FIRST_DEALER: Seat = 0;

type Events = ThirtyOneEvent[];

function seatsIn(s: Pick<ThirtyOneState, 'players' | 'out'>): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (!s.out.includes(seat)) seats.push(seat);
  return seats;
}

/** Deal a round into `s` (a private copy): three cards to each player still in from the dealer's left, the dealer last, then the extra set. */
function deal(s: ThirtyOneState, events: Events): void {
  const deck = s.decks.shift() ?? shuffle(s.rng, DECK);
  let next = 0;
  const take = (): Card[] => deck.slice(next, (next += HAND_SIZE));
  s.hands = Array.from({ length: s.players }, () => []);
  const order: Seat[] = [];
  for (let seat = nextIn(s.dealer, s.players, s.out); ; seat = nextIn(seat, s.players, s.out)) {
    order.push(seat);
    s.hands[seat] = take();
    if (seat === s.dealer) break;
  }
  s.extra = take();
  s.stock = deck.slice(next);
  s.pot = [];
  s.passed = [];
  s.moves = [];
  s.phase = 'choose';
  s.turn = s.dealer;
  events.push({ type: 'deal', round: s.round, dealer: s.dealer, seats: order });
}

/**
 * A private copy for `apply` to change, field by field (the type makes every
 * field required, so a new one cannot be left out). What `apply` never
 * writes into is shared: the options, the decks still to come (a deal takes
 * one off the list and reads it) and the last round's result (replaced
 * whole). The computer players' searches copy the state at every move.
 */
function copy(state: ThirtyOneState): ThirtyOneState {
  return {
    options: state.options,
    rng: { ...state.rng },
    decks: state.decks.slice(),
    players: state.players,
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    turn: state.turn,
    hands: state.hands.map((h) => h.slice()),
    extra: state.extra.slice(),
    pot: state.pot.slice(),
    stock: state.stock.slice(),
    passed: state.passed.slice(),
    moves: state.moves.slice(),
    marks: state.marks.slice(),
    limits: state.limits.slice(),
    extraGiven: state.extraGiven,
    out: state.out.slice(),
    lastRound: state.lastRound,
    winner: state.winner,
  };
}

function setup(args: Setup<ThirtyOneOptions>): ThirtyOneState {
  const options: ThirtyOneOptions = { ...DEFAULT_OPTIONS, ...args.options };
  if (options.variation !== 'regular' && options.variation !== 'van-eer-maas') {
    throw new RangeError('The variation is regular or van Eer-Maas.');
  }
  const players = args.players ?? MAX_PLAYERS;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new RangeError('Thirty-One is played by 2 to 4.');
  const decks = (args.decks ?? []).map((deck) => stackedDeck(deck, DECK));
  const s: ThirtyOneState = {
    options,
    rng: createRng(args.seed ?? 0),
    decks,
    players,
    phase: 'choose',
    round: 1,
    dealer: FIRST_DEALER,
    turn: FIRST_DEALER,
    hands: [],
    extra: [],
    pot: [],
    stock: [],
    passed: [],
    moves: [],
    marks: Array.from({ length: players }, () => 0),
    limits: Array.from({ length: players }, () => markLimit(options.variation)),
    extraGiven: false,
    out: [],
    lastRound: null,
    winner: null,
  };
  deal(s, []);
  return s;
}

function toAct(state: ThirtyOneState): Seat | null {
  return state.phase === 'over' ? null : state.turn;
}

function legal(state: ThirtyOneState): ThirtyOneAction[] {
  const seat = toAct(state);
  if (seat === null) return [];
  if (state.phase === 'choose') return [{ type: 'hand' }, { type: 'pot' }];
  const hand = state.hands[seat] ?? [];
  const changes = hand.flatMap((card) => state.pot.map((potCard): ThirtyOneAction => ({ type: 'change', card, potCard })));
  return [...changes, { type: 'pass' }, { type: 'take-pot' }];
}

/** The round ends: every hand is shown, the marks are given, players go out, and the next round is dealt (or the game ends). */
function endRound(s: ThirtyOneState, thirtyOne: Seat | null, events: Events): void {
  const inSeats = seatsIn(s);
  const points = s.hands.map(handPoints);
  const marking = giveMarks(s.options.variation, inSeats, losers(s.options.variation, inSeats, points, s.hands), s);
  s.marks = marking.marks;
  s.limits = marking.limits;
  s.extraGiven = marking.extraGiven;
  s.lastRound = {
    round: s.round,
    reason: thirtyOne === null ? 'passed' : 'thirty-one',
    thirtyOne,
    points,
    marked: marking.marked,
    spared: marking.spared,
    extraMark: marking.extraMark,
    wentOut: marking.wentOut,
  };
  events.push({ type: 'round-end', hands: s.hands.map((h) => h.slice()), marks: s.marks.slice(), ...s.lastRound });
  // Everybody's cards go back to the pack, and the round's moves with them.
  s.hands = s.hands.map(() => []);
  s.moves = [];
  s.passed = [];
  s.stock = DECK.slice();
  s.pot = [];
  s.extra = [];
  for (const seat of marking.wentOut) {
    s.out.push(seat);
    events.push({ type: 'out', seat, marks: s.marks[seat] ?? 0 });
  }
  const left = seatsIn(s);
  if (left.length <= 1) {
    s.phase = 'over';
    s.turn = null;
    s.winner = left[0] ?? null;
    events.push({ type: 'game-over', winner: s.winner, marks: s.marks.slice() });
    return;
  }
  s.round++;
  s.dealer = nextIn(s.dealer, s.players, s.out);
  deal(s, events);
}

/** `seat`'s turn begins, unless it was dealt 31: then the round ends now. */
function startTurn(s: ThirtyOneState, seat: Seat, events: Events): void {
  if (handPoints(s.hands[seat] ?? []) === THIRTY_ONE) endRound(s, seat, events);
  else s.turn = seat;
}

/** After `seat`'s move: 31 ends the round at once, else the variation says whether anyone moves again. */
function afterMove(s: ThirtyOneState, seat: Seat, wasLast: boolean, events: Events): void {
  if (handPoints(s.hands[seat] ?? []) === THIRTY_ONE) return endRound(s, seat, events);
  if (s.options.variation === 'regular') {
    // The last player who had not passed has had his one more change.
    if (wasLast) return endRound(s, null, events);
    const skip = [...s.out, ...s.passed];
    return startTurn(s, nextIn(seat, s.players, skip), events);
  }
  // van Eer-Maas: after the first pass everyone else has one more turn.
  const next = nextIn(seat, s.players, s.out);
  if (s.passed[0] === next) return endRound(s, null, events);
  return startTurn(s, next, events);
}

function unpassed(s: ThirtyOneState): Seat[] {
  return seatsIn(s).filter((seat) => !s.passed.includes(seat));
}

function applyChoice(s: ThirtyOneState, seat: Seat, choice: 'hand' | 'pot', events: Events): void {
  if (s.phase !== 'choose') throw new RuleError('Only the dealer chooses Hand or Pot, before the first turn.');
  if (choice === 'pot') {
    s.pot = s.hands[seat] ?? [];
    s.hands[seat] = s.extra;
  } else s.pot = s.extra;
  s.extra = [];
  s.phase = 'play';
  s.moves.push({ seat, type: choice });
  events.push({ type: 'choose', seat, choice, pot: s.pot.slice() });
  startTurn(s, nextIn(seat, s.players, s.out), events);
}

function checkPlay(s: ThirtyOneState): void {
  if (s.phase !== 'play') throw new RuleError('The dealer must first choose Hand or Pot.');
}

function applyChange(s: ThirtyOneState, seat: Seat, card: unknown, potCard: unknown, events: Events): void {
  checkPlay(s);
  const hand = s.hands[seat] ?? [];
  if (!isCard(card) || !hand.includes(card)) throw new RuleError('Choose one card of your hand.');
  if (!isCard(potCard) || !s.pot.includes(potCard)) throw new RuleError('Choose one card of the pot.');
  const wasLast = unpassed(s).length === 1;
  s.hands[seat] = hand.map((c) => (c === card ? potCard : c));
  s.pot = s.pot.map((c) => (c === potCard ? card : c));
  s.moves.push({ seat, type: 'change', card, potCard });
  events.push({ type: 'change', seat, card, potCard });
  afterMove(s, seat, wasLast, events);
}

function applyPass(s: ThirtyOneState, seat: Seat, events: Events): void {
  checkPlay(s);
  const wasLast = unpassed(s).length === 1;
  s.passed.push(seat);
  s.moves.push({ seat, type: 'pass' });
  events.push({ type: 'pass', seat });
  afterMove(s, seat, wasLast, events);
}

function applyTakePot(s: ThirtyOneState, seat: Seat, events: Events): void {
  checkPlay(s);
  const wasLast = unpassed(s).length === 1;
  const taken = s.pot;
  const left = s.hands[seat] ?? [];
  s.hands[seat] = taken;
  s.pot = left;
  s.passed.push(seat);
  s.moves.push({ seat, type: 'take-pot', taken: taken.slice(), left: left.slice() });
  events.push({ type: 'take-pot', seat, taken: taken.slice(), left: left.slice() });
  afterMove(s, seat, wasLast, events);
}

function apply(state: ThirtyOneState, action: ThirtyOneAction): { state: ThirtyOneState; events: ThirtyOneEvent[] } {
  const seat = toAct(state);
  if (seat === null) throw new RuleError('The game is over.');
  const a = (typeof action === 'object' && action !== null ? action : {}) as { type?: unknown; card?: unknown; potCard?: unknown };
  const s = copy(state);
  const events: Events = [];
  switch (a.type) {
    case 'hand':
    case 'pot':
      applyChoice(s, seat, a.type, events);
      break;
    case 'change':
      applyChange(s, seat, a.card, a.potCard, events);
      break;
    case 'pass':
      applyPass(s, seat, events);
      break;
    case 'take-pot':
      applyTakePot(s, seat, events);
      break;
    default:
      throw new RuleError('That is not a move in Thirty-One.');
  }
  return { state: s, events };
}

/** Cards each seat is known by all to hold: taken from the pot this round and not put back since. */
export function knownCards(moves: readonly PublicMove[], players: number): Card[][] {
  const known: Card[][] = Array.from({ length: players }, () => []);
  for (const move of moves) {
    const held = known[move.seat] as Card[];
    if (move.type === 'change') {
      known[move.seat] = [...held.filter((c) => c !== move.card), move.potCard];
    } else if (move.type === 'take-pot') known[move.seat] = move.taken.slice();
  }
  return known;
}

/** What `seat` sees: its own hand and what the table showed, never another seat's hidden cards. */
function view(state: ThirtyOneState, seat: Seat): ThirtyOneView {
  const hand = (state.hands[seat] ?? []).slice();
  return {
    phase: state.phase,
    seat,
    toAct: toAct(state),
    players: state.players,
    variation: state.options.variation,
    hand,
    points: handPoints(hand),
    scores: state.marks.slice(),
    limits: state.limits.slice(),
    round: state.round,
    dealer: state.dealer,
    pot: state.pot.slice(),
    passed: state.passed.slice(),
    out: state.out.slice(),
    handSizes: state.hands.map((h) => h.length),
    known: knownCards(state.moves, state.players),
    moves: state.moves.map((m) => (m.type === 'take-pot' ? { ...m, taken: m.taken.slice(), left: m.left.slice() } : { ...m })),
    lastRound: state.lastRound === null ? null : copyResult(state.lastRound),
    winner: state.winner,
    options: { ...state.options },
  };
}

/** The table as every seat sees it (the pot, the marks, the public moves), without any seat's hand or its value. */
function watcherView(state: ThirtyOneState): ThirtyOneView {
  return { ...view(state, 0), hand: [], points: 0 };
}

function copyResult(r: NonNullable<ThirtyOneState['lastRound']>): NonNullable<ThirtyOneState['lastRound']> {
  return { ...r, points: r.points.slice(), marked: r.marked.slice(), extraMark: r.extraMark.slice(), wentOut: r.wentOut.slice() };
}

function outcome(state: ThirtyOneState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { scores: state.marks.slice(), winners: state.winner === null ? [] : [state.winner], draw: state.winner === null };
}

/** The variation's symbol in the window's upper right corner. */
export function variationSymbol(variation: Variation): '1' | '2' {
  return variation === 'regular' ? '1' : '2';
}

export const thirtyone: Game<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> = {
  id: 'thirtyone',
  title: 'Thirty-One',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  toAct,
  legal,
  apply,
  view,
  watcherView,
  outcome,
  validate: validateThirtyOneState,
};
