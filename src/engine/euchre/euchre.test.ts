import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { RuleError, type Seat } from '../game';
import { cardsIn } from '../game-properties';
import { euchre } from './euchre';
import { euchreCards } from './validate';
import type { EuchreEvent } from './events';
import { EUCHRE_DECK } from './rules';
import { stacked } from './test-decks';
import type { EuchreAction, EuchreOptions, EuchreState } from './types';


/**
 * Dealt by seat 2 (the first dealer). Hearts trump: seat 0 holds the right
 * and left bowers and the ace; the king turned; queen, ten and nine of hearts
 * under it.
 */
const HANDS: Card[][] = [
  ['JH', 'JD', 'AH', '9C', '9S'],
  ['AC', 'KC', 'QC', 'JC', 'TC'],
  ['AS', 'KS', 'QS', 'JS', 'TS'],
  ['AD', 'KD', 'QD', 'TD', '9D'],
];
const DECK = stacked(2, HANDS, 'KH');

function start(options: Partial<EuchreOptions> = {}, decks: Card[][] = [DECK]): EuchreState {
  return euchre.setup({ seed: 1, decks, options });
}

/** Apply `actions` in order; the state after them and every event on the way. */
function run(state: EuchreState, actions: readonly EuchreAction[]): { state: EuchreState; events: EuchreEvent[] } {
  let s = state;
  const events: EuchreEvent[] = [];
  for (const action of actions) {
    const next = euchre.apply(s, action);
    s = next.state;
    events.push(...next.events);
  }
  return { state: s, events };
}

function refusal(state: EuchreState, action: unknown): string {
  try {
    euchre.apply(state, action as EuchreAction);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).message;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}

const PASS: EuchreAction = { type: 'pass' };
const play = (card: Card): EuchreAction => ({ type: 'play', card });
const sorted = (cards: readonly Card[]) => [...cards].sort();

describe('the deal', () => {
  it('is made first by your partner, three then two to each from the dealer\'s left, and the next card turned', () => {
    const deck = EUCHRE_DECK.slice();
    const s = start({}, [deck]);
    expect(s.dealer).toBe(2);
    // Seat 3 sits at the dealer's left and is dealt first.
    expect(s.hands[3]).toEqual([deck[0], deck[1], deck[2], deck[12], deck[13]]);
    expect(s.hands[0]).toEqual([deck[3], deck[4], deck[5], deck[14], deck[15]]);
    expect(s.hands[1]).toEqual([deck[6], deck[7], deck[8], deck[16], deck[17]]);
    expect(s.hands[2]).toEqual([deck[9], deck[10], deck[11], deck[18], deck[19]]);
    expect(s.upcard).toBe(deck[20]);
    expect(s.kitty).toEqual(deck.slice(21));
    expect(euchre.view(s, 0).upcard).toBe(deck[20]);
  });

  it('refuses a stacked deck that is not the 24 cards', () => {
    expect(() => euchre.setup({ decks: [EUCHRE_DECK.slice(1)] })).toThrow(RangeError);
  });
});

describe('bidding, round 1', () => {
  it('starts at the dealer\'s left: order up, alone or not, or pass; the dealer picks up instead', () => {
    const s = start();
    expect(euchre.toAct(s)).toBe(3);
    expect(euchre.legal(s)).toEqual([
      { type: 'order-up', alone: false },
      { type: 'order-up', alone: true },
      PASS,
    ]);
    const atDealer = run(s, [PASS, PASS, PASS]).state;
    expect(euchre.toAct(atDealer)).toBe(2);
    expect(euchre.legal(atDealer)).toEqual([{ type: 'pick-up', alone: false }, { type: 'pick-up', alone: true }, PASS]);
    expect(refusal(s, { type: 'pick-up', alone: false })).toMatch(/dealer/);
    expect(refusal(atDealer, { type: 'order-up', alone: false })).toMatch(/dealer/);
  });

  it('has the dealer take the card ordered up and discard one, seen only by the dealer', () => {
    const { state: s, events } = run(start(), [{ type: 'order-up', alone: false }]);
    expect(events).toEqual([
      { type: 'make', seat: 3, bid: 'order-up', suit: 'H', alone: false },
      { type: 'take-up', dealer: 2, card: 'KH' },
    ]);
    expect(s.phase).toBe('discard');
    expect(euchre.toAct(s)).toBe(2);
    expect(s.hands[2]).toContain('KH');
    expect(euchre.legal(s)).toEqual([...HANDS[2] as Card[], 'KH'].map((card) => ({ type: 'discard', card })));
    const after = euchre.apply(s, { type: 'discard', card: 'TS' });
    expect(after.events).toEqual([{ type: 'discard', seat: 2 }]);
    expect(after.state.phase).toBe('play');
    expect(euchre.view(after.state, 2).myDiscards).toEqual(['TS']);
    for (const seat of [0, 1, 3]) {
      const v = euchre.view(after.state, seat);
      expect(v.myDiscards).toEqual([]);
      expect(cardsIn(v).has('TS')).toBe(false);
      expect(v.takenUp).toBe('KH');
      expect(v.trump).toBe('H');
      expect(v.maker).toBe(3);
    }
  });

  it('lets the dealer pick the card up', () => {
    const { state: s } = run(start(), [PASS, PASS, PASS, { type: 'pick-up', alone: false }]);
    expect(s.phase).toBe('discard');
    expect(s.maker).toBe(2);
    expect(s.bids.map((b) => b.bid)).toEqual(['pass', 'pass', 'pass', 'pick-up']);
  });

  it('turns the card down when all four pass', () => {
    const { state: s, events } = run(start(), [PASS, PASS, PASS, PASS]);
    expect(events.at(-1)).toEqual({ type: 'turn-down', card: 'KH' });
    expect(s.phase).toBe('call');
    expect(s.upcard).toBeNull();
    expect(euchre.view(s, 1).turnedDown).toBe('KH');
    expect(euchre.view(s, 1).upcard).toBeNull();
    expect(euchre.toAct(s)).toBe(3);
  });
});

describe('bidding, round 2', () => {
  const turnedDown = () => run(start(), [PASS, PASS, PASS, PASS]).state;

  it('lets each in turn name any suit but the one turned down, or pass', () => {
    const s = turnedDown();
    const legal = euchre.legal(s);
    expect(legal.filter((a) => a.type === 'call').map((a) => (a.type === 'call' ? a.suit : ''))).toEqual(['C', 'C', 'D', 'D', 'S', 'S']);
    expect(legal).toContainEqual(PASS);
    expect(refusal(s, { type: 'call', suit: 'H', alone: false })).toBe('That suit was turned down: name another.');
    expect(refusal(s, { type: 'call', suit: 'X', alone: false })).toMatch(/Name a suit/);
  });

  it('makes the named suit trump with no card taken, and the dealer\'s left leads', () => {
    const { state: s, events } = run(turnedDown(), [PASS, { type: 'call', suit: 'S', alone: false }]);
    expect(events).toEqual([
      { type: 'pass', seat: 3, round: 2 },
      { type: 'make', seat: 0, bid: 'call', suit: 'S', alone: false },
    ]);
    expect(s.phase).toBe('play');
    expect(s.trump).toBe('S');
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(euchre.toAct(s)).toBe(3);
  });

  it('throws the hand in when all pass twice, and the deal moves left', () => {
    const next = stacked(3, HANDS, 'KH');
    const { state: s, events } = run(start({}, [DECK, next]), Array<EuchreAction>(8).fill(PASS));
    expect(events.slice(-2)).toEqual([
      { type: 'throw-in', handNumber: 1, dealer: 2 },
      { type: 'deal', handNumber: 2, dealer: 3, upcard: 'KH' },
    ]);
    expect(s.dealer).toBe(3);
    expect(s.points).toEqual([0, 0]);
    expect(s.hands).toEqual(HANDS);
    expect(euchre.toAct(s)).toBe(0);
  });

  it('with stick the dealer, does not let the dealer pass the second time', () => {
    const s = run(start({ stickTheDealer: true }), Array<EuchreAction>(7).fill(PASS)).state;
    expect(euchre.toAct(s)).toBe(2);
    expect(euchre.legal(s)).not.toContainEqual(PASS);
    expect(euchre.legal(s)).toHaveLength(6);
    expect(refusal(s, PASS)).toBe('Stick the dealer: the dealer must name a suit.');
  });
});

describe('going alone', () => {
  it('without Pass Best, the partner sits out: three cards a trick, the sitting seat passed over', () => {
    // Seat 1 orders up alone: seat 3 sits out; the dealer (2) takes the card.
    const { state: s } = run(start({ passBest: false }), [PASS, PASS, { type: 'order-up', alone: true }, { type: 'discard', card: 'TS' }]);
    expect(s.sitting).toBe(3);
    expect(s.phase).toBe('play');
    // Seat 3, the dealer's left, sits out: seat 0 leads.
    expect(euchre.toAct(s)).toBe(0);
    const { state: after, events } = run(s, [play('9C'), play('AC')]);
    expect(euchre.toAct(after)).toBe(2);
    const done = run(after, [play('AS')]);
    expect(done.events.find((e) => e.type === 'trick')).toMatchObject({ winner: 1, cards: ['9C', 'AC', 'AS'] });
    expect(events.every((e) => e.type !== 'trick')).toBe(true);
    expect(euchre.view(s, 0).sitting).toBe(3);
  });

  it('with Pass Best, the partner gives one card after the dealer\'s pickup, then the lone maker discards one', () => {
    // Seat 0 orders up alone; partner seat 2 deals, takes the king, discards, then gives.
    let s = run(start(), [PASS, { type: 'order-up', alone: true }]).state;
    expect(s.phase).toBe('discard');
    expect(euchre.toAct(s)).toBe(2);
    s = euchre.apply(s, { type: 'discard', card: 'TS' }).state;
    expect(s.phase).toBe('give');
    expect(euchre.toAct(s)).toBe(2);
    expect(euchre.legal(s)).toHaveLength(5);
    const gave = euchre.apply(s, { type: 'give', card: 'KH' });
    expect(gave.events).toEqual([{ type: 'give', from: 2, to: 0 }]);
    s = gave.state;
    expect(s.phase).toBe('lone-discard');
    expect(euchre.toAct(s)).toBe(0);
    expect(s.hands[0]).toHaveLength(6);
    expect(euchre.view(s, 0).given).toBe('KH');
    expect(euchre.view(s, 2).given).toBe('KH');
    expect(euchre.view(s, 1).given).toBeNull();
    expect(euchre.view(s, 1).gave).toEqual({ from: 2, to: 0 });
    s = euchre.apply(s, { type: 'discard', card: '9S' }).state;
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toEqual(['JH', 'JD', 'AH', '9C', 'KH']);
    expect(euchre.view(s, 0).myDiscards).toEqual(['9S']);
    expect(euchre.view(s, 2).myDiscards).toEqual(['TS']);
    expect(euchre.toAct(s)).toBe(3);
  });

  it('with Pass Best after a suit named in round 2, goes straight to the partner\'s gift', () => {
    const s = run(start(), [PASS, PASS, PASS, PASS, PASS, { type: 'call', suit: 'C', alone: true }]).state;
    expect(s.maker).toBe(0);
    expect(s.phase).toBe('give');
    expect(euchre.toAct(s)).toBe(2);
  });

  it('refuses a give or a discard out of turn', () => {
    const s = run(start(), [PASS, { type: 'order-up', alone: true }]).state;
    expect(refusal(s, { type: 'give', card: 'AS' })).toMatch(/partner/);
    expect(refusal(s, { type: 'discard', card: 'JH' })).toBe('That card is not in your hand.');
  });
});

describe('the play', () => {
  /** Seat 3 orders hearts up; the dealer discards the ten of spades. */
  const playing = () => run(start(), [{ type: 'order-up', alone: false }, { type: 'discard', card: 'TS' }]).state;

  it('is led by the dealer\'s left; a void hand may trump; the highest trump takes it and leads next', () => {
    const s = playing();
    expect(euchre.toAct(s)).toBe(3);
    const first = run(s, [play('AD')]).state;
    // Seat 0's jack of diamonds is a trump now: seat 0 has no diamond and may play anything.
    expect(euchre.legal(first)).toHaveLength(5);
    const { state: after, events } = run(first, [play('9C'), play('AC'), play('KH')]);
    expect(events.find((e) => e.type === 'trick')).toEqual({
      type: 'trick',
      winner: 2,
      cards: ['AD', '9C', 'AC', 'KH'],
      trickNumber: 1,
      tricksWon: [1, 0],
    });
    expect(euchre.toAct(after)).toBe(2);
    expect(euchre.view(after, 1).lastTrick?.winner).toBe(2);
  });

  it('refuses a card that does not follow with "You must follow suit."', () => {
    const s = run(playing(), [play('AD'), play('9C'), play('AC'), play('KH'), play('AS'), play('KD')]).state;
    expect(euchre.toAct(s)).toBe(0);
    expect(euchre.legal(s)).toEqual([play('9S')]);
    expect(refusal(s, play('JH'))).toBe('You must follow suit.');
    expect(refusal(s, play('AS'))).toBe('That card is not in your hand.');
  });

  it('lets the bowers take tricks as the highest trumps, the left bower led as a trump', () => {
    const s = run(playing(), [play('AD'), play('9C'), play('AC'), play('KH'), play('AS'), play('KD'), play('9S'), play('KC')]).state;
    expect(euchre.toAct(s)).toBe(2);
    const { state: led, events } = run(s, [play('QS'), play('QD'), play('JH'), play('QC')]);
    expect(events.find((e) => e.type === 'trick')).toMatchObject({ winner: 0 });
    expect(euchre.toAct(led)).toBe(0);
    const trumpLed = run(led, [play('JD'), play('JC'), play('KS'), play('TD')]);
    expect(trumpLed.events.find((e) => e.type === 'trick')).toMatchObject({ winner: 0, tricksWon: [4, 0] });
  });
});

/** A state at the last trick of a hand: each seat holds one card, seat 0 to lead. */
function lastTrick(
  hands: Card[],
  { maker, alone = false, tricksWon, points = [0, 0] }: { maker: Seat; alone?: boolean; tricksWon: [number, number]; points?: [number, number] },
): EuchreState {
  const base = start();
  const sitting = alone ? (maker + 2) % 4 : null;
  return {
    ...base,
    phase: 'play',
    hands: hands.map((c, seat) => (seat === sitting ? [] : [c])),
    upcard: null,
    trump: 'H',
    maker,
    alone,
    sitting,
    leader: 0,
    tricksWon,
    points,
  };
}

/** Plays the last trick out, each seat its one card; the hand's event. */
function scoreOf(state: EuchreState): Extract<EuchreEvent, { type: 'hand' }> {
  let s = state;
  const events: EuchreEvent[] = [];
  while (s.phase === 'play' && s.hands.some((h) => h.length > 0)) {
    const step = euchre.apply(s, euchre.legal(s)[0] as EuchreAction);
    events.push(...step.events);
    s = step.state;
  }
  const hand = events.find((e) => e.type === 'hand');
  if (hand?.type !== 'hand') throw new Error('no hand was scored');
  return hand;
}

/** Seat 0 leads the right bower: team 0 takes the last trick. */
const WINS_LAST: Card[] = ['JH', '9C', 'TC', 'QC'];
/** Seat 0 leads a nine; seat 1 trumps: team 1 takes the last trick. */
const LOSES_LAST: Card[] = ['9C', '9H', 'TC', 'QC'];

describe('scoring a hand', () => {

  it('gives the makers 1 point for three tricks, and for four', () => {
    expect(scoreOf(lastTrick(WINS_LAST, { maker: 0, tricksWon: [2, 2] }))).toMatchObject({ tricks: 3, points: [1, 0], euchred: false, march: false });
    expect(scoreOf(lastTrick(WINS_LAST, { maker: 2, tricksWon: [3, 1] }))).toMatchObject({ tricks: 4, points: [1, 0] });
  });

  it('gives 2 points for all five tricks, 4 to a lone maker', () => {
    expect(scoreOf(lastTrick(WINS_LAST, { maker: 0, tricksWon: [4, 0] }))).toMatchObject({ tricks: 5, points: [2, 0], march: true });
    expect(scoreOf(lastTrick(WINS_LAST, { maker: 0, alone: true, tricksWon: [4, 0] }))).toMatchObject({ points: [4, 0], march: true, alone: true });
  });

  it('gives a lone maker who takes three or four 1 point', () => {
    expect(scoreOf(lastTrick(LOSES_LAST, { maker: 0, alone: true, tricksWon: [3, 1] }))).toMatchObject({ tricks: 3, points: [1, 0] });
  });

  it('gives the defenders 2 points when the makers are euchred', () => {
    expect(scoreOf(lastTrick(LOSES_LAST, { maker: 0, tricksWon: [2, 2] }))).toMatchObject({ tricks: 2, points: [0, 2], euchred: true, makers: 0 });
    expect(scoreOf(lastTrick(WINS_LAST, { maker: 1, alone: true, tricksWon: [2, 2] }))).toMatchObject({ tricks: 2, points: [2, 0], euchred: true });
  });

  it('deals the next hand from the next seat to the left', () => {
    const s = lastTrick(WINS_LAST, { maker: 0, tricksWon: [2, 2] });
    let state = s;
    for (let i = 0; i < 4; i++) state = euchre.apply(state, euchre.legal(state)[0] as EuchreAction).state;
    expect(state.phase).toBe('order');
    expect(state.dealer).toBe(3);
    expect(state.handNumber).toBe(2);
    expect(state.points).toEqual([1, 0]);
    expect(euchreCards(state)).toHaveLength(24);
  });
});

describe('the end of the game', () => {
  it('ends when a team reaches 10: the winners are its two seats', () => {
    let s = lastTrick(WINS_LAST, { maker: 0, tricksWon: [2, 2], points: [9, 8] });
    const events: EuchreEvent[] = [];
    while (euchre.toAct(s) !== null && s.phase === 'play') {
      const step = euchre.apply(s, euchre.legal(s)[0] as EuchreAction);
      events.push(...step.events);
      s = step.state;
    }
    expect(s.phase).toBe('over');
    expect(events.at(-1)).toEqual({ type: 'game-over', scores: [10, 8], winners: [0, 2] });
    expect(euchre.toAct(s)).toBeNull();
    expect(euchre.legal(s)).toEqual([]);
    expect(euchre.outcome(s)).toEqual({ scores: [10, 8, 10, 8], winners: [0, 2], draw: false });
    expect(euchre.view(s, 1).scores).toEqual([10, 8, 10, 8]);
    expect(refusal(s, PASS)).toBe('The game is over.');
  });

  it('plays on below the target', () => {
    const s = lastTrick(WINS_LAST, { maker: 0, tricksWon: [2, 2], points: [8, 9] });
    expect(euchre.outcome(s)).toBeNull();
  });
});

describe('what a seat sees and what it may send', () => {
  it('shows its own hand, never another seat\'s or the cards under the turned one', () => {
    const s = start();
    for (let seat = 0; seat < 4; seat++) {
      const seen = cardsIn(euchre.view(s, seat));
      const hidden = [...s.kitty, ...s.hands.flatMap((h, other) => (other === seat ? [] : h))];
      expect(hidden.filter((c) => seen.has(c))).toEqual([]);
      expect(sorted(euchre.view(s, seat).hand)).toEqual(sorted(HANDS[seat] as Card[]));
    }
  });

  it('refuses malformed actions with a RuleError', () => {
    const s = start();
    for (const bad of [null, undefined, 7, 'pass', {}, { type: 'shuffle' }, { type: 'order-up' }, { type: 'order-up', alone: 'yes' }, { type: 'play', card: 'AS' }, { type: 'discard', card: 'JH' }]) {
      expect(() => euchre.apply(s, bad as EuchreAction)).toThrow(RuleError);
    }
  });

  it('plays the same game from the same seed and actions', () => {
    const a = euchre.setup({ seed: 42 });
    const b = euchre.setup({ seed: 42 });
    expect(a).toEqual(b);
    expect(euchre.setup({ seed: 43 }).hands).not.toEqual(a.hands);
  });
});
