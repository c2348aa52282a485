// Chinese Patience on the engine contract: two players race to rid
// themselves of 22 face-down cards by twisting them onto their own discard
// pile (pile 0) and moving them under the sequence rules a) to g) onto the
// ace piles 1-4, the tableau piles 5-8 and the other player's discard pile
// (their pile 9). RULES.md settles what the instructions leave open.

import { type Card, FULL_DECK, RANKS, isRed, rankOf, stackedDeck, suitOf } from '../cards';
import { type Game, type Outcome, RuleError, type Seat, type Setup } from '../game';
import { createRng, shuffle } from '../rng';
import type { PatienceEvent } from './events';
import { pileOf } from './piles';
import { whyNotTake } from './take';
import type { PatienceAction, PatienceOptions, PatienceState, PatienceView } from './types';
import { validatePatienceState } from './validate';

const PLAYERS = 2;
const ACES: readonly Card[] = ['AC', 'AD', 'AH', 'AS'];
/**
 * Turns in a row without a new low in the cards both players hold, after
 * which the game is blocked (RULES.md): fifty each is more than two passes
 * through a whole deck.
 */
export const BLOCKED_AFTER = 100;

/** Ace low: the ace piles climb A, 2, ... K. */
function value(card: Card): number {
  const rank = rankOf(card);
  return rank === 'A' ? 1 : RANKS.indexOf(rank) + 2;
}

const other = (seat: Seat): Seat => 1 - seat;

function copy(s: PatienceState): PatienceState {
  return JSON.parse(JSON.stringify(s)) as PatienceState;
}

function setup(args: Setup<PatienceOptions>): PatienceState {
  if (args.players !== undefined && args.players !== PLAYERS) throw new RangeError('Chinese Patience is played by two.');
  const rng = createRng(args.seed ?? 0);
  const stacked = args.decks?.[0];
  let rest: Card[];
  if (stacked) {
    // The aces come out wherever they lie; the rest keeps its order.
    rest = stackedDeck(stacked, FULL_DECK).filter((card) => !ACES.includes(card));
  } else {
    rest = shuffle(rng, FULL_DECK.filter((card) => !ACES.includes(card)));
  }
  const tableau = rest.slice(0, 4);
  const dealt = rest.slice(4);
  return {
    rng,
    decks: [],
    phase: 'play',
    toAct: 0,
    // Dealt one each in turn, you first.
    stock: [dealt.filter((_, i) => i % 2 === 0), dealt.filter((_, i) => i % 2 === 1)],
    turnedOver: [false, false],
    discard: [[], []],
    piles: [['AC'], ['AD'], ['AH'], ['AS'], ...tableau.map((card) => [card])],
    twisted: null,
    started: [false, false],
    idleTurns: 0,
    fewestHeld: dealt.length,
    turn: 1,
    scores: [0, 0],
  };
}

/** Why `card` may not go onto pile `to`; null when it may. `fromHand`: it comes from pile 0. */
function whyNotOnto(s: PatienceState, seat: Seat, card: Card, to: number, fromHand: boolean): string | null {
  const pile = pileOf(s, seat, to);
  if (pile === undefined || to === 0) return 'Cards go onto piles 1 to 9.';
  const top = pile.at(-1);
  if (to <= 4) {
    // a) Up in suit from the ace.
    if (top === undefined || suitOf(top) !== suitOf(card) || value(card) !== value(top) + 1) return ONTO_ACES;
    return null;
  }
  if (to <= 8) {
    // A space is filled only from the top of pile 0 (g, RULES.md).
    if (top === undefined) return fromHand ? null : 'A space is filled from pile 0 only.';
    // b) Down in alternate colours.
    if (!followsDown(card, top)) return DOWN_ALTERNATE;
    return null;
  }
  // c) Pile 9: the same suit, one above or one below the card showing.
  if (top === undefined) return 'An empty pile 9 takes nothing: no card shows to match.';
  if (suitOf(top) !== suitOf(card) || Math.abs(value(card) - value(top)) !== 1) return ONTO_NINE;
  return null;
}

/** The whole sequence rules, rank and colour or suit, as a refusal gives them. */
export const ONTO_ACES = 'Piles 1-4 go up by one in the same suit.';
export const DOWN_ALTERNATE = 'Piles 5-8 go down by one, red and black in turn.';
export const ONTO_NINE = 'Pile 9 takes the same suit, one above or below.';

/** Whether `card` goes on `top` down piles 5-8: one lower, the other colour. */
function followsDown(card: Card, top: Card): boolean {
  return isRed(suitOf(top)) !== isRed(suitOf(card)) && value(card) === value(top) - 1;
}

function whyNotMove(s: PatienceState, seat: Seat, from: number, to: number): string | null {
  const why = whyNotTake(s.started[seat] ?? false, (n) => pileOf(s, seat, n)?.length ?? 0, from, false);
  if (why !== null) return why;
  const card = (pileOf(s, seat, from) as Card[]).at(-1) as Card;
  if (from === to) return 'Choose another pile.';
  return whyNotOnto(s, seat, card, to, from === 0);
}

function whyNotMovePile(s: PatienceState, seat: Seat, from: number, to: number): string | null {
  const why = whyNotTake(s.started[seat] ?? false, (n) => pileOf(s, seat, n)?.length ?? 0, from, true);
  if (why !== null) return why;
  if (to < 5 || to > 8 || from === to) return 'Whole piles move from one of piles 5-8 to another.';
  const bottom = (s.piles[from - 1] ?? [])[0] as Card;
  const top = (s.piles[to - 1] ?? []).at(-1);
  if (top === undefined) return 'A whole pile goes onto cards, never into a space.';
  // g) The pile's bottom card must follow on the target's top card.
  if (!followsDown(bottom, top)) return DOWN_ALTERNATE;
  return null;
}

function whyNotTwist(s: PatienceState, seat: Seat): string | null {
  if ((s.stock[seat] ?? []).length === 0) return 'Your deck is empty.';
  if (s.twisted !== null) return 'Move the card you twisted before you twist again.';
  return null;
}

function legal(s: PatienceState): PatienceAction[] {
  if (s.phase === 'over') return [];
  const seat = s.toAct;
  const out: PatienceAction[] = [];
  if (whyNotTwist(s, seat) === null) out.push({ type: 'twist' });
  if (!s.started[seat]) return out.length > 0 ? out : [{ type: 'finish' }];
  for (const from of [0, 5, 6, 7, 8]) {
    for (let to = 1; to <= 9; to++) if (whyNotMove(s, seat, from, to) === null) out.push({ type: 'move', from, to });
  }
  for (let from = 5; from <= 8; from++) for (let to = 5; to <= 8; to++) if (whyNotMovePile(s, seat, from, to) === null) out.push({ type: 'move-pile', from, to });
  out.push({ type: 'finish' });
  return out;
}

/** Cards still in `seat`'s hand: its face-down deck and its pile 0. */
export function cardsLeft(s: PatienceState, seat: Seat): number {
  return (s.stock[seat] ?? []).length + (s.discard[seat] ?? []).length;
}

function endGame(s: PatienceState, winner: Seat | null, events: PatienceEvent[]): void {
  s.phase = 'over';
  if (winner !== null) s.scores[winner] = cardsLeft(s, other(winner)) - (s.idleTurns >= BLOCKED_AFTER ? cardsLeft(s, winner) : 0);
  events.push({ type: 'game-over', winner, scores: [s.scores[0], s.scores[1]] });
}

/** After a card left the hand: the first with no cards left wins. */
function checkWin(s: PatienceState, seat: Seat, events: PatienceEvent[]): void {
  if (cardsLeft(s, seat) === 0) endGame(s, seat, events);
}

function finishTurn(s: PatienceState, events: PatienceEvent[]): void {
  const seat = s.toAct;
  // Progress is a new low in the cards held: a card sent back to a hand on
  // pile 9 and played out again is no progress, so no game goes on for ever.
  const held = cardsLeft(s, 0) + cardsLeft(s, 1);
  if (held < s.fewestHeld) {
    s.fewestHeld = held;
    s.idleTurns = 0;
  } else s.idleTurns++;
  events.push({ type: 'finish', seat });
  if (s.idleTurns >= BLOCKED_AFTER) {
    // Blocked: the cards held have not reached a new low for fifty turns each.
    const [a, b] = [cardsLeft(s, 0), cardsLeft(s, 1)];
    endGame(s, a === b ? null : a < b ? 0 : 1, events);
    return;
  }
  const next = other(seat);
  s.toAct = next;
  s.turn++;
  s.twisted = null;
  // An empty deck is made again by turning the discard pile over at the start of the turn (RULES.md).
  if ((s.stock[next] ?? []).length === 0 && (s.discard[next] ?? []).length > 0) {
    s.stock[next] = (s.discard[next] ?? []).slice();
    s.discard[next] = [];
    s.turnedOver[next] = true;
    events.push({ type: 'turn-over', seat: next });
  }
}

function apply(state: PatienceState, action: PatienceAction): { state: PatienceState; events: PatienceEvent[] } {
  if (state.phase === 'over') throw new RuleError('The game is over.');
  const s = copy(state);
  const seat = s.toAct;
  const events: PatienceEvent[] = [];
  const a = action as { type?: unknown; from?: unknown; to?: unknown } | null;
  const from = typeof a?.from === 'number' && Number.isInteger(a.from) ? a.from : -1;
  const to = typeof a?.to === 'number' && Number.isInteger(a.to) ? a.to : -1;
  switch (a?.type) {
    case 'twist': {
      const why = whyNotTwist(s, seat);
      if (why !== null) throw new RuleError(why);
      const card = (s.stock[seat] ?? []).shift() as Card;
      (s.discard[seat] ??= []).push(card);
      s.twisted = card;
      s.started[seat] = true;
      events.push({ type: 'twist', seat, card });
      break;
    }
    case 'move': {
      const why = whyNotMove(s, seat, from, to);
      if (why !== null) throw new RuleError(why);
      const source = pileOf(s, seat, from) as Card[];
      const card = source.pop() as Card;
      (pileOf(s, seat, to) as Card[]).push(card);
      if (card === s.twisted) s.twisted = null;
      events.push({ type: 'move', seat, from, to, card });
      if (from === 0) checkWin(s, seat, events);
      break;
    }
    case 'move-pile': {
      const why = whyNotMovePile(s, seat, from, to);
      if (why !== null) throw new RuleError(why);
      const moved = (s.piles[from - 1] ?? []).splice(0);
      (s.piles[to - 1] ?? []).push(...moved);
      events.push({ type: 'move-pile', seat, from, to, cards: moved });
      break;
    }
    case 'finish':
      if (!s.started[seat] && (s.stock[seat] ?? []).length > 0) throw new RuleError('First twist a card (T).');
      finishTurn(s, events);
      break;
    default:
      throw new RuleError('That is not a move in Chinese Patience.');
  }
  return { state: s, events };
}

/** `seat`'s deck when it is a discard pile turned over, whose order both players saw; else null. */
function knownStock(s: PatienceState, seat: Seat): Card[] | null {
  return s.turnedOver[seat] ? (s.stock[seat] ?? []).slice() : null;
}

function view(s: PatienceState, seat: Seat): PatienceView {
  const piles = Array.from({ length: 10 }, (_, n) => (pileOf(s, seat, n) ?? []).slice());
  return {
    phase: s.phase,
    hand: (s.discard[seat] ?? []).slice(),
    scores: [s.scores[0], s.scores[1]],
    seat,
    toAct: s.phase === 'over' ? null : s.toAct,
    turn: s.turn,
    piles,
    stock: [(s.stock[seat] ?? []).length, (s.stock[other(seat)] ?? []).length],
    knownStock: [knownStock(s, seat), knownStock(s, other(seat))],
    twisted: s.toAct === seat ? s.twisted : null,
    started: s.started[seat] ?? false,
  };
}

/** The piles as both players see them, without the card just twisted. */
function watcherView(s: PatienceState): PatienceView {
  return { ...view(s, 0), twisted: null };
}

function outcome(s: PatienceState): Outcome | null {
  if (s.phase !== 'over') return null;
  const [a, b] = [cardsLeft(s, 0), cardsLeft(s, 1)];
  const winners = a === b ? [] : [a < b ? 0 : 1];
  return { scores: [s.scores[0], s.scores[1]], winners, draw: winners.length === 0 };
}

export const patience: Game<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent> = {
  id: 'patience',
  title: 'Chinese Patience',
  players: { min: PLAYERS, max: PLAYERS },
  defaultOptions: {},
  setup,
  toAct: (s) => (s.phase === 'over' ? null : s.toAct),
  legal,
  apply,
  view,
  watcherView,
  outcome,
  validate: validatePatienceState,
};
