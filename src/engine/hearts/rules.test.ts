import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { RuleError } from '../game';
import { hearts } from './hearts';
import { breaksHearts, isPointCard, playableCards, whyNotPlay } from './rules';
import { DEFAULT_OPTIONS, type HeartsOptions, type HeartsState } from './types';

interface Spot {
  /** Seat 0's hand; seat 0 is the one to play. */
  hand: Card[];
  /** Cards already on the table, played by the seats before seat 0. */
  table?: Card[];
  trick?: number;
  broken?: boolean;
  options?: Partial<HeartsOptions>;
}

/** A position in the middle of a hand with seat 0 to play. */
function spot({ hand, table = [], trick = 5, broken = false, options = {} }: Spot): HeartsState {
  const base = hearts.setup({ options, seed: 7 });
  const leader = (4 - table.length) % 4;
  return {
    ...base,
    phase: 'play',
    hands: [hand, [], [], []],
    passed: [null, null, null, null],
    table: table.map((card, i) => ({ seat: (leader + i) % 4, card })),
    leader,
    trickNumber: trick,
    heartsBroken: broken,
  };
}

function refusal(state: HeartsState, card: Card): string {
  try {
    hearts.apply(state, { type: 'play', card });
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).message;
  }
  throw new Error(`${card} was accepted`);
}

describe('point cards and breaking hearts', () => {
  it('counts every heart and the queen of spades as a point card, and nothing else', () => {
    expect((['2H', 'AH', 'QS'] as const).map((card) => isPointCard(card))).toEqual([true, true, true]);
    expect((['JD', 'KS', 'AS', '2C'] as const).map((card) => isPointCard(card))).toEqual([false, false, false, false]);
  });

  it('breaks hearts with a heart or the queen; with Queen Is Not A Heart only with a heart', () => {
    expect(['2H', 'QS', 'JD', 'KS'].map((c) => breaksHearts(c as Card, DEFAULT_OPTIONS))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const notAHeart = { ...DEFAULT_OPTIONS, queenIsNotAHeart: true };
    expect(['2H', 'QS'].map((c) => breaksHearts(c as Card, notAHeart))).toEqual([true, false]);
    // A scoring switch does not change the play.
    expect(breaksHearts('QS', { ...DEFAULT_OPTIONS, queenOfSpades: false })).toBe(true);
  });
});

describe('following suit', () => {
  it('must follow the suit led when it can', () => {
    const s = spot({ hand: ['2C', '5D', 'AH', 'QS'], table: ['9C'] });
    expect(playableCards(s, 0)).toEqual(['2C']);
    expect(whyNotPlay(s, 0, '5D')).toBe('You must follow suit.');
    expect(refusal(s, 'AH')).toBe('You must follow suit.');
  });

  it('may play any card, points included, when void in the suit led after the first trick', () => {
    const s = spot({ hand: ['5D', 'AH', 'QS'], table: ['9C', 'TC'] });
    expect(playableCards(s, 0)).toEqual(['5D', 'AH', 'QS']);
  });

  it('refuses a card that is not in the hand', () => {
    const s = spot({ hand: ['5D', 'AH'], table: ['9C'] });
    expect(whyNotPlay(s, 0, '2C')).toBe('That card is not in your hand.');
    expect(refusal(s, 'KS')).toBe('That card is not in your hand.');
  });

  it('plays an accepted card to the table', () => {
    const s = spot({ hand: ['5D', 'AH'], table: ['9C'] });
    const next = hearts.apply(s, { type: 'play', card: 'AH' }).state;
    expect(next.table).toEqual([
      { seat: 3, card: '9C' },
      { seat: 0, card: 'AH' },
    ]);
    expect(next.hands[0]).toEqual(['5D']);
  });
});

describe('the first trick', () => {
  it('opens with any club, not necessarily the two', () => {
    const s = spot({ hand: ['2C', '5C', '3D', 'AH'], trick: 1 });
    expect(playableCards(s, 0)).toEqual(['2C', '5C']);
    expect(refusal(s, '3D')).toBe('You must lead a club.');
  });

  it('opens with the two of clubs itself under Two of Clubs Must Lead', () => {
    const s = spot({ hand: ['2C', '5C', '3D'], trick: 1, options: { twoOfClubsLeads: true } });
    expect(playableCards(s, 0)).toEqual(['2C']);
    expect(refusal(s, '5C')).toBe('You must lead the two of clubs.');
  });

  it('keeps hearts and the queen off it when the player cannot follow', () => {
    const s = spot({ hand: ['JD', 'AH', '4S', 'QS'], table: ['2C'], trick: 1 });
    // The jack of diamonds is not a point card: it may be thrown.
    expect(playableCards(s, 0)).toEqual(['JD', '4S']);
    expect(refusal(s, 'AH')).toBe('Points may not be played on the first trick.');
    expect(refusal(s, 'QS')).toBe('Points may not be played on the first trick.');
  });

  it('keeps the queen off it even when she scores nothing', () => {
    const s = spot({ hand: ['QS', '4S'], table: ['2C', '9C'], trick: 1, options: { queenOfSpades: false } });
    expect(playableCards(s, 0)).toEqual(['4S']);
  });

  it('lets a player holding only hearts and the queen play one of them', () => {
    const s = spot({ hand: ['2H', 'AH', 'QS'], table: ['2C'], trick: 1 });
    expect(playableCards(s, 0)).toEqual(['2H', 'AH', 'QS']);
  });

  it('lets points be played under Bleed on First Trick', () => {
    const s = spot({ hand: ['JD', 'AH', '4S', 'QS'], table: ['2C'], trick: 1, options: { bleedOnFirstTrick: true } });
    expect(playableCards(s, 0)).toEqual(['JD', 'AH', '4S', 'QS']);
  });

  it('still keeps the queen off it under Queen Is Not A Heart unless bleeding is allowed', () => {
    const hand: Card[] = ['AH', '4S', 'QS'];
    const notAHeart = spot({ hand, table: ['2C'], trick: 1, options: { queenIsNotAHeart: true } });
    expect(playableCards(notAHeart, 0)).toEqual(['4S']);
    const both = spot({ hand, table: ['2C'], trick: 1, options: { queenIsNotAHeart: true, bleedOnFirstTrick: true } });
    expect(playableCards(both, 0)).toEqual(['AH', '4S', 'QS']);
  });

  it('still makes the player follow suit', () => {
    const s = spot({ hand: ['3C', 'AH'], table: ['2C'], trick: 1, options: { bleedOnFirstTrick: true } });
    expect(playableCards(s, 0)).toEqual(['3C']);
  });

  it('binds a leader without clubs (rotating lead) by the points rule', () => {
    const hand: Card[] = ['5D', 'AH', '4S', 'QS'];
    const plain = spot({ hand, trick: 1, options: { rotateLead: true } });
    expect(playableCards(plain, 0)).toEqual(['5D', '4S']);
    expect(refusal(plain, 'AH')).toBe('Points may not be played on the first trick.');
    const notAHeart = spot({ hand, trick: 1, options: { rotateLead: true, queenIsNotAHeart: true } });
    expect(refusal(notAHeart, 'QS')).toBe('Points may not be played on the first trick.');
    // Bleeding lifts the points rule, but hearts are not broken yet.
    const bleed = spot({ hand, trick: 1, options: { rotateLead: true, bleedOnFirstTrick: true } });
    expect(playableCards(bleed, 0)).toEqual(['5D', '4S']);
    expect(refusal(bleed, 'AH')).toBe('Hearts have not been broken yet.');
    const both = spot({ hand, trick: 1, options: { bleedOnFirstTrick: true, queenIsNotAHeart: true } });
    expect(playableCards(both, 0)).toEqual(['5D', '4S', 'QS']);
    const onlyPoints = spot({ hand: ['AH', 'QS'], trick: 1, options: { rotateLead: true } });
    expect(playableCards(onlyPoints, 0)).toEqual(['AH', 'QS']);
  });
});

describe('leading', () => {
  it('may not lead hearts or the queen before hearts are broken', () => {
    const s = spot({ hand: ['5D', 'AH', '4S', 'QS'] });
    expect(playableCards(s, 0)).toEqual(['5D', '4S']);
    expect(refusal(s, 'AH')).toBe('Hearts have not been broken yet.');
    expect(refusal(s, 'QS')).toBe('The queen may not be led until hearts are broken.');
  });

  it('may lead anything once hearts are broken', () => {
    const s = spot({ hand: ['5D', 'AH', '4S', 'QS'], broken: true });
    expect(playableCards(s, 0)).toEqual(['5D', 'AH', '4S', 'QS']);
  });

  it('may lead any heart, or the queen, from a hand of nothing else', () => {
    expect(playableCards(spot({ hand: ['2H', 'AH'] }), 0)).toEqual(['2H', 'AH']);
    expect(playableCards(spot({ hand: ['AH', 'QS'] }), 0)).toEqual(['AH', 'QS']);
    const notAHeart = spot({ hand: ['AH', 'QS'], options: { queenIsNotAHeart: true } });
    expect(playableCards(notAHeart, 0)).toEqual(['AH', 'QS']);
  });

  it('may lead the queen at any time under Queen Is Not A Heart', () => {
    const s = spot({ hand: ['5D', 'AH', 'QS'], options: { queenIsNotAHeart: true } });
    expect(playableCards(s, 0)).toEqual(['5D', 'QS']);
    expect(refusal(s, 'AH')).toBe('Hearts have not been broken yet.');
    // Leading her does not break hearts.
    const next = hearts.apply(s, { type: 'play', card: 'QS' }).state;
    expect(next.heartsBroken).toBe(false);
  });

  it('keeps the queen off the lead even when she scores nothing', () => {
    const s = spot({ hand: ['5D', 'QS'], options: { queenOfSpades: false } });
    expect(playableCards(s, 0)).toEqual(['5D']);
  });
});
