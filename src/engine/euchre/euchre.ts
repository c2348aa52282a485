// Four-Handed Euchre on the engine contract: deal three then two, bid on the
// turned card and then on the other suits, the dealer's pickup, going alone
// with Pass Best, five tricks, the hand's score, and on to the next deal
// until a team has ten. RULES.md settles what the manual leaves open.

import { type Card, SUITS, type Suit, isCard, stackedDeck, suitOf } from '../cards';
import { type Game, type Outcome, RuleError, type Seat, type Setup } from '../game';
import { createRng, shuffle } from '../rng';
import { seatAfter } from '../tricks';
import type { EuchreEvent } from './events';
import {
  EUCHRE_DECK,
  PLAYERS,
  TRICKS,
  nextActive,
  partnerOf,
  playableCards,
  teamOf,
  trickTaker,
  whyNotPlay,
} from './rules';
import { gameOutcome, scoreHand, seatScores } from './scoring';
import { validateEuchreState } from './validate';
import {
  DEFAULT_OPTIONS,
  type EuchreAction,
  type EuchreOptions,
  type EuchreState,
  type EuchreView,
} from './types';

/** The manual: "The Human player's computer controlled partner will be the first to deal." */
const FIRST_DEALER: Seat = 2;
/** The deal goes round in packets of three, then of two. */
const PACKETS: readonly number[] = [3, 2];

/** Deal the next hand into `s` (a private copy): a stacked deck or a seeded shuffle. */
function dealHand(s: EuchreState, events: EuchreEvent[]): void {
  const deck = s.decks.shift() ?? shuffle(s.rng, EUCHRE_DECK);
  s.hands = [[], [], [], []];
  let next = 0;
  for (const packet of PACKETS) {
    for (let step = 1; step <= PLAYERS; step++) {
      const hand = s.hands[seatAfter(s.dealer, step, PLAYERS)] as Card[];
      for (let k = 0; k < packet; k++) hand.push(deck[next++] as Card);
    }
  }
  const upcard = deck[next] as Card;
  s.upcard = upcard;
  s.kitty = deck.slice(next + 1);
  s.turnedDown = null;
  s.takenUp = null;
  s.discards = [];
  s.given = null;
  s.bids = [];
  s.trump = null;
  s.maker = null;
  s.alone = false;
  s.sitting = null;
  s.trick = [];
  s.leader = seatAfter(s.dealer, 1, PLAYERS);
  s.tricksWon = [0, 0];
  s.played = [[], [], [], []];
  s.lastTrick = null;
  s.phase = 'order';
  events.push({ type: 'deal', handNumber: s.handNumber, dealer: s.dealer, upcard });
}

/** The deal moves one seat to the left. */
function nextDeal(s: EuchreState, events: EuchreEvent[]): void {
  s.handNumber++;
  s.dealer = seatAfter(s.dealer, 1, PLAYERS);
  dealHand(s, events);
}

/** A private copy for `apply` to change (plain JSON, so no clone library is needed). */
function copy(state: EuchreState): EuchreState {
  return {
    ...state,
    options: { ...state.options },
    rng: { ...state.rng },
    decks: state.decks.map((d) => d.slice()),
    hands: state.hands.map((h) => h.slice()),
    kitty: state.kitty.slice(),
    discards: state.discards.map((d) => ({ ...d })),
    given: state.given === null ? null : { ...state.given },
    bids: state.bids.map((b) => ({ ...b })),
    trick: state.trick.map((p) => ({ ...p })),
    tricksWon: [state.tricksWon[0], state.tricksWon[1]],
    played: state.played.map((p) => p.slice()),
    lastTrick:
      state.lastTrick === null
        ? null
        : { plays: state.lastTrick.plays.map((p) => ({ ...p })), winner: state.lastTrick.winner },
    points: [state.points[0], state.points[1]],
  };
}

function setup(args: Setup<EuchreOptions>): EuchreState {
  const options: EuchreOptions = { ...DEFAULT_OPTIONS, ...args.options };
  if (!Number.isInteger(options.target) || options.target < 1) {
    throw new RangeError('The game is played to a whole number of points, at least 1.');
  }
  if (args.players !== undefined && args.players !== PLAYERS) throw new RangeError('Euchre is played by four.');
  const decks = (args.decks ?? []).map((deck) => stackedDeck(deck, EUCHRE_DECK));
  const s: EuchreState = {
    options,
    rng: createRng(args.seed ?? 0),
    decks,
    phase: 'order',
    handNumber: 1,
    dealer: FIRST_DEALER,
    hands: [],
    upcard: null,
    turnedDown: null,
    takenUp: null,
    kitty: [],
    discards: [],
    given: null,
    bids: [],
    trump: null,
    maker: null,
    alone: false,
    sitting: null,
    trick: [],
    leader: 0,
    tricksWon: [0, 0],
    played: [],
    lastTrick: null,
    points: [0, 0],
  };
  dealHand(s, []);
  return s;
}

function toAct(state: EuchreState): Seat | null {
  switch (state.phase) {
    case 'over':
      return null;
    case 'order':
    case 'call':
      // Round 1 takes the first four bids, round 2 the next four, each from the dealer's left.
      return seatAfter(state.dealer, 1 + (state.bids.length % PLAYERS), PLAYERS);
    case 'discard':
      return state.dealer;
    case 'give':
      return state.sitting;
    case 'lone-discard':
      return state.maker;
    case 'play': {
      let seat = state.leader;
      for (let i = 0; i < state.trick.length; i++) seat = nextActive(seat, state.sitting);
      return seat;
    }
  }
}

const YES_NO: readonly boolean[] = [false, true];

function legal(state: EuchreState): EuchreAction[] {
  const seat = toAct(state);
  if (seat === null) return [];
  const hand = state.hands[seat] ?? [];
  switch (state.phase) {
    case 'order': {
      const type = seat === state.dealer ? 'pick-up' : 'order-up';
      return [...YES_NO.map((alone): EuchreAction => ({ type, alone })), { type: 'pass' }];
    }
    case 'call': {
      const calls = SUITS.filter((suit) => state.turnedDown === null || suit !== suitOf(state.turnedDown)).flatMap(
        (suit) => YES_NO.map((alone): EuchreAction => ({ type: 'call', suit, alone })),
      );
      return mustCall(state, seat) ? calls : [...calls, { type: 'pass' }];
    }
    case 'discard':
    case 'lone-discard':
      return hand.map((card) => ({ type: 'discard', card }));
    case 'give':
      return hand.map((card) => ({ type: 'give', card }));
    case 'play':
      return playableCards(hand, state.trick, state.trump).map((card) => ({ type: 'play', card }));
    default:
      return [];
  }
}

/** Stick the dealer: the dealer may not pass in the second round. */
function mustCall(state: EuchreState, seat: Seat): boolean {
  return state.options.stickTheDealer && seat === state.dealer;
}

function checkAlone(alone: unknown): boolean {
  if (typeof alone !== 'boolean') throw new RuleError('Say whether you go alone.');
  return alone;
}

/** Trump is made: ordered up or picked up in round 1, or named in round 2. */
function makeTrump(
  s: EuchreState,
  seat: Seat,
  bid: 'order-up' | 'pick-up' | 'call',
  suit: Suit,
  alone: boolean,
  events: EuchreEvent[],
): void {
  s.bids.push({ seat, bid, suit, alone });
  s.trump = suit;
  s.maker = seat;
  s.alone = alone;
  s.sitting = alone ? partnerOf(seat) : null;
  events.push({ type: 'make', seat, bid, suit, alone });
}

/** After the dealer's pickup (or at once in round 2): Pass Best for a lone maker, else the play. */
function afterTrump(s: EuchreState): void {
  if (s.alone && s.options.passBest) s.phase = 'give';
  else startPlay(s);
}

function startPlay(s: EuchreState): void {
  s.phase = 'play';
  // The dealer's left leads, or the seat after when that is the lone maker's partner.
  s.leader = nextActive(s.dealer, s.sitting);
}

function applyOrder(s: EuchreState, seat: Seat, type: 'order-up' | 'pick-up', alone: unknown, events: EuchreEvent[]): void {
  if (s.phase !== 'order' || s.upcard === null) throw new RuleError('The turned card is no longer offered.');
  if (type === 'pick-up' && seat !== s.dealer) throw new RuleError('Only the dealer picks the card up: order it up instead.');
  if (type === 'order-up' && seat === s.dealer) throw new RuleError('The dealer picks the card up rather than ordering it.');
  const upcard = s.upcard;
  makeTrump(s, seat, type, suitOf(upcard), checkAlone(alone), events);
  // Whoever made it, the dealer takes the turned card, even when sitting out for a lone partner.
  (s.hands[s.dealer] as Card[]).push(upcard);
  s.upcard = null;
  s.takenUp = upcard;
  events.push({ type: 'take-up', dealer: s.dealer, card: upcard });
  s.phase = 'discard';
}

function applyPass(s: EuchreState, seat: Seat, events: EuchreEvent[]): void {
  if (s.phase !== 'order' && s.phase !== 'call') throw new RuleError('There is nothing to pass on now.');
  if (s.phase === 'call' && mustCall(s, seat)) throw new RuleError('Stick the dealer: the dealer must name a suit.');
  s.bids.push({ seat, bid: 'pass', suit: null, alone: false });
  events.push({ type: 'pass', seat, round: s.phase === 'order' ? 1 : 2 });
  if (s.bids.length === PLAYERS && s.upcard !== null) {
    const card = s.upcard;
    s.turnedDown = card;
    s.upcard = null;
    s.phase = 'call';
    events.push({ type: 'turn-down', card });
  } else if (s.bids.length === 2 * PLAYERS) {
    events.push({ type: 'throw-in', handNumber: s.handNumber, dealer: s.dealer });
    nextDeal(s, events);
  }
}

function applyCall(s: EuchreState, seat: Seat, suit: unknown, alone: unknown, events: EuchreEvent[]): void {
  if (s.phase !== 'call') throw new RuleError('A suit is named only once the turned card is turned down.');
  if (typeof suit !== 'string' || !(SUITS as readonly string[]).includes(suit)) {
    throw new RuleError('Name a suit: clubs, diamonds, hearts or spades.');
  }
  if (s.turnedDown !== null && suit === suitOf(s.turnedDown)) throw new RuleError('That suit was turned down: name another.');
  makeTrump(s, seat, 'call', suit as Suit, checkAlone(alone), events);
  afterTrump(s);
}

/** The card `card`, checked to be in `seat`'s hand, and taken out of it. */
function takeFromHand(s: EuchreState, seat: Seat, card: unknown): Card {
  const hand = s.hands[seat] ?? [];
  if (!isCard(card) || !hand.includes(card)) throw new RuleError('That card is not in your hand.');
  s.hands[seat] = hand.filter((c) => c !== card);
  return card;
}

function applyDiscard(s: EuchreState, seat: Seat, card: unknown, events: EuchreEvent[]): void {
  if (s.phase !== 'discard' && s.phase !== 'lone-discard') throw new RuleError('There is nothing to discard now.');
  s.discards.push({ seat, card: takeFromHand(s, seat, card) });
  events.push({ type: 'discard', seat });
  if (s.phase === 'discard') afterTrump(s);
  else startPlay(s);
}

function applyGive(s: EuchreState, seat: Seat, card: unknown, events: EuchreEvent[]): void {
  if (s.phase !== 'give' || s.maker === null) throw new RuleError('Only a lone player\'s partner gives a card, before the play.');
  const given = takeFromHand(s, seat, card);
  (s.hands[s.maker] as Card[]).push(given);
  s.given = { from: seat, to: s.maker, card: given };
  events.push({ type: 'give', from: seat, to: s.maker });
  s.phase = 'lone-discard';
}

function applyPlay(s: EuchreState, seat: Seat, card: unknown, events: EuchreEvent[]): void {
  if (s.phase !== 'play') throw new RuleError('The cards are not played yet.');
  if (!isCard(card)) throw new RuleError('That card is not in your hand.');
  const why = whyNotPlay(s.hands[seat] ?? [], s.trick, s.trump, card);
  if (why !== null) throw new RuleError(why);
  takeFromHand(s, seat, card);
  s.trick.push({ seat, card });
  (s.played[seat] as Card[]).push(card);
  events.push({ type: 'play', seat, card });
  if (s.trick.length === (s.sitting === null ? PLAYERS : PLAYERS - 1)) finishTrick(s, events);
}

function finishTrick(s: EuchreState, events: EuchreEvent[]): void {
  const plays = s.trick;
  const winner = trickTaker(plays, s.trump);
  s.tricksWon[teamOf(winner)]++;
  const trickNumber = s.tricksWon[0] + s.tricksWon[1];
  events.push({ type: 'trick', winner, cards: plays.map((p) => p.card), trickNumber, tricksWon: [s.tricksWon[0], s.tricksWon[1]] });
  s.lastTrick = { plays, winner };
  s.trick = [];
  s.leader = winner;
  if (trickNumber < TRICKS) return;
  finishHand(s, events);
}

function finishHand(s: EuchreState, events: EuchreEvent[]): void {
  const maker = s.maker as Seat;
  const makers = teamOf(maker);
  const tricks = s.tricksWon[makers];
  const score = scoreHand(makers, tricks, s.alone);
  s.points = [s.points[0] + score.points[0], s.points[1] + score.points[1]];
  events.push({
    type: 'hand',
    handNumber: s.handNumber,
    maker,
    makers,
    alone: s.alone,
    tricks,
    euchred: score.euchred,
    march: score.march,
    points: score.points,
    scores: [s.points[0], s.points[1]],
  });
  const over = gameOutcome(s.points, s.options.target);
  if (over !== null) {
    s.phase = 'over';
    events.push({ type: 'game-over', scores: [s.points[0], s.points[1]], winners: over.winners });
    return;
  }
  nextDeal(s, events);
}

function apply(state: EuchreState, action: EuchreAction): { state: EuchreState; events: EuchreEvent[] } {
  const seat = toAct(state);
  if (seat === null) throw new RuleError('The game is over.');
  const a = (typeof action === 'object' && action !== null ? action : {}) as {
    type?: unknown;
    card?: unknown;
    suit?: unknown;
    alone?: unknown;
  };
  const s = copy(state);
  const events: EuchreEvent[] = [];
  switch (a.type) {
    case 'order-up':
    case 'pick-up':
      applyOrder(s, seat, a.type, a.alone, events);
      break;
    case 'pass':
      applyPass(s, seat, events);
      break;
    case 'call':
      applyCall(s, seat, a.suit, a.alone, events);
      break;
    case 'discard':
      applyDiscard(s, seat, a.card, events);
      break;
    case 'give':
      applyGive(s, seat, a.card, events);
      break;
    case 'play':
      applyPlay(s, seat, a.card, events);
      break;
    default:
      throw new RuleError('That is not a move in Euchre.');
  }
  return { state: s, events };
}

/** What `seat` sees: its own hand and what the table showed, never another seat's hidden cards. */
function view(state: EuchreState, seat: Seat): EuchreView {
  const given = state.given;
  return {
    phase: state.phase,
    seat,
    toAct: toAct(state),
    hand: (state.hands[seat] ?? []).slice(),
    scores: seatScores(state.points),
    handNumber: state.handNumber,
    dealer: state.dealer,
    upcard: state.upcard,
    turnedDown: state.turnedDown,
    takenUp: state.takenUp,
    myDiscards: state.discards.filter((d) => d.seat === seat).map((d) => d.card),
    given: given !== null && (given.from === seat || given.to === seat) ? given.card : null,
    gave: given === null ? null : { from: given.from, to: given.to },
    bids: state.bids.map((b) => ({ ...b })),
    trump: state.trump,
    maker: state.maker,
    alone: state.alone,
    sitting: state.sitting,
    trick: state.trick.map((p) => ({ ...p })),
    leader: state.leader,
    tricksWon: [state.tricksWon[0], state.tricksWon[1]],
    played: state.played.map((p) => p.slice()),
    lastTrick:
      state.lastTrick === null
        ? null
        : { plays: state.lastTrick.plays.map((p) => ({ ...p })), winner: state.lastTrick.winner },
    handSizes: state.hands.map((h) => h.length),
    options: { ...state.options },
  };
}

/** The table as every seat sees it, without any seat's hand, discards or Pass Best card. */
function watcherView(state: EuchreState): EuchreView {
  return { ...view(state, 0), hand: [], myDiscards: [], given: null };
}

function outcome(state: EuchreState): Outcome | null {
  return state.phase === 'over' ? gameOutcome(state.points, state.options.target) : null;
}

export const euchre: Game<EuchreState, EuchreAction, EuchreOptions, EuchreView, EuchreEvent> = {
  id: 'euchre',
  title: 'Four-Handed Euchre',
  players: { min: PLAYERS, max: PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  toAct,
  legal,
  apply,
  view,
  watcherView,
  outcome,
  validate: validateEuchreState,
};
