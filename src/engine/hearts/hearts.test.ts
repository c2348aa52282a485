import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, suitOf } from '../cards';
import { RuleError } from '../game';
import { cardsIn } from '../game-properties';
import type { HeartsEvent } from './events';
import { hearts, passDirectionOf, passTarget } from './hearts';
import { heartsCards } from './validate';
import { DEFAULT_OPTIONS, type HeartsAction, type HeartsOptions, type HeartsState } from './types';

/** A stacked deck that deals `hands[s]` to seat s (the deal gives card i to seat i % 4). */
function stack(hands: readonly (readonly Card[])[]): Card[] {
  return FULL_DECK.map((_, i) => hands[i % 4]?.[Math.floor(i / 4)] as Card);
}

const ofSuit = (suit: string): Card[] => FULL_DECK.filter((c) => suitOf(c) === suit);
const CLUBS = ofSuit('C');
const DIAMONDS = ofSuit('D');
const HEARTS = ofSuit('H');
const SPADES = ofSuit('S');

/** Seat 0 all clubs, seat 1 all diamonds, seat 2 all hearts, seat 3 all spades. */
const SUITS_DECK = stack([CLUBS, DIAMONDS, HEARTS, SPADES]);

/**
 * Seat 0 holds the clubs but the two, and the two of hearts; it takes every
 * trick but the last, which seat 2 takes with the ace of hearts. Played with
 * the first legal card, seat 0 ends with 11 hearts, the queen and the jack.
 */
const CLUBS_DECK = stack([
  [...CLUBS.slice(1), '2H'],
  ['2C', ...DIAMONDS.slice(0, 12)],
  ['AD', ...HEARTS.slice(1)],
  SPADES,
]);

/** Seat 0 holds the top cards and takes all thirteen tricks: a moon, with the jack. */
const MOON_DECK = stack([
  ['AC', 'AD', ...HEARTS.slice(5), 'QS', 'KS', 'AS'],
  [...CLUBS.slice(0, 12), '2D'],
  [...DIAMONDS.slice(1, 12), '2S', '3S'],
  [...HEARTS.slice(0, 5), ...SPADES.slice(2, 10)],
]);

function start(decks: Card[][], options: Partial<HeartsOptions> = {}): HeartsState {
  return hearts.setup({ decks, options, seed: 1 });
}

/** The first legal action: the first three cards to pass, the first playable card. */
function firstLegal(state: HeartsState): HeartsAction {
  const action = hearts.legal(state)[0];
  if (action === undefined) throw new Error('no legal action');
  return action;
}

/** Apply actions until `stop` says so, collecting the events. */
function playUntil(
  state: HeartsState,
  stop: (s: HeartsState) => boolean,
  choose: (s: HeartsState) => HeartsAction = firstLegal,
): { state: HeartsState; events: HeartsEvent[] } {
  const events: HeartsEvent[] = [];
  let s = state;
  while (!stop(s) && hearts.toAct(s) !== null) {
    const r = hearts.apply(s, choose(s));
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const handOver = (n: number) => (s: HeartsState) => s.handNumber > n || s.phase === 'over';

function handEvent(events: readonly HeartsEvent[]): Extract<HeartsEvent, { type: 'hand' }> {
  const hand = events.find((e) => e.type === 'hand');
  if (hand === undefined) throw new Error('no hand event');
  return hand;
}

function refusal(state: HeartsState, action: unknown): string {
  try {
    hearts.apply(state, action as HeartsAction);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).message;
  }
  throw new Error('the action was accepted');
}

const pass = (cards: Card[]): HeartsAction => ({ type: 'pass', cards });
const play = (card: Card): HeartsAction => ({ type: 'play', card });

describe('setting up', () => {
  it('deals card i of a stacked deck to seat i % 4, each hand in deck order', () => {
    const s = start([stack([SPADES, HEARTS, DIAMONDS, CLUBS].map((suit) => suit.slice().reverse()))]);
    expect(s.hands).toEqual([SPADES, HEARTS, DIAMONDS, CLUBS]);
    expect(s.phase).toBe('pass');
    expect(s.handNumber).toBe(1);
    expect(s.passDirection).toBe('left');
    expect(s.scores).toEqual([0, 0, 0, 0]);
    expect(hearts.toAct(s)).toBe(0);
  });

  it('deals the same game from the same seed', () => {
    const a = hearts.setup({ seed: 42 });
    expect(hearts.setup({ seed: 42 })).toEqual(a);
    expect(hearts.setup({ seed: 43 }).hands).not.toEqual(a.hands);
    expect(a.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
  });

  it('turns away a bad setup', () => {
    expect(() => hearts.setup({ players: 3 })).toThrow('Hearts is played by four.');
    expect(() => hearts.setup({ decks: [FULL_DECK.slice(1)] })).toThrow('A stacked deck must hold each of the 52 cards once.');
    expect(() => hearts.setup({ options: { pointLimit: -1 } })).toThrow('The point limit must be a number of at least 0.');
  });

  it('starts with the standard rules', () => {
    expect(hearts.defaultOptions).toEqual({
      jackOfDiamonds: true,
      queenOfSpades: true,
      noTrickBonus: false,
      rotateLead: false,
      noPassing: false,
      twoOfClubsLeads: false,
      bleedOnFirstTrick: false,
      queenIsNotAHeart: false,
      pointLimit: 100,
    });
    expect(DEFAULT_OPTIONS).toBe(hearts.defaultOptions);
  });
});

describe('passing', () => {
  it('goes left, right, across, then a keeper, and round again', () => {
    const directions = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => passDirectionOf(n, DEFAULT_OPTIONS));
    expect(directions).toEqual(['left', 'right', 'across', 'keeper', 'left', 'right', 'across', 'keeper']);
    expect(passTarget(0, 'left')).toBe(1);
    expect(passTarget(0, 'right')).toBe(3);
    expect(passTarget(0, 'across')).toBe(2);
    expect(passTarget(3, 'left')).toBe(0);
    expect(passTarget(2, 'keeper')).toBe(2);
  });

  it('changes hands only when all four have chosen, and shows each seat what it received', () => {
    let s = start([SUITS_DECK]);
    s = hearts.apply(s, pass(['2C', '3C', '4C'])).state;
    s = hearts.apply(s, pass(['2D', '3D', '4D'])).state;
    s = hearts.apply(s, pass(['2H', '3H', '4H'])).state;
    expect(hearts.toAct(s)).toBe(3);
    expect(s.hands[0]).toEqual(CLUBS);
    expect(hearts.view(s, 1).received).toBeNull();
    const last = hearts.apply(s, pass(['AS', 'KS', 'QS']));
    s = last.state;
    // Everyone passed left: each seat's cards went to the next, and its new ones came from the one before.
    expect(last.events).toEqual([
      { type: 'pass', seat: 3, direction: 'left' },
      { type: 'exchange', direction: 'left', passedTo: [1, 2, 3, 0], receivedFrom: [3, 0, 1, 2] },
    ]);
    expect(s.hands[0]).toEqual([...CLUBS.slice(3), 'QS', 'KS', 'AS']);
    expect(s.hands[1]).toEqual(['2C', '3C', '4C', ...DIAMONDS.slice(3)]);
    expect(hearts.view(s, 0).received).toEqual(['QS', 'KS', 'AS']);
    expect(hearts.view(s, 2).received).toEqual(['2D', '3D', '4D']);
    expect(hearts.view(s, 0).passed).toEqual(['2C', '3C', '4C']);
    // The two of clubs went left: its new holder leads.
    expect(s.phase).toBe('play');
    expect(s.leader).toBe(1);
    expect(hearts.toAct(s)).toBe(1);
  });

  it('makes the new holder of the two of clubs lead it after the pass under Two of Clubs Must Lead', () => {
    let s = start([SUITS_DECK], { twoOfClubsLeads: true });
    for (const cards of [['2C', '5C', '9C'], ['2D', '3D', '4D'], ['2H', '3H', '4H'], ['2S', '3S', '4S']] as Card[][]) {
      s = hearts.apply(s, pass(cards)).state;
    }
    expect(hearts.toAct(s)).toBe(1);
    expect(hearts.legal(s)).toEqual([play('2C')]);
    expect(refusal(s, play('5C'))).toBe('You must lead the two of clubs.');
  });

  it('offers every choice of three cards and turns away a bad pass', () => {
    const s = start([SUITS_DECK]);
    const legal = hearts.legal(s);
    expect(legal).toHaveLength(286);
    expect(legal[0]).toEqual(pass(['2C', '3C', '4C']));
    expect(refusal(s, pass(['2C', '3C']))).toBe('You must pass three cards.');
    expect(refusal(s, pass(['2C', '3C', '4C', '5C']))).toBe('You must pass three cards.');
    expect(refusal(s, pass(['2C', '3C', '2D']))).toBe('You may only pass cards from your hand.');
    expect(refusal(s, pass(['2C', '2C', '3C']))).toBe('You must pass three different cards.');
    expect(refusal(s, play('2C'))).toBe('Choose three cards to pass first.');
  });

  it('passes right in the second hand, across in the third, not at all in the fourth', () => {
    let s = start([SUITS_DECK, SUITS_DECK, SUITS_DECK, SUITS_DECK], { pointLimit: 1000 });
    const seen: [string, string, number, number | null, number | null][] = [];
    for (let hand = 1; hand <= 5; hand++) {
      const v = hearts.view(s, 0);
      seen.push([s.phase, s.passDirection, v.passCount, v.passTo, v.passFrom]);
      s = playUntil(s, handOver(hand)).state;
    }
    expect(seen).toEqual([
      ['pass', 'left', 3, 1, 3],
      ['pass', 'right', 3, 3, 1],
      ['pass', 'across', 3, 2, 2],
      ['play', 'keeper', 0, null, null],
      ['pass', 'left', 3, 1, 3],
    ]);
  });

  it('lets the two of clubs lead at once under Turn Off Passing', () => {
    const s = start([CLUBS_DECK, CLUBS_DECK], { noPassing: true, pointLimit: 1000 });
    expect(s.phase).toBe('play');
    expect(s.passDirection).toBe('keeper');
    expect(s.leader).toBe(1);
    expect(hearts.legal(s)).toEqual([play('2C')]);
    expect(refusal(s, pass(['2C', '2D', '3D']))).toBe('Cards are not passed now.');
    const second = playUntil(s, handOver(1)).state;
    expect([second.handNumber, second.phase, second.passDirection]).toEqual([2, 'play', 'keeper']);
  });
});

describe('the lead of the first trick', () => {
  it('goes to the holder of the two of clubs, who may lead any club', () => {
    const s = start([SUITS_DECK], { noPassing: true });
    expect(s.leader).toBe(0);
    expect(hearts.legal(s)).toEqual(CLUBS.map(play));
  });

  it('must be the two of clubs itself under Two of Clubs Must Lead, at once when there is no passing', () => {
    const s = start([SUITS_DECK], { noPassing: true, twoOfClubsLeads: true });
    expect(hearts.legal(s)).toEqual([play('2C')]);
    expect(refusal(s, play('AC'))).toBe('You must lead the two of clubs.');
  });

  it('goes round the table under Rotate Lead: seat n - 1 leads hand n', () => {
    let s = start([SUITS_DECK, SUITS_DECK, SUITS_DECK, SUITS_DECK, SUITS_DECK], {
      rotateLead: true,
      noPassing: true,
      pointLimit: 1000,
    });
    const leaders: number[] = [];
    for (let hand = 1; hand <= 5; hand++) {
      leaders.push(s.leader);
      s = playUntil(s, handOver(hand)).state;
    }
    expect(leaders).toEqual([0, 1, 2, 3, 0]);
  });

  it('is still a club under Rotate Lead when the leader holds one', () => {
    // Hand 1: seat 0 leads, holding clubs but not the two.
    const s = start([CLUBS_DECK], { rotateLead: true, noPassing: true, twoOfClubsLeads: true });
    expect(s.leader).toBe(0);
    expect(hearts.legal(s)).toEqual(CLUBS.slice(1).map(play));
    expect(refusal(s, play('2H'))).toBe('You must lead a club.');
    // Seat 0 holds the two: it must open with it.
    const two = start([SUITS_DECK], { rotateLead: true, noPassing: true, twoOfClubsLeads: true });
    expect(hearts.legal(two)).toEqual([play('2C')]);
  });

  it('keeps to the first-trick rule under Rotate Lead when the leader has no club', () => {
    const options = { rotateLead: true, noPassing: true, pointLimit: 1000 };
    // Hand 3 is led by seat 2, with the ace of diamonds and twelve hearts.
    const third = playUntil(start([CLUBS_DECK, CLUBS_DECK, CLUBS_DECK], options), handOver(2)).state;
    expect([third.handNumber, third.leader]).toEqual([3, 2]);
    expect(hearts.legal(third)).toEqual([play('AD')]);
    expect(refusal(third, play('AH'))).toBe('Points may not be played on the first trick.');
    // Hand 4 is led by seat 3, who holds every spade: anything but the queen.
    const fourth = playUntil(start([CLUBS_DECK, CLUBS_DECK, CLUBS_DECK, CLUBS_DECK], options), handOver(3)).state;
    expect(fourth.leader).toBe(3);
    expect(hearts.legal(fourth)).toEqual(SPADES.filter((c) => c !== 'QS').map(play));
    expect(refusal(fourth, play('QS'))).toBe('Points may not be played on the first trick.');
  });
});

describe('playing the tricks', () => {
  it('gives the trick to the highest card of the suit led, whose taker leads next', () => {
    let s = start([SUITS_DECK], { noPassing: true });
    const trick = [play('5C'), play('2D'), play('AH'), play('AS')];
    const events: HeartsEvent[] = [];
    for (const action of trick) {
      const r = hearts.apply(s, action);
      events.push(...r.events);
      s = r.state;
    }
    expect(s.lastTrick).toEqual({
      plays: [
        { seat: 0, card: '5C' },
        { seat: 1, card: '2D' },
        { seat: 2, card: 'AH' },
        { seat: 3, card: 'AS' },
      ],
      winner: 0,
    });
    expect(s.taken[0]).toEqual(['5C', '2D', 'AH', 'AS']);
    expect(s.leader).toBe(0);
    expect(s.trickNumber).toBe(2);
    expect(s.table).toEqual([]);
    expect(events.filter((e) => e.type === 'trick')).toEqual([
      { type: 'trick', winner: 0, cards: ['5C', '2D', 'AH', 'AS'], points: 1, trickNumber: 1, queenTaker: null },
    ]);
  });

  it('lets a seat holding only hearts throw one on the first trick', () => {
    // Seat 2 holds nothing but hearts and cannot follow the club.
    let s = start([SUITS_DECK], { noPassing: true });
    s = hearts.apply(s, play('2C')).state;
    s = hearts.apply(s, play('2D')).state;
    expect(hearts.legal(s)).toEqual(HEARTS.map(play));
    const r = hearts.apply(s, play('5H'));
    expect(r.state.heartsBroken).toBe(true);
    expect(r.events).toContainEqual({ type: 'hearts-broken', seat: 2, card: '5H' });
    // Seat 3, all spades, may not throw the queen.
    expect(refusal(r.state, play('QS'))).toBe('Points may not be played on the first trick.');
  });

  it('breaks hearts when the queen is played, even when she scores nothing', () => {
    for (const queenOfSpades of [true, false]) {
      // Seat 1 leads the two of clubs, seat 2 throws the ace of diamonds; seat 3 holds the spades.
      const s = playUntil(start([CLUBS_DECK], { noPassing: true, bleedOnFirstTrick: true, queenOfSpades }), (x) =>
        x.table.length === 2,
      ).state;
      expect(s.heartsBroken).toBe(false);
      expect(hearts.apply(s, play('QS')).state.heartsBroken).toBe(true);
    }
  });

  it('does not break hearts with the queen under Queen Is Not A Heart', () => {
    const s = playUntil(
      start([CLUBS_DECK], { noPassing: true, bleedOnFirstTrick: true, queenIsNotAHeart: true }),
      (x) => x.table.length === 2,
    ).state;
    const r = hearts.apply(s, play('QS'));
    expect(r.state.heartsBroken).toBe(false);
    expect(r.events.some((e) => e.type === 'hearts-broken')).toBe(false);
  });

  it('does not touch the state it is given', () => {
    const s = start([SUITS_DECK]);
    const before = JSON.stringify(s);
    hearts.apply(s, pass(['2C', '3C', '4C']));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('turns away what is not a move', () => {
    const s = start([SUITS_DECK], { noPassing: true });
    expect(refusal(s, { type: 'discard' })).toBe('That is not a move in Hearts.');
    expect(refusal(s, null)).toBe('That is not a move in Hearts.');
    expect(refusal(s, play('XX' as Card))).toBe('That card is not in your hand.');
  });
});

describe('scoring a hand', () => {
  it('adds the hand to the totals: 11 hearts, the queen and the jack make 14', () => {
    const { state, events } = playUntil(start([CLUBS_DECK], { noPassing: true }), handOver(1));
    expect(handEvent(events)).toEqual({
      type: 'hand',
      handNumber: 1,
      points: [14, 0, 2, 0],
      moon: null,
      noTrick: [],
      scores: [14, 0, 2, 0],
      queenTaker: 0,
    });
    expect(state.scores).toEqual([14, 0, 2, 0]);
    // The trick with the queen names her taker; the others name nobody.
    const tricks = events.flatMap((e) => (e.type === 'trick' ? [e] : []));
    expect(tricks.filter((t) => t.queenTaker !== null)).toEqual([expect.objectContaining({ winner: 0, queenTaker: 0 })]);
    expect(tricks.find((t) => t.queenTaker !== null)?.cards).toContain('QS');
  });

  it('follows the Jack of Diamonds and Queen of Spades switches', () => {
    const points = (options: Partial<HeartsOptions>) =>
      handEvent(playUntil(start([CLUBS_DECK], { ...options, noPassing: true }), handOver(1)).events).points;
    expect(points({ jackOfDiamonds: false })).toEqual([24, 0, 2, 0]);
    expect(points({ queenOfSpades: false })).toEqual([1, 0, 2, 0]);
  });

  it('gives -5 under the No Trick Rule to the seats that took no points', () => {
    const { events } = playUntil(start([CLUBS_DECK], { noPassing: true, noTrickBonus: true }), handOver(1));
    expect(handEvent(events)).toMatchObject({ points: [14, -5, 2, -5], noTrick: [1, 3] });
  });

  it('scores a moon with the jack at -36 and gives no no-trick bonus in it', () => {
    for (const queenOfSpades of [true, false]) {
      const { events } = playUntil(
        start([MOON_DECK], { noPassing: true, noTrickBonus: true, queenOfSpades }),
        handOver(1),
      );
      expect(handEvent(events)).toMatchObject({ points: [-36, 0, 0, 0], moon: 0, noTrick: [] });
    }
  });
});

describe('the end of the game', () => {
  it('does not end when a total reaches the point limit exactly', () => {
    const { state, events } = playUntil(start([CLUBS_DECK], { noPassing: true, pointLimit: 14 }), handOver(1));
    expect(state.phase).toBe('play');
    expect(state.handNumber).toBe(2);
    expect(hearts.outcome(state)).toBeNull();
    expect(events.some((e) => e.type === 'game-over')).toBe(false);
  });

  it('ends after the hand that takes a total over the limit; equal lowest totals draw', () => {
    const { state, events } = playUntil(start([CLUBS_DECK], { noPassing: true, pointLimit: 13 }), handOver(1));
    expect(state.phase).toBe('over');
    expect(hearts.toAct(state)).toBeNull();
    expect(hearts.legal(state)).toEqual([]);
    expect(hearts.outcome(state)).toEqual({ scores: [14, 0, 2, 0], winners: [1, 3], draw: true });
    expect(events.at(-1)).toEqual({ type: 'game-over', scores: [14, 0, 2, 0], winners: [1, 3], draw: true });
    expect(refusal(state, play('2C'))).toBe('The game is over.');
  });

  it('has one winner when one total is lowest', () => {
    const s = { ...start([CLUBS_DECK], { noPassing: true, pointLimit: 13 }), scores: [0, 3, 0, 0] };
    const { state } = playUntil(s, handOver(1));
    expect(hearts.outcome(state)).toEqual({ scores: [14, 3, 2, 0], winners: [3], draw: false });
  });
});

describe('what a seat sees', () => {
  it('shows its own hand and the table, never another seat’s hand', () => {
    let s = start([SUITS_DECK]);
    s = hearts.apply(s, pass(['2C', '3C', '4C'])).state;
    const v = hearts.view(s, 1);
    expect(v.hand).toEqual(DIAMONDS);
    expect([...cardsIn(v)].sort()).toEqual(DIAMONDS.slice().sort());
    expect(v.hasPassed).toEqual([true, false, false, false]);
    expect(v.passed).toBeNull();
    expect(hearts.view(s, 0).passed).toEqual(['2C', '3C', '4C']);
  });

  it('holds the phase, scores, table, leader, hearts broken, pass direction and points this hand', () => {
    let s = start([SUITS_DECK], { noPassing: true });
    s = { ...s, scores: [5, 6, 7, 8] };
    s = playUntil(s, (x) => x.trickNumber === 2 && x.table.length === 1).state;
    const v = hearts.view(s, 3);
    expect(v).toMatchObject({
      phase: 'play',
      seat: 3,
      hand: SPADES.slice(1),
      scores: [5, 6, 7, 8],
      toAct: 1,
      handNumber: 1,
      trickNumber: 2,
      passDirection: 'keeper',
      passTo: null,
      table: [{ seat: 0, card: '3C' }],
      leader: 0,
      heartsBroken: true,
      handSizes: [11, 12, 12, 12],
      pointsThisHand: [1, 0, 0, 0],
      taken: [['2C', '2D', '2H', '2S'], [], [], []],
    });
    // Seat 3 sees its own cards and the played ones, no more.
    const played = new Set<Card>(s.played.flat());
    const seen = [...cardsIn(v)].filter((c) => !played.has(c)).sort();
    expect(seen).toEqual(SPADES.slice(1).sort());
  });
});

describe('every card of the game', () => {
  it('lists each of the 52 once, wherever it lies: hands, the table, the tricks taken', () => {
    const s = playUntil(start([SUITS_DECK], { noPassing: true }), (x) => x.trickNumber === 3 && x.table.length === 2).state;
    expect(s.table).toHaveLength(2);
    expect(heartsCards(s).sort()).toEqual(FULL_DECK.slice().sort());
  });
});
