import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, suitOf } from '../cards';
import { type GameEvent, RuleError, type Seat } from '../game';
import { court, outcomeOf } from './court';
import { courtCards } from './validate';
import type { CourtView } from './types';
import type { CourtAction, CourtOptions, CourtState } from './types';

type Hands = readonly [readonly Card[], readonly Card[]];
type Policy = 'keep' | 'discard';

const ofSuit = (suit: string): Card[] => FULL_DECK.filter((c) => suitOf(c) === suit);
const CLUBS = ofSuit('C');
const DIAMONDS = ofSuit('D');
const HEARTS = ofSuit('H');
const SPADES = ofSuit('S');

/** In the order the engine keeps a hand: by suit (clubs, diamonds, hearts, spades), then rank. */
const sorted = (cards: readonly Card[]): Card[] => FULL_DECK.filter((c) => cards.includes(c));

/**
 * A stacked deck that deals `hands[s]` to seat s when every drawer takes the
 * first card of each pair the `policy` way (and so the second the other way).
 * Pairs alternate between the seats from `first`; the 26 cards in neither hand
 * are set aside, in deck order.
 */
function stack(hands: Hands, { first = 0, policy = 'keep' }: { first?: Seat; policy?: Policy } = {}): Card[] {
  const held = new Set([...hands[0], ...hands[1]]);
  if (hands[0].length !== 13 || hands[1].length !== 13 || held.size !== 26) throw new Error('two hands of thirteen different cards');
  const spare = FULL_DECK.filter((c) => !held.has(c));
  const deck: Card[] = [];
  for (let pair = 0; pair < 26; pair++) {
    const kept = hands[(first + pair) % 2]?.[Math.floor(pair / 2)] as Card;
    const aside = spare[pair] as Card;
    deck.push(...(policy === 'keep' ? [kept, aside] : [aside, kept]));
  }
  return deck;
}

function act(state: CourtState, action: CourtAction): CourtState {
  return court.apply(state, action).state;
}

/** Draw the whole deck, taking the first card of each pair the `policy` way. */
function drawAll(state: CourtState, policy: Policy = 'keep'): CourtState {
  let s = state;
  while (s.phase === 'draw') {
    const legal = court.legal(s);
    s = act(s, legal.length > 1 ? { type: policy } : (legal[0] as CourtAction));
  }
  return s;
}

/** Play cards in turn, each by whoever is to play. */
function play(state: CourtState, ...cards: Card[]): CourtState {
  return cards.reduce((s, card) => act(s, { type: 'play', card }), state);
}

/** Take the first legal action until `stop` says so; collects the events. */
function playUntil(state: CourtState, stop: (s: CourtState) => boolean): { state: CourtState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (let step = 0; !stop(s); step++) {
    if (step > 500) throw new Error('no end in sight');
    const result = court.apply(s, court.legal(s)[0] as CourtAction);
    s = result.state;
    events.push(...result.events);
  }
  return { state: s, events };
}

const endOfPlay = (s: CourtState): boolean => s.phase !== 'play';

/** A round drawn from a stacked deck and ready to play; later decks serve the rounds after. */
function start(hands: Hands, { options = {}, later = [] }: { options?: Partial<CourtOptions>; later?: Card[][] } = {}): CourtState {
  return drawAll(court.setup({ decks: [stack(hands), ...later], options, seed: 11 }));
}

/** A position late in a round's play; the cards in neither hand are gone. */
function spot({
  hands,
  scores = [100, 100],
  leader = 0,
  firstDrawer = 0,
  decks = [],
  options = {},
}: {
  hands: Hands;
  scores?: [number, number];
  leader?: Seat;
  firstDrawer?: Seat;
  decks?: Card[][];
  options?: Partial<CourtOptions>;
}): CourtState {
  const base = court.setup({ options, seed: 5 });
  const held = new Set([...hands[0], ...hands[1]]);
  return {
    ...base,
    decks: decks.map((d) => d.slice()),
    phase: 'play',
    turn: 13 - Math.max(hands[0].length, hands[1].length),
    scores,
    firstDrawer,
    drawer: firstDrawer,
    deck: [],
    drawn: null,
    firstKept: null,
    hands: [sorted(hands[0]), sorted(hands[1])],
    setAside: [[], []],
    capturedBy: [[], []],
    gone: FULL_DECK.filter((c) => !held.has(c)),
    leader,
  };
}

function seen(state: CourtState, seat: Seat): CourtView {
  return court.view(state, seat) as CourtView;
}

function refusal(state: CourtState, action: unknown): string {
  try {
    court.apply(state, action as CourtAction);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).message;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}

/** Seat 0 every heart, seat 1 every spade: thirteen turns, [100, 46] at the end. */
const HEARTS_SPADES: Hands = [HEARTS, SPADES];
/** Seat 0 every spade, seat 1 every club: seat 0 loses 108 in the round, seat 1 54. */
const SPADES_CLUBS: Hands = [SPADES, CLUBS];
/** Seat 0 every heart, seat 1 every diamond: at each equal rank the two effects cancel, so nobody's total moves. */
const HEARTS_DIAMONDS: Hands = [HEARTS, DIAMONDS];
/**
 * Seat 0 leads two kings to take seat 1's 5H and `spade` (4S under 4.223, JS
 * under 4.322), then the clubs meet the diamonds rank for rank.
 */
const captures = (spade: 'JS' | '4S'): Hands => [
  ['KH', 'KS', ...CLUBS.slice(0, 11)],
  ['5H', spade, ...DIAMONDS.slice(0, 11)],
];
/** Seat 0 leads JH; seat 1's QH makes an Affair that clears 2H, 3H and 4H. */
const AFFAIR: Hands = [
  ['JH', '2H', '3H', ...CLUBS.slice(0, 10)],
  ['QH', '4H', ...DIAMONDS.slice(0, 11)],
];

describe('2 the draw', () => {
  it('2.1 seat 0, the kiosk’s player, draws first, from the top of the deck', () => {
    const deck = stack(HEARTS_SPADES);
    const s = court.setup({ decks: [deck] });
    expect([s.phase, court.toAct(s), s.firstDrawer]).toEqual(['draw', 0, 0]);
    expect(seen(s, 0).drawn).toBe('2H');
    expect(seen(s, 1).drawn).toBeNull();
    expect(seen(s, 0).deckSize).toBe(52);
    expect(court.legal(s)).toEqual([{ type: 'keep' }, { type: 'discard' }]);
  });

  it('2.2/2.21/2.22/2.23/2.231/2.232 a pair: look, keep or set aside, then the second card goes the other way', () => {
    const deck = stack(HEARTS_SPADES);
    expect(deck.slice(0, 4)).toEqual(['2H', '2C', '2S', '3C']);
    let s = court.setup({ decks: [deck] });

    // First pair, seat 0 keeps the first card: the second must be set aside.
    s = act(s, { type: 'keep' });
    expect(seen(s, 0).hand).toEqual(['2H']);
    expect(seen(s, 0).drawn).toBe('2C');
    expect(court.legal(s)).toEqual([{ type: 'discard' }]);
    expect(refusal(s, { type: 'keep' })).toBe('You kept the first card, so this one must be set aside.');
    s = act(s, { type: 'discard' });
    expect(seen(s, 0).setAside).toEqual(['2C']);

    // Second pair, seat 1 sets the first card aside: the second must be kept.
    expect(court.toAct(s)).toBe(1);
    expect(seen(s, 1).drawn).toBe('2S');
    s = act(s, { type: 'discard' });
    expect(seen(s, 1).drawn).toBe('3C');
    expect(court.legal(s)).toEqual([{ type: 'keep' }]);
    expect(refusal(s, { type: 'discard' })).toBe('You set the first card aside, so you must keep this one.');
    s = act(s, { type: 'keep' });
    expect(seen(s, 1).hand).toEqual(['3C']);
    expect(seen(s, 1).setAside).toEqual(['2S']);
    expect([court.toAct(s), seen(s, 0).drawn, seen(s, 0).deckSize]).toEqual([0, '3H', 48]);
  });

  it('2.3 the pairs alternate from the first drawer until the deck is gone: thirteen cards each', () => {
    let s = court.setup({ decks: [stack(HEARTS_SPADES)] });
    const drawers: Seat[] = [];
    while (s.phase === 'draw') {
      drawers.push(court.toAct(s) ?? -1);
      const legal = court.legal(s);
      s = act(s, legal.length > 1 ? { type: 'keep' } : (legal[0] as CourtAction));
    }
    expect(drawers).toEqual(Array.from({ length: 52 }, (_, i) => Math.floor(i / 2) % 2));
    expect(s.phase).toBe('play');
    expect(seen(s, 0).hand).toEqual(HEARTS);
    expect(seen(s, 1).hand).toEqual(SPADES);
    expect(seen(s, 0).setAside).toHaveLength(13);
    expect(seen(s, 1).setAside).toHaveLength(13);
    expect([seen(s, 0).deckSize, ...seen(s, 0).handSizes]).toEqual([0, 13, 13]);
  });

  it('2.3 deals the same hands whichever way the first card of each pair goes', () => {
    const hands: Hands = [
      ['AS', 'KH', 'QD', 'JC', 'TS', '9H', '8D', '7C', '6S', '5H', '4D', '3C', '2S'],
      ['AC', 'KS', 'QH', 'JD', 'TC', '9S', '8H', '7D', '6C', '5S', '4H', '3D', '2C'],
    ];
    for (const policy of ['keep', 'discard'] as const) {
      const s = drawAll(court.setup({ decks: [stack(hands, { policy })] }), policy);
      expect(s.hands).toEqual([sorted(hands[0]), sorted(hands[1])]);
      expect([...s.setAside[0]!, ...s.setAside[1]!].sort()).toEqual(FULL_DECK.filter((c) => !hands.flat().includes(c)).sort());
    }
  });

  it('2.11 the player with more points draws first in the next round, and so leads', () => {
    const next = stack(HEARTS_SPADES, { first: 1 });
    // 5H beats 2C: [45, 60] at the end of the round, so seat 1 draws first.
    let s = play(spot({ hands: [['5H'], ['2C']], scores: [40, 60], decks: [next] }), '5H', '2C');
    expect([s.round, s.phase, s.firstDrawer, court.toAct(s)]).toEqual([2, 'draw', 1, 1]);
    expect(s.scores).toEqual([45, 60]);
    expect(seen(s, 1).drawn).toBe('2S');
    expect(seen(s, 0).drawn).toBeNull();
    s = drawAll(s);
    // 3.1: the first drawer leads.
    expect([s.phase, s.leader, court.toAct(s)]).toEqual(['play', 1, 1]);
    expect(seen(s, 0).hand).toEqual(HEARTS);
    expect(seen(s, 1).hand).toEqual(SPADES);

    // Seat 0 ahead: seat 0 draws first, even after seat 1 drew first.
    s = play(spot({ hands: [['5H'], ['2C']], scores: [70, 60], firstDrawer: 1 }), '5H', '2C');
    expect([s.scores, s.firstDrawer, court.toAct(s)]).toEqual([[75, 60], 0, 0]);
  });

  it('2.11 on level totals the player who did not draw first last round draws first', () => {
    // [50, 55] and 5H wins: level at 55.
    let s = play(spot({ hands: [['5H'], ['2C']], scores: [50, 55], firstDrawer: 0 }), '5H', '2C');
    expect([s.scores, s.firstDrawer, court.toAct(s)]).toEqual([[55, 55], 1, 1]);
    s = play(spot({ hands: [['5H'], ['2C']], scores: [50, 55], firstDrawer: 1, leader: 0 }), '5H', '2C');
    expect([s.scores, s.firstDrawer, court.toAct(s)]).toEqual([[55, 55], 0, 0]);
  });
});

describe('3 the play', () => {
  it('3.1 the first drawer makes the first lead', () => {
    const s = start(HEARTS_SPADES);
    expect([s.phase, s.leader, court.toAct(s), s.turn]).toEqual(['play', 0, 0, 0]);
    expect(seen(s, 1).leader).toBe(0);
  });

  it('3.11 the winner of a turn leads the next', () => {
    // 2C against 9C: 4.14, seat 1 takes 11 and leads.
    let s = play(spot({ hands: [['2C', '5D'], ['9C', '3H']] }), '2C', '9C');
    expect([s.scores, s.leader, court.toAct(s)]).toEqual([[89, 100], 1, 1]);
    expect(refusal(s, { type: 'play', card: '5D' })).toBe('That card is not in your hand.');
    s = play(s, '3H', '5D');
    // 5D beats 3H: seat 0 takes 5 from seat 1.
    expect(s.scores).toEqual([89, 95]);
  });

  it('3.12 the leader may lead any card, court cards included', () => {
    const s = start(captures('JS'));
    expect(court.legal(s)).toEqual(sorted(captures('JS')[0]).map((card) => ({ type: 'play', card })));
    expect(court.legal(s)).toHaveLength(13);
  });

  it('3.2 the follower must follow suit when able, and may play anything when not', () => {
    let s = start(AFFAIR);
    s = play(s, 'JH');
    expect(court.legal(s)).toEqual([
      { type: 'play', card: '4H' },
      { type: 'play', card: 'QH' },
    ]);
    expect(refusal(s, { type: 'play', card: '2D' })).toBe('You must follow suit.');

    const voidInHearts = play(start(HEARTS_SPADES), '2H');
    expect(court.legal(voidInHearts)).toEqual(SPADES.map((card) => ({ type: 'play', card })));
  });

  it('3.2 with Must Follow Suit off the follower may play any card', () => {
    let s = start(AFFAIR, { options: { mustFollowSuit: false } });
    expect(seen(s, 1).options).toEqual({ mustFollowSuit: false, roundLimit: 0 });
    s = play(s, 'JH');
    expect(court.legal(s)).toHaveLength(13);
    s = play(s, '2D');
    // The 2D beats the jack of another suit (4.21): seat 1 takes 2 from seat 0 and leads.
    expect([s.scores, s.leader]).toEqual([[98, 100], 1]);
  });

  it('3.3 played cards leave the game, face up for both', () => {
    let s = start(HEARTS_SPADES);
    s = play(s, '2H');
    expect(seen(s, 1).table).toEqual([{ seat: 0, card: '2H' }]);
    expect(seen(s, 0).hand).not.toContain('2H');
    s = play(s, '2S');
    for (const seat of [0, 1]) {
      const v = seen(s, seat);
      expect(v.gone).toEqual(['2H', '2S']);
      expect(v.table).toEqual([]);
      expect(v.handSizes).toEqual([12, 12]);
      expect(v.lastTurn).toEqual({
        plays: [
          { seat: 0, card: '2H' },
          { seat: 1, card: '2S' },
        ],
        winner: 0,
        rule: '4.13',
        before: [100, 100],
        after: [100, 98],
      });
    }
  });
});

describe('captures and Affairs in a round', () => {
  it('a capture goes into the capturer’s hand, seen by both, and leaves the hands uneven', () => {
    let s = start(captures('JS'));
    const first = court.apply(play(s, 'KH'), { type: 'play', card: '5H' });
    s = first.state;
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'turn', rule: '4.223', capture: { seat: 0, card: '5H' } }));
    expect([s.scores, s.leader]).toEqual([[100, 100], 0]);
    expect(seen(s, 0).hand).toContain('5H');
    expect(seen(s, 0).handSizes).toEqual([13, 12]);
    expect(seen(s, 1).captured).toEqual(['5H']);
    expect(seen(s, 0).captured).toEqual([]);
    expect(seen(s, 1).gone).toEqual(['KH']);

    // 4.322: the king of spades takes the jack.
    s = play(s, 'KS', 'JS');
    expect(seen(s, 1).captured).toEqual(['5H', 'JS']);
    expect(seen(s, 1).handSizes).toEqual([13, 11]);
    expect(seen(s, 1).gone).toEqual(['KH', 'KS']);
  });

  it('a captured card played again is no longer shown as captured', () => {
    let s = spot({ hands: [['KH', '9C'], ['5H', '2C', '3C']], leader: 0 });
    s = play(s, 'KH', '5H');
    expect(seen(s, 1).captured).toEqual(['5H']);
    // Seat 0 leads the captured 5H; seat 1 cannot follow. 5H beats 3C: seat 0 adds 5.
    s = play(s, '5H', '3C');
    expect(s.scores).toEqual([105, 100]);
    expect(seen(s, 1).captured).toEqual([]);
    expect(seen(s, 1).gone).toEqual(expect.arrayContaining(['KH', '5H', '3C']));
  });

  it('4.321 an Affair clears the suit from both hands, face up, and can leave the hands uneven', () => {
    let s = start(AFFAIR);
    s = play(s, 'JH');
    const result = court.apply(s, { type: 'play', card: 'QH' });
    s = result.state;
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'turn', rule: '4.321', affair: 'H', cleared: ['2H', '3H', '4H'] }));
    expect(s.hands).toEqual([CLUBS.slice(0, 10), DIAMONDS.slice(0, 11)]);
    for (const seat of [0, 1]) {
      expect(seen(s, seat).gone).toEqual(['JH', 'QH', '2H', '3H', '4H']);
      expect(seen(s, seat).handSizes).toEqual([10, 11]);
    }
    expect([s.scores, s.leader, court.toAct(s)]).toEqual([[100, 100], 1, 1]);

    // Ten turns of equal ranks (each 4.13 takes v from both, 54 in all), then
    // seat 0 is out and seat 1 holds only the queen of diamonds: no bonus.
    const end = playUntil(s, endOfPlay);
    expect(end.events.filter((e) => e.type === 'turn')).toHaveLength(10);
    expect(end.events.some((e) => e.type === 'bonus-round')).toBe(false);
    expect(end.events).toContainEqual({ type: 'round-over', round: 1, scores: [46, 46] });
    expect([end.state.round, end.state.firstDrawer]).toEqual([2, 1]);
  });
});

describe('5 the bonus round', () => {
  /** The capture round played to the end of its turns: seat 1 is out, seat 0 holds 5H and `spade`. */
  function toBonus(spade: 'JS' | '4S', later: Card[][] = []): CourtState {
    const s = play(start(captures(spade), { later }), 'KH', '5H', 'KS', spade);
    return playUntil(s, endOfPlay).state;
  }

  it('5.1 when one hand is empty the other player may play his numbered cards as a bonus', () => {
    const s = toBonus('4S');
    expect([s.phase, s.turn, s.scores, s.bonusSeat, court.toAct(s)]).toEqual(['bonus', 13, [46, 46], 0, 0]);
    expect(seen(s, 0).hand).toEqual(['5H', '4S']);
    expect(seen(s, 1).handSizes).toEqual([2, 0]);
    expect(court.legal(s)).toEqual([{ type: 'bonus', card: '5H' }, { type: 'bonus', card: '4S' }, { type: 'pass' }]);
  });

  it('5.2 each bonus card has its full effect as if it had won, and counts its value as bonus points', () => {
    let s = toBonus('4S');
    let result = court.apply(s, { type: 'bonus', card: '4S' });
    s = result.state;
    // A spade costs both players, the bonus player too.
    expect(result.events).toContainEqual({ type: 'bonus', seat: 0, card: '4S', before: [46, 46], after: [42, 42] });
    expect([s.phase, s.scores, s.bonusPoints]).toEqual(['bonus', [42, 42], [4, 0]]);
    expect(seen(s, 1).gone).toContain('4S');
    result = court.apply(s, { type: 'bonus', card: '5H' });
    s = result.state;
    // No numbered card left: the round ends by itself.
    expect(result.events).toContainEqual({ type: 'round-over', round: 1, scores: [47, 42] });
    expect([s.phase, s.round, s.bonusPoints, s.firstDrawer]).toEqual(['draw', 2, [9, 0], 0]);
    expect(seen(s, 1).bonusPoints).toEqual([9, 0]);
  });

  it('5.3 playing a bonus card is optional, card by card; court cards cannot be played', () => {
    let s = toBonus('JS');
    expect(seen(s, 0).hand).toEqual(['5H', 'JS']);
    expect(court.legal(s)).toEqual([{ type: 'bonus', card: '5H' }, { type: 'pass' }]);
    expect(refusal(s, { type: 'bonus', card: 'JS' })).toBe('Court cards have no effect in the bonus round.');
    expect(refusal(s, { type: 'play', card: '5H' })).toBe('Only bonus cards may be played now.');
    const passed = court.apply(s, { type: 'pass' });
    s = passed.state;
    expect(passed.events.map((e) => e.type)).toEqual(['bonus-done', 'round-over', 'round']);
    // Level at 46: seat 1, who did not draw first, draws first now.
    expect([s.phase, s.round, s.scores, s.bonusPoints, s.firstDrawer]).toEqual(['draw', 2, [46, 46], [0, 0], 1]);
  });

  it('5.3 the bonus round ends by itself once only court cards are left', () => {
    const s = act(toBonus('JS'), { type: 'bonus', card: '5H' });
    expect([s.phase, s.round, s.scores, s.bonusPoints, s.firstDrawer]).toEqual(['draw', 2, [51, 46], [5, 0], 0]);
  });

  it('has a bonus round only when the player left holds a numbered card', () => {
    let s = play(spot({ hands: [['KH', 'QS'], ['5H']] }), 'KH', '5H');
    // Seat 1 is out; seat 0 holds the 5H it captured: a bonus round.
    expect([s.phase, s.bonusSeat]).toEqual(['bonus', 0]);
    s = play(spot({ hands: [['KH', 'QS'], ['5C']] }), 'KH', '5C');
    // 5C beats a king of another suit (4.21): seat 1 takes 5; seat 0 holds only the queen.
    expect([s.phase, s.round, s.scores]).toEqual(['draw', 2, [95, 100]]);
  });
});

describe('1.0 the end of a round and of the game', () => {
  it('plays thirteen turns in a round with no captures and no Affair, and judges the totals after them', () => {
    const { state, events } = playUntil(start(HEARTS_SPADES), endOfPlay);
    const turns = events.filter((e) => e.type === 'turn');
    expect(turns).toHaveLength(13);
    // 2 to 10 at equal ranks: the hearts add to seat 0 what the spades take from it.
    expect(turns.slice(0, 9).map((t) => t.rule)).toEqual(Array(9).fill('4.13'));
    expect(turns.slice(9).map((t) => t.rule)).toEqual(Array(4).fill('4.311'));
    expect(events).toContainEqual({ type: 'round-over', round: 1, scores: [100, 46] });
    // Both hands ran out together: no bonus round.
    expect(events.some((e) => e.type === 'bonus-round')).toBe(false);
    expect([state.phase, state.round, state.firstDrawer, court.outcome(state)]).toEqual(['draw', 2, 0, null]);
  });

  it('ends the game after a round that leaves one player at zero or less: the other wins', () => {
    const { state, events } = playUntil(start(SPADES_CLUBS), endOfPlay);
    expect(events).toContainEqual({ type: 'game-over', scores: [-8, 46], winners: [1], draw: false });
    expect(state.phase).toBe('over');
    expect(court.outcome(state)).toEqual({ scores: [-8, 46], winners: [1], draw: false });
    expect([court.toAct(state), court.legal(state)]).toEqual([null, []]);
    expect(seen(state, 0).phase).toBe('over');
    expect(refusal(state, { type: 'play', card: 'AS' })).toBe('The game is over.');
  });

  it('is a draw when both end the round at zero or less, zero included', () => {
    const s = { ...start(SPADES_CLUBS), scores: [50, 54] as [number, number] };
    const { state } = playUntil(s, endOfPlay);
    expect(court.outcome(state)).toEqual({ scores: [-58, 0], winners: [], draw: true });
  });

  it('does not judge the totals during the round: a player below zero may climb back', () => {
    let s = spot({ hands: [['5S', '9H'], ['2C', '3D']], scores: [3, 50] });
    s = play(s, '5S', '2C');
    expect([s.scores, s.phase, court.outcome(s)]).toEqual([[-2, 45], 'play', null]);
    s = play(s, '9H', '3D');
    expect([s.scores, s.phase, s.round, court.outcome(s)]).toEqual([[7, 45], 'draw', 2, null]);
  });

  it('judges the totals after the bonus round, not before it', () => {
    // Seat 0 captures the 5H, then his 4S beats the 2C and takes him below zero;
    // seat 1 is out of cards, and the captured heart played as a bonus brings seat 0 back.
    let s = spot({ hands: [['KH', '4S'], ['5H', '2C']], scores: [3, 40] });
    s = play(s, 'KH', '5H', '4S', '2C');
    expect([s.phase, s.scores]).toEqual(['bonus', [-1, 36]]);
    expect(court.outcome(s)).toBeNull();
    s = act(s, { type: 'bonus', card: '5H' });
    expect([s.phase, s.scores, s.round]).toEqual(['draw', [4, 36], 2]);
    s = play(spot({ hands: [['KH', '4S'], ['5H', '2C']], scores: [3, 40] }), 'KH', '5H', '4S', '2C');
    s = act(s, { type: 'pass' });
    expect(court.outcome(s)).toEqual({ scores: [-1, 36], winners: [1], draw: false });
  });

  it('decides the outcome from the totals alone', () => {
    expect(outcomeOf([1, 1])).toBeNull();
    expect(outcomeOf([0, 1])).toEqual({ scores: [0, 1], winners: [1], draw: false });
    expect(outcomeOf([7, -3])).toEqual({ scores: [7, -3], winners: [0], draw: false });
    expect(outcomeOf([0, -9])).toEqual({ scores: [0, -9], winners: [], draw: true });
  });

  it('deals each new round from a fresh full deck, stacked or shuffled, with nothing carried over', () => {
    // Round 1 ends at [47, 42] after both bonus cards; round 2 changes nothing.
    const next = stack(HEARTS_DIAMONDS);
    const opened = play(start(captures('4S'), { later: [next] }), 'KH', '5H', 'KS', '4S');
    const { state } = playUntil(opened, (s) => s.round === 2);
    expect(state.scores).toEqual([47, 42]);
    expect(state.deck.length + 1).toBe(52);
    expect(seen(state, 0).drawn).toBe(next[0]);
    for (const seat of [0, 1]) {
      const v = seen(state, seat);
      expect([v.hand, v.setAside, v.gone, v.captured, v.table, v.turn, v.deckSize]).toEqual([[], [], [], [], [], 0, 52]);
    }
    // Round 3 has no stacked deck left: a seeded shuffle of all 52.
    const third = playUntil(drawAll(state), (s) => s.round === 3 || s.phase === 'over').state;
    expect([third.round, third.scores, third.firstDrawer]).toEqual([3, [47, 42], 0]);
    expect(new Set([third.drawn, ...third.deck])).toEqual(new Set(FULL_DECK));
  });
});

describe('refusals', () => {
  it('explains every illegal action in words a player can read', () => {
    const drawing = court.setup({ decks: [stack(HEARTS_SPADES)] });
    expect(refusal(drawing, { type: 'play', card: '2H' })).toBe('Draw your hand first.');
    expect(refusal(drawing, { type: 'bonus', card: '2H' })).toBe('Bonus cards are played after the last turn of a round.');
    expect(refusal(drawing, { type: 'pass' })).toBe('There is nothing to pass now.');
    expect(refusal(drawing, { type: 'knock' })).toBe('That is not a move in Affairs of the Court.');
    expect(refusal(drawing, null)).toBe('That is not a move in Affairs of the Court.');

    const playing = start(HEARTS_SPADES);
    expect(refusal(playing, { type: 'keep' })).toBe('There is no card to keep or set aside now.');
    expect(refusal(playing, { type: 'discard' })).toBe('There is no card to keep or set aside now.');
    expect(refusal(playing, { type: 'play', card: '2S' })).toBe('That card is not in your hand.');
    expect(refusal(playing, { type: 'play', card: 'XX' })).toBe('That card is not in your hand.');
    expect(refusal(playing, { type: 'play' })).toBe('That card is not in your hand.');
    expect(refusal(playing, { type: 'bonus', card: '2H' })).toBe('Bonus cards are played after the last turn of a round.');
    expect(refusal(playing, { type: 'pass' })).toBe('There is nothing to pass now.');
    expect(refusal(play(start(AFFAIR), 'JH'), { type: 'play', card: 'QD' })).toBe('You must follow suit.');

    const bonus = play(spot({ hands: [['KH', 'QS'], ['5H']] }), 'KH', '5H');
    expect(refusal(bonus, { type: 'bonus', card: '2D' })).toBe('That card is not in your hand.');
    expect(refusal(bonus, { type: 'bonus', card: 'QS' })).toBe('Court cards have no effect in the bonus round.');
    expect(refusal(bonus, { type: 'keep' })).toBe('There is no card to keep or set aside now.');
  });

  it('leaves the state untouched when it refuses, and when it accepts', () => {
    const s = start(HEARTS_SPADES);
    const before = JSON.stringify(s);
    refusal(s, { type: 'play', card: '2S' });
    court.apply(s, { type: 'play', card: '2H' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('turns away a stacked deck that is not one whole pack, and a game not for two', () => {
    expect(() => court.setup({ decks: [FULL_DECK.slice(1)] })).toThrow(RangeError);
    expect(() => court.setup({ decks: [[...FULL_DECK.slice(1), '3C']] })).toThrow(RangeError);
    expect(() => court.setup({ players: 3 })).toThrow(RangeError);
  });
});

describe('what a seat sees', () => {
  /** Every card `seat` has no right to see now. */
  function secretsFrom(s: CourtState, seat: Seat): Card[] {
    const them = 1 - seat;
    const captured = new Set(s.capturedBy[them]);
    return [
      ...(s.hands[them] ?? []).filter((c) => !captured.has(c)),
      ...(s.setAside[them] ?? []),
      ...s.deck,
      ...(s.phase === 'draw' && s.drawer !== seat && s.drawn !== null ? [s.drawn] : []),
    ];
  }

  it('shows the phase, scores, round, turn, table and bonus points, and its own hand', () => {
    let s = court.setup({ decks: [stack(captures('4S'))] });
    let v = seen(s, 0);
    expect([v.phase, v.seat, v.toAct, v.round, v.turn, v.scores, v.hand, v.bonusPoints, v.firstDrawer]).toEqual([
      'draw',
      0,
      0,
      1,
      0,
      [100, 100],
      [],
      [0, 0],
      0,
    ]);
    s = drawAll(s);
    s = play(s, 'KH');
    v = seen(s, 1);
    expect([v.phase, v.seat, v.toAct, v.hand, v.table, v.leader, v.drawn, v.drawing]).toEqual([
      'play',
      1,
      1,
      sorted(captures('4S')[1]),
      [{ seat: 0, card: 'KH' }],
      0,
      null,
      null,
    ]);
    s = play(s, '5H', 'KS', '4S', '2C', '2D');
    v = seen(s, 0);
    expect([v.turn, v.scores, v.handSizes]).toEqual([3, [98, 98], [12, 10]]);
  });

  it('shows the drawn card only to the drawer, and to both only which way the first card of a pair went', () => {
    let s = court.setup({ decks: [stack(HEARTS_SPADES)] });
    expect(seen(s, 1).drawing).toEqual({ seat: 0, firstKept: null });
    const kept = court.apply(s, { type: 'keep' });
    s = kept.state;
    // The events name the drawer and the choice, never the card.
    expect(kept.events).toEqual([{ type: 'keep', seat: 0 }]);
    expect([seen(s, 0).drawn, seen(s, 1).drawn]).toEqual(['2C', null]);
    expect(seen(s, 1).drawing).toEqual({ seat: 0, firstKept: true });
    const set = court.apply(s, { type: 'discard' });
    expect(set.events).toEqual([{ type: 'discard', seat: 0 }]);
    expect(seen(set.state, 1).setAside).toEqual([]);
    expect(seen(set.state, 0).setAside).toEqual(['2C']);
  });

  it('never shows the other hand (bar captured cards), the other’s set-aside cards, or the deck', () => {
    let s = court.setup({ decks: [stack(captures('JS'), { policy: 'discard' })] });
    const check = (state: CourtState): void => {
      for (const seat of [0, 1]) {
        const text = JSON.stringify(court.view(state, seat));
        for (const card of secretsFrom(state, seat)) expect(text, `${card} seen by ${seat}`).not.toContain(`"${card}"`);
      }
    };
    const states = [s];
    while (s.phase === 'draw') {
      const legal = court.legal(s);
      s = act(s, legal.length > 1 ? { type: 'discard' } : (legal[0] as CourtAction));
      states.push(s);
    }
    for (const card of ['KH', '5H', 'KS', 'JS'] as const) {
      s = play(s, card);
      states.push(s);
    }
    // The captured cards are the one part of seat 0's hand that seat 1 may see.
    expect(seen(s, 1).captured).toEqual(['5H', 'JS']);
    expect(JSON.stringify(seen(s, 1))).toContain('"5H"');
    while (s.round === 1) {
      s = act(s, court.legal(s)[0] as CourtAction);
      states.push(s);
    }
    // 52 draws, 13 turns of two cards, one bonus card: every step checked.
    expect(states).toHaveLength(1 + 52 + 26 + 1);
    expect(states.some((state) => state.phase === 'bonus')).toBe(true);
    states.forEach(check);
  });
});

describe('Tournament Play: the round limit', () => {
  const firstLegal = (s: CourtState): CourtState => act(s, court.legal(s)[0] as CourtAction);

  it('ends the game after the last allowed round, the higher total winning', () => {
    let s = start(HEARTS_SPADES, { options: { roundLimit: 1 } });
    while (s.phase !== 'over') s = firstLegal(s);
    expect(s.round).toBe(1);
    const [a, b] = s.scores;
    expect(court.outcome(s)).toEqual({ scores: [a, b], winners: a === b ? [] : [a > b ? 0 : 1], draw: a === b });
  });

  it('plays every round up to the limit even when a total reaches zero sooner (section 7: three rounds each)', () => {
    let passedZero = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let s = court.setup({ seed, options: { roundLimit: 3 } });
      while (s.phase !== 'over') {
        const round = s.round;
        s = firstLegal(s);
        if (s.round > round && outcomeOf(s.scores) !== null) passedZero++;
      }
      expect(s.round).toBe(3);
      const [a, b] = s.scores;
      expect(court.outcome(s)).toEqual({ scores: [a, b], winners: a === b ? [] : [a > b ? 0 : 1], draw: a === b });
    }
    // Some of these games had a total at zero or below after round 1 or 2, and played on.
    expect(passedZero).toBeGreaterThan(0);
  });

  it('plays on to the next round below the limit, and a limit of 0 means none', () => {
    for (const roundLimit of [2, 0]) {
      let s = court.setup({ seed: 5, options: { roundLimit } });
      while (s.round === 1 && s.phase !== 'over') s = firstLegal(s);
      if (roundLimit > 0 || outcomeOf(s.scores) === null) expect(s.round).toBe(2);
    }
  });

  it('refuses a limit that is not a whole number of rounds', () => {
    expect(() => court.setup({ options: { roundLimit: -1 } })).toThrow(RangeError);
    expect(() => court.setup({ options: { roundLimit: 1.5 } })).toThrow(RangeError);
  });
});

describe('every card of the round', () => {
  it('lists each of the 52 once, wherever it lies: the deck, the card drawn, hands, set aside, the table, gone', () => {
    const whole = FULL_DECK.slice().sort();
    let s = act(court.setup({ decks: [stack(HEARTS_SPADES)] }), { type: 'keep' });
    expect([s.drawn, s.hands[0], s.deck.length]).toEqual(['2C', ['2H'], 50]);
    expect(courtCards(s).sort()).toEqual(whole);
    s = play(drawAll(s), '2H', '2S', '3H');
    expect([s.gone.length, s.table.length]).toEqual([2, 1]);
    expect(courtCards(s).sort()).toEqual(whole);
  });
});
