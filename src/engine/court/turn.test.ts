import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK } from '../cards';
import { faceValue, isCourt, numberEffect, settleTurn } from './turn';

const FULL = [100, 100] as const;

/** The parts of a settled turn every rule test checks. */
function settle(scores: readonly [number, number], leader: number, lead: Card, follow: Card) {
  const { scores: after, winner, rule } = settleTurn(scores, leader, lead, follow);
  return { scores: after, winner, rule };
}

describe('card values', () => {
  it('gives numbered cards their face value, the ten counting 10, and marks J, Q, K, A as court cards', () => {
    expect(['2C', '7H', '9S', 'TD'].map((c) => faceValue(c as Card))).toEqual([2, 7, 9, 10]);
    expect(FULL_DECK.filter(isCourt)).toHaveLength(16);
    expect(['JC', 'QD', 'KH', 'AS', 'TC', '2H'].map((c) => isCourt(c as Card))).toEqual([true, true, true, true, false, false]);
  });

  it('applies a numbered effect for either seat without touching its input', () => {
    const scores = [50, 60] as const;
    expect(numberEffect(scores, 'H', 7, 1)).toEqual([50, 67]);
    expect(numberEffect(scores, 'D', 7, 1)).toEqual([43, 60]);
    expect(numberEffect(scores, 'C', 7, 0)).toEqual([50, 53]);
    expect(numberEffect(scores, 'S', 7, 0)).toEqual([43, 53]);
    expect(scores).toEqual([50, 60]);
  });
});

describe('4.1 two numbered cards', () => {
  it('4.11 the higher face value takes effect, whoever played it', () => {
    expect(settle(FULL, 0, '3H', '9C')).toEqual({ scores: [91, 100], winner: 1, rule: '4.11' });
    expect(settle(FULL, 0, '9H', '3C')).toEqual({ scores: [109, 100], winner: 0, rule: '4.11' });
    // The ten is the highest numbered card.
    expect(settle(FULL, 1, 'TD', '9H')).toEqual({ scores: [90, 100], winner: 1, rule: '4.11' });
  });

  it('4.12 the suit of the winning card, not of the losing one, sets the effect', () => {
    expect(settle(FULL, 0, '8S', '2H')).toEqual({ scores: [92, 92], winner: 0, rule: '4.11' });
    expect(settle(FULL, 0, '2S', '8H')).toEqual({ scores: [100, 108], winner: 1, rule: '4.11' });
  });

  it('4.121 a winning heart adds its value to its player', () => {
    expect(settle([50, 60], 1, '7H', '4D')).toEqual({ scores: [50, 67], winner: 1, rule: '4.11' });
    expect(settle([50, 60], 1, '4D', '7H')).toEqual({ scores: [57, 60], winner: 0, rule: '4.11' });
  });

  it('4.122 a winning diamond or club takes its value from the opponent', () => {
    expect(settle([50, 60], 0, '9D', '2S')).toEqual({ scores: [50, 51], winner: 0, rule: '4.11' });
    expect(settle([50, 60], 0, '2S', '9C')).toEqual({ scores: [41, 60], winner: 1, rule: '4.11' });
  });

  it('4.123 a winning spade takes its value from both players', () => {
    expect(settle([50, 60], 1, '6S', '5H')).toEqual({ scores: [44, 54], winner: 1, rule: '4.11' });
    expect(settle([50, 60], 1, '5H', 'TS')).toEqual({ scores: [40, 50], winner: 0, rule: '4.11' });
  });

  it('4.13/4.131 equal ranks: both effects, the leader first, and the leader keeps the lead', () => {
    expect(settle(FULL, 1, '6H', '6S')).toEqual({ scores: [94, 100], winner: 1, rule: '4.13' });
    expect(settle(FULL, 0, '5D', '5C')).toEqual({ scores: [95, 95], winner: 0, rule: '4.13' });
    expect(settle(FULL, 0, '3H', '3D')).toEqual({ scores: [100, 100], winner: 0, rule: '4.13' });
    expect(settle([20, 30], 1, 'TS', 'TH')).toEqual({ scores: [20, 20], winner: 1, rule: '4.13' });
  });

  it('4.14 same suit: the two values together, under the higher card', () => {
    expect(settle(FULL, 0, '4D', '9D')).toEqual({ scores: [87, 100], winner: 1, rule: '4.14' });
    expect(settle(FULL, 1, '3H', 'TH')).toEqual({ scores: [113, 100], winner: 0, rule: '4.14' });
    expect(settle(FULL, 0, '8S', '7S')).toEqual({ scores: [85, 85], winner: 0, rule: '4.14' });
    expect(settle(FULL, 0, '2C', '9C')).toEqual({ scores: [89, 100], winner: 1, rule: '4.14' });
  });

  it('4.15 the player of the higher numbered card leads next, leader or not', () => {
    expect(settleTurn(FULL, 0, '2C', '3H').winner).toBe(1);
    expect(settleTurn(FULL, 0, '3H', '2C').winner).toBe(0);
    expect(settleTurn(FULL, 1, '2C', '3H').winner).toBe(0);
    expect(settleTurn(FULL, 1, 'TS', '9S').winner).toBe(1);
  });
});

describe('4.2 a numbered card and a court card', () => {
  it('4.21 different suits: the numbered card wins with its ordinary effect', () => {
    expect(settle(FULL, 0, 'KH', '5C')).toEqual({ scores: [95, 100], winner: 1, rule: '4.21' });
    expect(settle(FULL, 1, '7H', 'AS')).toEqual({ scores: [100, 107], winner: 1, rule: '4.21' });
    expect(settle([40, 50], 0, '4S', 'QD')).toEqual({ scores: [36, 46], winner: 0, rule: '4.21' });
  });

  it('4.22 same suit: the court card wins the turn, led or followed', () => {
    expect(settleTurn(FULL, 0, '8C', 'JC').winner).toBe(1);
    expect(settleTurn(FULL, 0, 'JC', '8C').winner).toBe(0);
    expect(settleTurn(FULL, 1, 'TD', 'QD').winner).toBe(0);
    expect(settleTurn(FULL, 1, 'KS', '2S').winner).toBe(1);
    expect(settleTurn(FULL, 0, '9H', 'AH').winner).toBe(1);
  });

  it('4.221 a jack blocks the numbered card: nothing is scored', () => {
    expect(settle(FULL, 0, '9S', 'JS')).toEqual({ scores: [100, 100], winner: 1, rule: '4.221' });
    expect(settle([30, 40], 1, 'JH', 'TH')).toEqual({ scores: [30, 40], winner: 1, rule: '4.221' });
  });

  it('4.222 a queen of hearts: the heart adds to the queen’s player', () => {
    expect(settle(FULL, 0, '8H', 'QH')).toEqual({ scores: [100, 108], winner: 1, rule: '4.222' });
  });

  it('4.222 a queen of diamonds: the diamond takes from the numbered card’s player', () => {
    expect(settle(FULL, 0, 'QD', '6D')).toEqual({ scores: [100, 94], winner: 0, rule: '4.222' });
  });

  it('4.222 a queen of clubs: the club takes from the numbered card’s player', () => {
    expect(settle(FULL, 1, '7C', 'QC')).toEqual({ scores: [100, 93], winner: 0, rule: '4.222' });
  });

  it('4.222 a queen of spades: the spade still costs both players', () => {
    expect(settle([50, 60], 0, '5S', 'QS')).toEqual({ scores: [45, 55], winner: 1, rule: '4.222' });
  });

  it('4.223 a king blocks and captures the numbered card', () => {
    const result = settleTurn(FULL, 0, '9D', 'KD');
    expect(result).toEqual({ scores: [100, 100], winner: 1, rule: '4.223', capture: { seat: 1, card: '9D' }, affair: null });
    expect(settleTurn(FULL, 1, 'KC', '2C').capture).toEqual({ seat: 1, card: '2C' });
  });

  it('4.2241 the ace of spades switches the totals', () => {
    expect(settle([40, 70], 0, 'AS', '3S')).toEqual({ scores: [70, 40], winner: 0, rule: '4.2241' });
    expect(settle([40, 70], 0, 'TS', 'AS')).toEqual({ scores: [70, 40], winner: 1, rule: '4.2241' });
  });

  it('4.2242 the ace of hearts takes both players to the higher total', () => {
    expect(settle([40, 70], 0, 'AH', '3H')).toEqual({ scores: [70, 70], winner: 0, rule: '4.2242' });
    expect(settle([-5, 12], 1, '9H', 'AH')).toEqual({ scores: [12, 12], winner: 0, rule: '4.2242' });
  });

  it('4.2243 the ace of diamonds or clubs takes twice the value from the numbered card’s player', () => {
    expect(settle(FULL, 0, '6D', 'AD')).toEqual({ scores: [88, 100], winner: 1, rule: '4.2243' });
    expect(settle(FULL, 1, 'AC', '9C')).toEqual({ scores: [82, 100], winner: 1, rule: '4.2243' });
    expect(settle([50, 15], 0, 'AD', 'TD')).toEqual({ scores: [50, -5], winner: 0, rule: '4.2243' });
  });
});

describe('4.3 two court cards', () => {
  it('4.31/4.311 different suits: nothing is scored and the leader wins', () => {
    expect(settle([60, 70], 1, 'JH', 'AS')).toEqual({ scores: [60, 70], winner: 1, rule: '4.311' });
    expect(settle([60, 70], 0, 'JC', 'KD')).toEqual({ scores: [60, 70], winner: 0, rule: '4.311' });
    const none = settleTurn([60, 70], 0, 'AH', 'AD');
    expect([none.capture, none.affair]).toEqual([null, null]);
  });

  it('4.32 same suit: the higher court card (J < Q < K < A) wins, led or followed', () => {
    expect(settleTurn(FULL, 0, 'KC', 'QC').winner).toBe(0);
    expect(settleTurn(FULL, 0, 'QC', 'KC').winner).toBe(1);
    expect(settleTurn(FULL, 1, 'JD', 'QD').winner).toBe(0);
    expect(settleTurn(FULL, 1, 'AH', 'KH').winner).toBe(1);
    expect(settleTurn(FULL, 0, 'JS', 'AS').winner).toBe(1);
  });

  it('4.321 an Affair (jack and queen) clears the suit, scores nothing, and the queen wins', () => {
    expect(settleTurn([60, 70], 0, 'JD', 'QD')).toEqual({ scores: [60, 70], winner: 1, rule: '4.321', capture: null, affair: 'D' });
    expect(settleTurn([60, 70], 1, 'QH', 'JH')).toEqual({ scores: [60, 70], winner: 1, rule: '4.321', capture: null, affair: 'H' });
  });

  it('4.322 a Messenger (jack and king): the king captures the jack', () => {
    expect(settleTurn([60, 70], 0, 'KS', 'JS')).toEqual({ scores: [60, 70], winner: 0, rule: '4.322', capture: { seat: 0, card: 'JS' }, affair: null });
    expect(settleTurn([60, 70], 0, 'JC', 'KC').capture).toEqual({ seat: 1, card: 'JC' });
  });

  it('4.323 a Marriage (queen and king): the king captures the queen', () => {
    expect(settleTurn([60, 70], 1, 'QH', 'KH')).toEqual({ scores: [60, 70], winner: 0, rule: '4.323', capture: { seat: 0, card: 'QH' }, affair: null });
    expect(settleTurn([60, 70], 1, 'KD', 'QD').capture).toEqual({ seat: 1, card: 'QD' });
  });

  it('4.3241 a Traitor of spades switches the totals; the ace wins', () => {
    expect(settle([30, 80], 0, 'AS', 'KS')).toEqual({ scores: [80, 30], winner: 0, rule: '4.3241' });
    expect(settle([30, 80], 0, 'JS', 'AS')).toEqual({ scores: [80, 30], winner: 1, rule: '4.3241' });
  });

  it('4.3242 a Traitor of hearts takes both to the higher total; the ace wins', () => {
    expect(settle([30, 80], 0, 'QH', 'AH')).toEqual({ scores: [80, 80], winner: 1, rule: '4.3242' });
    expect(settle([90, -4], 1, 'AH', 'JH')).toEqual({ scores: [90, 90], winner: 1, rule: '4.3242' });
  });

  it('4.3243 a Traitor of diamonds or clubs scores nothing; the ace wins', () => {
    expect(settle([30, 80], 0, 'AD', 'JD')).toEqual({ scores: [30, 80], winner: 0, rule: '4.3243' });
    expect(settle([30, 80], 0, 'KC', 'AC')).toEqual({ scores: [30, 80], winner: 1, rule: '4.3243' });
    expect(settleTurn([30, 80], 0, 'KC', 'AC').capture).toBeNull();
  });
});

describe('every turn', () => {
  const two = fc
    .tuple(fc.constantFrom(...FULL_DECK), fc.constantFrom(...FULL_DECK))
    .filter(([a, b]) => a !== b);
  const scores = fc.tuple(fc.integer({ min: -200, max: 300 }), fc.integer({ min: -200, max: 300 }));

  it('is the same turn with the seats swapped: only who is who changes', () => {
    fc.assert(
      fc.property(two, scores, fc.integer({ min: 0, max: 1 }), ([lead, follow], [a, b], leader) => {
        const here = settleTurn([a, b], leader, lead, follow);
        const there = settleTurn([b, a], 1 - leader, lead, follow);
        expect(there.scores).toEqual([here.scores[1], here.scores[0]]);
        expect(there.winner).toBe(1 - here.winner);
        expect(there.rule).toBe(here.rule);
        expect(there.affair).toBe(here.affair);
        expect(there.capture?.card).toBe(here.capture?.card);
      }),
    );
  });

  it('names a rule of section 4, and only kings capture, only a jack and a queen make an Affair', () => {
    fc.assert(
      fc.property(two, scores, fc.integer({ min: 0, max: 1 }), ([lead, follow], [a, b], leader) => {
        const input = [a, b] as const;
        const result = settleTurn(input, leader, lead, follow);
        expect(result.rule).toMatch(/^4\.(11|13|14|21|221|222|223|2241|2242|2243|311|321|322|323|3241|3242|3243)$/);
        expect(input).toEqual([a, b]);
        if (result.capture !== null) expect([lead, follow].some((c) => c[0] === 'K')).toBe(true);
        if (result.affair !== null) expect([lead[0], follow[0]].sort()).toEqual(['J', 'Q']);
      }),
    );
  });
});
