import { describe, expect, it } from 'vitest';
import { type Game, RuleError } from './game';
import { type GameInspector, cardsIn, checkRandomGame } from './game-properties';

/** A one-seat game of ticks, over after `length` of them; with no length it never ends. */
type Ticks = { ticks: number; length: number | null };
type Tick = { type: 'tick' };
type TickOptions = { length: number | null };

const going = (s: Ticks): boolean => s.length === null || s.ticks < s.length;

const ticking: Game<Ticks, Tick, TickOptions> = {
  // Ids are the kiosk's games; a stand-in borrows one.
  id: 'patience',
  title: 'Ticks',
  players: { min: 1, max: 1 },
  defaultOptions: { length: 10 },
  setup: ({ options }) => ({ ticks: 0, length: options?.length === undefined ? 10 : options.length }),
  toAct: (s) => (going(s) ? 0 : null),
  legal: (s) => (going(s) ? [{ type: 'tick' }] : []),
  apply: (s, action) => {
    if (action?.type !== 'tick' || !going(s)) throw new RuleError('No.');
    return { state: { ...s, ticks: s.ticks + 1 }, events: [{ type: 'tick' }] };
  },
  view: (s, seat) => ({ seat, toAct: going(s) ? 0 : null, phase: 'play', hand: [], scores: [0] }),
  watcherView: (s) => ({ seat: 0, toAct: going(s) ? 0 : null, phase: 'play', hand: [], scores: [0] }),
  validate: (value) => ({ ok: true, value: value as Ticks }),
  outcome: (s) => (going(s) ? null : { scores: [0], winners: [0], draw: false }),
};

function inspector(length: number | null): GameInspector<Ticks, TickOptions> {
  return {
    deckSize: 0,
    plan: { games: 1, deepEvery: 1, thorough: 1, maxSteps: 10 },
    setup: () => ({ options: { length } }),
    cards: () => [],
    players: () => 1,
    hiddenFrom: () => [],
    illegal: () => [{ type: 'tock' }],
  };
}

describe('checkRandomGame', () => {
  it('plays a game that ends within its budget to the end', () => {
    expect(checkRandomGame(ticking, inspector(10), 1)).toHaveLength(10);
  });

  it('fails a game that goes on past its budget, rather than stop quietly', () => {
    expect(() => checkRandomGame(ticking, inspector(11), 1)).toThrow('step 10: the game did not end within 10 actions');
    expect(() => checkRandomGame(ticking, inspector(null), 1, { maxSteps: 500 })).toThrow('the game did not end within 500 actions');
  });
});

describe('cardsIn', () => {
  it('finds cards anywhere in a view', () => {
    expect([...cardsIn({ a: ['QS', { b: 'JD' }], c: 'hello', d: 3 })].sort()).toEqual(['JD', 'QS']);
  });
});
