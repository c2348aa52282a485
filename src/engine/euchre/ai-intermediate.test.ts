import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { createRng } from '../rng';
import { bestCall, chooseIntermediate } from './ai-intermediate';
import { discardChoice, handTricks, shownVoids } from './ai-read';
import { chooseNovice } from './ai-novice';
import { euchre } from './euchre';
import { DEFAULT_OPTIONS, type EuchreAction, type EuchreView } from './types';

/** A view of seat 0 in the play, hearts trump made by `maker`, dealer seat 3 unless said. */
function playView(hand: Card[], trick: Card[], more: Partial<EuchreView> = {}): EuchreView {
  const leader = (4 - trick.length) % 4;
  return {
    phase: 'play',
    seat: 0,
    toAct: 0,
    hand,
    scores: [0, 0, 0, 0],
    handNumber: 1,
    dealer: 3,
    upcard: null,
    turnedDown: null,
    takenUp: null,
    myDiscards: [],
    given: null,
    gave: null,
    bids: [],
    trump: 'H',
    maker: 0,
    alone: false,
    sitting: null,
    trick: trick.map((card, i) => ({ seat: (leader + i) % 4, card })),
    leader,
    tricksWon: [0, 0],
    played: [[], [], [], []].map((_, seat) => trick.filter((_c, i) => (leader + i) % 4 === seat)),
    lastTrick: null,
    handSizes: [hand.length, 5, 5, 5],
    options: DEFAULT_OPTIONS,
    ...more,
  };
}

const plays = (cards: readonly Card[]): EuchreAction[] => cards.map((card) => ({ type: 'play', card }));

function intermediatePlays(view: EuchreView, legal: Card[] = view.hand): Card | null {
  const action = chooseIntermediate(view, plays(legal), createRng(1));
  return action.type === 'play' ? action.card : null;
}

describe('the intermediate in play', () => {
  it('leads the right bower when its side made trump', () => {
    expect(intermediatePlays(playView(['AC', 'JH', '9H', 'KS', 'TD'], []))).toBe('JH');
  });

  it('trumps in with its lowest winning trump when an opponent is winning and it cannot follow', () => {
    // Seat 3 led the ace of clubs; seat 0 has no club.
    expect(intermediatePlays(playView(['9H', 'AH', 'KS', 'TD', '9D'], ['AC']))).toBe('9H');
  });

  it('does not overtake a partner who is winning, and throws off low', () => {
    // Seat 2 led the ace of clubs, seat 3 followed low; seat 0 has no club.
    expect(intermediatePlays(playView(['9H', 'AH', 'KS', 'QS', '9S'], ['AC', '9C']))).toBe('9S');
  });

  it('follows with the cheapest card that wins when it plays last', () => {
    // The jack of clubs wins so far: the queen is enough, the ace is kept.
    expect(intermediatePlays(playView(['AC', 'QC', 'KS'], ['TC', '9C', 'JC']), ['AC', 'QC'])).toBe('QC');
    const v = playView(['AC', 'QD', 'KS', '9D'], ['TD', '9C', 'JD']);
    // The jack of diamonds is the left bower: it wins, and nothing of seat 0's beats it.
    expect(intermediatePlays(v, ['QD', '9D'])).toBe('9D');
  });

  it('plays only legal cards at every level', () => {
    const v = playView(['AC', 'QD', 'KS', '9D'], ['TD']);
    const legal: Card[] = ['QD', '9D'];
    expect(legal).toContain(intermediatePlays(v, legal));
    const novice = chooseNovice(v, plays(legal), createRng(3));
    expect(novice.type === 'play' && legal.includes(novice.card)).toBe(true);
  });
});

describe('the intermediate before the play', () => {
  it('discards to leave a side suit void, keeping trumps and aces', () => {
    expect(discardChoice(['JH', 'AH', '9H', 'AC', 'KC', 'QS'], 'H')).toBe('QS');
    expect(discardChoice(['JH', 'AH', '9H', 'AC', 'KC', '9C'], 'H')).toBe('9C');
  });

  it('gives its best card on Pass Best', () => {
    const view = playView(['AC', 'TH', 'JD', 'KS', '9S'], [], { phase: 'give', maker: 2, alone: true, sitting: 0 });
    const action = chooseIntermediate(view, view.hand.map((card) => ({ type: 'give', card })), createRng(1));
    expect(action).toEqual({ type: 'give', card: 'JD' });
  });

  it('values a hand of bowers and trumps far above a hand of nines', () => {
    expect(handTricks(['JH', 'JD', 'AH', 'KH', 'AC'], 'H')).toBeGreaterThan(4);
    expect(handTricks(['9C', 'TC', '9S', 'TD', '9D'], 'H')).toBeLessThan(1);
  });

  it('names its strongest suit in round 2: never the turned one, nor one it holds no trump of unless stuck', () => {
    expect(bestCall(['JH', 'JD', 'AH', 'AC', 'KC'], 'S', false)).toMatchObject({ suit: 'H' });
    expect(bestCall(['JH', 'JD', 'AH', 'AC', 'KC'], 'H', false)).toMatchObject({ suit: 'D' });
    expect(bestCall(['9S', 'TS', 'QS', 'KS', 'AS'], 'S', false)).toEqual({ suit: null, tricks: Number.NEGATIVE_INFINITY });
    expect(bestCall(['9S', 'TS', 'QS', 'KS', 'AS'], 'S', true).suit).not.toBeNull();
  });

  it('orders up a strong hand, alone on a sure march, and passes a weak one', () => {
    const dealt = euchre.setup({ seed: 1 });
    const base = euchre.view(dealt, 1);
    const order = (hand: Card[]) =>
      chooseIntermediate({ ...base, seat: 1, hand, dealer: 0, upcard: 'TH' }, [{ type: 'order-up', alone: false }, { type: 'order-up', alone: true }, { type: 'pass' }], createRng(1));
    expect(order(['JH', 'JD', 'AH', 'KH', 'QH'])).toEqual({ type: 'order-up', alone: true });
    expect(order(['JH', 'AH', '9H', 'AC', 'KS'])).toEqual({ type: 'order-up', alone: false });
    expect(order(['9C', 'TC', '9S', 'TD', 'QD'])).toEqual({ type: 'pass' });
  });

  it('orders an opposing dealer up only on two trumps or more, whatever its aces', () => {
    const dealt = euchre.setup({ seed: 1 });
    const base = euchre.view(dealt, 1);
    const legal: EuchreAction[] = [{ type: 'order-up', alone: false }, { type: 'order-up', alone: true }, { type: 'pass' }];
    const order = (hand: Card[], dealer: number) => chooseIntermediate({ ...base, seat: 1, hand, dealer, upcard: 'TS' }, legal, createRng(1)).type;
    // The nine of spades and four aces and kings: worth a bid for the partner's deal, not against an opponent's.
    expect(order(['9S', 'AC', 'AH', 'AD', 'KD'], 3)).toBe('order-up');
    expect(order(['9S', 'AC', 'AH', 'AD', 'KD'], 0)).toBe('pass');
    expect(order(['9S', 'QS', 'AH', 'AD', 'KD'], 0)).toBe('order-up');
  });
});

describe('reading the table', () => {
  it('marks a seat void in a suit it did not follow', () => {
    const v = playView(['AC'], ['AS', '9H'], { dealer: 1 });
    const voids = shownVoids(v);
    // Seat 2 led the ace of spades, seat 3 trumped: void in spades.
    expect([...(voids[3] ?? [])]).toEqual(['S']);
    expect(voids[2]?.size).toBe(0);
  });
});
