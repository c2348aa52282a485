// Affairs of the Court on the engine contract: each round the two players
// draw their hands a pair of cards at a time (keep one, set the other aside),
// play thirteen-odd turns settled by turn.ts, then a bonus round; the game
// ends after a round that leaves someone at zero or less.

import { type Card, FULL_DECK, isCard, stackedDeck, suitOf } from '../cards';
import { type Game, type Outcome, RuleError, type Seat, type Setup } from '../game';
import { validateCourtState } from './validate';
import { createRng, shuffle } from '../rng';
import { bonusEffect } from './bonus';
import type { CourtEvent } from './events';
import { faceValue, isCourt, other, settleTurn } from './turn';
import { type CourtAction, type CourtOptions, type CourtPlay, type CourtState, type CourtView, DEFAULT_OPTIONS, STARTING_POINTS, type SettledTurn } from './types';

const PLAYERS = 2;
const DECK_ORDER: ReadonlyMap<Card, number> = new Map(FULL_DECK.map((card, i) => [card, i]));

/** Hands are kept sorted, as the original kept yours: by suit, then rank. */
function sortHand(hand: Card[]): Card[] {
  return hand.sort((a, b) => (DECK_ORDER.get(a) ?? 0) - (DECK_ORDER.get(b) ?? 0));
}

function copy(state: CourtState): CourtState {
  return JSON.parse(JSON.stringify(state)) as CourtState;
}

/** A new round: a fresh deck, empty hands, the first drawer looking at the top card (2.1, 2.21). */
function dealRound(s: CourtState, events: CourtEvent[]): void {
  s.deck = s.decks.shift() ?? shuffle(s.rng, FULL_DECK);
  s.hands = [[], []];
  s.setAside = [[], []];
  s.capturedBy = [[], []];
  s.gone = [];
  s.table = [];
  s.lastTurn = null;
  s.turn = 0;
  s.bonusSeat = null;
  s.phase = 'draw';
  s.drawer = s.firstDrawer;
  s.drawn = s.deck.shift() ?? null;
  s.firstKept = null;
  events.push({ type: 'round', round: s.round, firstDrawer: s.firstDrawer });
}

function setup(args: Setup<CourtOptions>): CourtState {
  if (args.players !== undefined && args.players !== PLAYERS) throw new RangeError('Affairs of the Court is played by two.');
  const limit = args.options?.roundLimit ?? 0;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError('The round limit must be a whole number of at least 0.');
  const decks = (args.decks ?? []).map((deck) => stackedDeck(deck, FULL_DECK));
  const s: CourtState = {
    options: { ...DEFAULT_OPTIONS, ...args.options },
    rng: createRng(args.seed ?? 0),
    decks,
    phase: 'draw',
    round: 1,
    turn: 0,
    scores: [STARTING_POINTS, STARTING_POINTS],
    // 2.1: the human player (seat 0) draws first.
    firstDrawer: 0,
    deck: [],
    drawer: 0,
    drawn: null,
    firstKept: null,
    hands: [[], []],
    setAside: [[], []],
    capturedBy: [[], []],
    gone: [],
    leader: 0,
    table: [],
    lastTurn: null,
    bonusPoints: [0, 0],
    bonusSeat: null,
  };
  dealRound(s, []);
  return s;
}

function toAct(s: CourtState): Seat | null {
  switch (s.phase) {
    case 'over':
      return null;
    case 'draw':
      return s.drawer;
    case 'play':
      return (s.leader + s.table.length) % PLAYERS;
    case 'bonus':
      return s.bonusSeat;
  }
}

/** The cards `seat` may play to the turn on the table (3.12, 3.2). */
export function playableCards(s: CourtState, seat: Seat): Card[] {
  const hand = s.hands[seat] ?? [];
  const lead = s.table[0];
  if (lead === undefined || !s.options.mustFollowSuit) return hand.slice();
  const follow = hand.filter((card) => suitOf(card) === suitOf(lead.card));
  return follow.length > 0 ? follow : hand.slice();
}

function legal(s: CourtState): CourtAction[] {
  const seat = toAct(s);
  if (seat === null) return [];
  switch (s.phase) {
    case 'draw':
      // 2.23: the second card of a pair goes the other way from the first.
      if (s.firstKept === null) return [{ type: 'keep' }, { type: 'discard' }];
      return s.firstKept ? [{ type: 'discard' }] : [{ type: 'keep' }];
    case 'play':
      return playableCards(s, seat).map((card) => ({ type: 'play', card }));
    case 'bonus':
      return [...(s.hands[seat] ?? []).filter((card) => !isCourt(card)).map((card): CourtAction => ({ type: 'bonus', card })), { type: 'pass' }];
    case 'over':
      return [];
  }
}

function applyDraw(s: CourtState, seat: Seat, keep: boolean, events: CourtEvent[]): void {
  if (s.phase !== 'draw' || s.drawn === null) throw new RuleError('There is no card to keep or set aside now.');
  if (s.firstKept !== null && s.firstKept === keep) {
    throw new RuleError(keep ? 'You kept the first card, so this one must be set aside.' : 'You set the first card aside, so you must keep this one.');
  }
  const card = s.drawn;
  if (keep) s.hands[seat] = sortHand([...(s.hands[seat] ?? []), card]);
  else (s.setAside[seat] ??= []).push(card);
  // Only the drawer may know the card: the table sees which way it went, not its face.
  events.push({ type: keep ? 'keep' : 'discard', seat });
  if (s.firstKept === null) {
    s.firstKept = keep;
  } else {
    // The pair is done: the other player draws the next two (2.3).
    s.firstKept = null;
    s.drawer = other(seat);
  }
  s.drawn = s.deck.shift() ?? null;
  if (s.drawn === null) {
    // 2.3: the deck is gone; 3.1: the first drawer leads.
    s.phase = 'play';
    s.leader = s.firstDrawer;
    events.push({ type: 'play-begins', leader: s.leader });
  }
}

function applyPlay(s: CourtState, seat: Seat, card: unknown, events: CourtEvent[]): void {
  if (s.phase !== 'play') throw new RuleError(s.phase === 'draw' ? 'Draw your hand first.' : 'Only bonus cards may be played now.');
  const hand = s.hands[seat] ?? [];
  if (!isCard(card) || !hand.includes(card)) throw new RuleError('That card is not in your hand.');
  if (!playableCards(s, seat).includes(card)) throw new RuleError('You must follow suit.');
  s.hands[seat] = hand.filter((c) => c !== card);
  s.table.push({ seat, card });
  events.push({ type: 'play', seat, card });
  if (s.table.length < PLAYERS) return;
  settle(s, events);
}

function settle(s: CourtState, events: CourtEvent[]): void {
  const [lead, follow] = s.table as [CourtPlay, CourtPlay];
  const before: [number, number] = [s.scores[0], s.scores[1]];
  const result = settleTurn(s.scores, lead.seat, lead.card, follow.card);
  s.scores = result.scores;
  const settled: SettledTurn = { plays: s.table, winner: result.winner, rule: result.rule, before, after: [s.scores[0], s.scores[1]] };
  for (const { card } of s.table) if (card !== result.capture?.card) s.gone.push(card);
  if (result.capture) {
    const { seat, card } = result.capture;
    s.hands[seat] = sortHand([...(s.hands[seat] ?? []), card]);
    (s.capturedBy[seat] ??= []).push(card);
  }
  let cleared: Card[] = [];
  if (result.affair !== null) {
    const suit = result.affair;
    cleared = s.hands.flatMap((hand) => hand.filter((card) => suitOf(card) === suit));
    s.hands = s.hands.map((hand) => hand.filter((card) => suitOf(card) !== suit));
    s.gone.push(...cleared);
  }
  s.lastTurn = settled;
  s.table = [];
  s.turn++;
  s.leader = result.winner;
  events.push({ type: 'turn', ...settled, capture: result.capture, affair: result.affair, cleared });
  const [a, b] = [s.hands[0] ?? [], s.hands[1] ?? []];
  if (a.length > 0 && b.length > 0) return;
  // 5.1: one player is out of cards; the other may have numbered cards to play as a bonus.
  const left = a.length > 0 ? 0 : b.length > 0 ? 1 : null;
  if (left !== null && (s.hands[left] ?? []).some((card) => !isCourt(card))) {
    s.phase = 'bonus';
    s.bonusSeat = left;
    events.push({ type: 'bonus-round', seat: left });
    return;
  }
  endRound(s, events);
}

function applyBonus(s: CourtState, seat: Seat, card: unknown, events: CourtEvent[]): void {
  if (s.phase !== 'bonus') throw new RuleError('Bonus cards are played after the last turn of a round.');
  const hand = s.hands[seat] ?? [];
  if (!isCard(card) || !hand.includes(card)) throw new RuleError('That card is not in your hand.');
  if (isCourt(card)) throw new RuleError('Court cards have no effect in the bonus round.');
  s.hands[seat] = hand.filter((c) => c !== card);
  s.gone.push(card);
  const before: [number, number] = [s.scores[0], s.scores[1]];
  const change = bonusEffect(card, seat);
  s.scores = [s.scores[0] + change[0], s.scores[1] + change[1]];
  s.bonusPoints[seat] = (s.bonusPoints[seat] ?? 0) + faceValue(card);
  events.push({ type: 'bonus', seat, card, before, after: [s.scores[0], s.scores[1]] });
  if (!(s.hands[seat] ?? []).some((c) => !isCourt(c))) endRound(s, events);
}

/** 1.0: totals are judged only here, at the end of a round. */
function endRound(s: CourtState, events: CourtEvent[]): void {
  s.bonusSeat = null;
  events.push({ type: 'round-over', round: s.round, scores: [s.scores[0], s.scores[1]] });
  // Tournament Play: every round is played, whatever the totals; the spread after the last one counts.
  const limit = s.options.roundLimit;
  const out = limit > 0 ? (s.round >= limit ? limitOutcome(s.scores) : null) : outcomeOf(s.scores);
  if (out !== null) {
    s.phase = 'over';
    events.push({ type: 'game-over', ...out });
    return;
  }
  // 2.11: the player with more points draws first; level, the other player's turn to start.
  const [a, b] = s.scores;
  s.firstDrawer = a > b ? 0 : b > a ? 1 : other(s.firstDrawer);
  s.round++;
  dealRound(s, events);
}

/** The result when someone is at zero or less; both there is a draw. */
export function outcomeOf(scores: readonly number[]): Outcome | null {
  const [a = 0, b = 0] = scores;
  if (a > 0 && b > 0) return null;
  if (a <= 0 && b <= 0) return { scores: [a, b], winners: [], draw: true };
  return { scores: [a, b], winners: [a > 0 ? 0 : 1], draw: false };
}

function apply(state: CourtState, action: CourtAction): { state: CourtState; events: CourtEvent[] } {
  const seat = toAct(state);
  if (seat === null) throw new RuleError('The game is over.');
  const a = action as { type?: unknown; card?: unknown } | null;
  const s = copy(state);
  const events: CourtEvent[] = [];
  switch (a?.type) {
    case 'keep':
    case 'discard':
      if (s.phase !== 'draw') throw new RuleError('There is no card to keep or set aside now.');
      applyDraw(s, seat, a.type === 'keep', events);
      break;
    case 'play':
      applyPlay(s, seat, a.card, events);
      break;
    case 'bonus':
      applyBonus(s, seat, a.card, events);
      break;
    case 'pass':
      if (s.phase !== 'bonus') throw new RuleError('There is nothing to pass now.');
      events.push({ type: 'bonus-done', seat });
      endRound(s, events);
      break;
    default:
      throw new RuleError('That is not a move in Affairs of the Court.');
  }
  return { state: s, events };
}

function view(s: CourtState, seat: Seat): CourtView {
  const opponent = other(seat);
  const theirs = new Set(s.hands[opponent] ?? []);
  return {
    phase: s.phase,
    seat,
    hand: (s.hands[seat] ?? []).slice(),
    scores: [s.scores[0], s.scores[1]],
    toAct: toAct(s),
    round: s.round,
    turn: s.turn,
    drawn: s.phase === 'draw' && s.drawer === seat ? s.drawn : null,
    drawing: s.phase === 'draw' ? { seat: s.drawer, firstKept: s.firstKept } : null,
    deckSize: s.deck.length + (s.drawn === null ? 0 : 1),
    handSizes: s.hands.map((h) => h.length),
    setAside: (s.setAside[seat] ?? []).slice(),
    asideSizes: s.setAside.map((pile) => pile.length),
    gone: s.gone.slice(),
    captured: s.capturedBy[opponent]?.filter((card) => theirs.has(card)) ?? [],
    leader: s.leader,
    table: s.table.map((p) => ({ ...p })),
    lastTurn: s.lastTurn === null ? null : (JSON.parse(JSON.stringify(s.lastTurn)) as SettledTurn),
    bonusPoints: s.bonusPoints.slice(),
    bonusSeat: s.bonusSeat,
    firstDrawer: s.firstDrawer,
    options: { ...s.options },
  };
}

/** The table as both players see it, without either's hand, set-aside cards or the card being drawn. */
function watcherView(s: CourtState): CourtView {
  return { ...view(s, 0), hand: [], drawn: null, setAside: [], captured: [] };
}

/** At the round limit: the higher total wins, equal ones draw, zero or below or not. */
function limitOutcome(scores: readonly number[]): Outcome {
  const [a = 0, b = 0] = scores;
  return a === b ? { scores: [a, b], winners: [], draw: true } : { scores: [a, b], winners: [a > b ? 0 : 1], draw: false };
}

function outcome(s: CourtState): Outcome | null {
  if (s.phase !== 'over') return null;
  return s.options.roundLimit > 0 ? limitOutcome(s.scores) : outcomeOf(s.scores);
}

export const court: Game<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent> = {
  id: 'court',
  title: 'Affairs of the Court',
  players: { min: PLAYERS, max: PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  toAct,
  legal,
  apply,
  view,
  watcherView,
  outcome,
  validate: validateCourtState,
};
