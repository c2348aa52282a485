import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Card, FULL_DECK } from './cards';
import { type GameInspector, cardsIn, checkRandomGame } from './game-properties';
import { games } from './index';
import type { HeartsOptions, HeartsState } from './hearts';
import type { CourtOptions, CourtState } from './court';
import type { PatienceOptions, PatienceState } from './patience';
import { randomOptions } from './hearts/random-rules';
import { nextInt, nextUint32 } from './rng';

const heartsInspector: GameInspector<HeartsState, HeartsOptions> = {
  deckSize: 52,
  setup: (rng) => ({
    seed: nextUint32(rng),
    // Short games too, so that thousands of runs reach the end quickly.
    options: randomOptions(rng, nextInt(rng, 16) === 0 ? 100 : nextInt(rng, 12)),
  }),
  cards: (s) => [...s.hands.flat(), ...s.table.map((p) => p.card), ...s.taken.flat()],
  players: () => 4,
  hiddenFrom: (s, seat) => {
    const mine = new Set<Card>(s.passed[seat] ?? []);
    return s.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter((c) => !mine.has(c))));
  },
  illegal: (s, rng) => {
    const seat = s.phase === 'over' ? 0 : s.passed.findIndex((p) => p === null);
    const actor = s.phase === 'play' ? (s.leader + s.table.length) % 4 : Math.max(seat, 0);
    const hand = s.hands[actor] ?? [];
    const notMine = FULL_DECK.filter((c) => !hand.includes(c));
    const out: unknown[] = [{ type: 'discard' }, null, { type: 'play', card: 'XX' }];
    const stranger = notMine[nextInt(rng, notMine.length)];
    if (s.phase === 'pass') {
      out.push({ type: 'play', card: hand[0] });
      out.push({ type: 'pass', cards: hand.slice(0, 2) });
      out.push({ type: 'pass', cards: hand.slice(0, 4) });
      out.push({ type: 'pass', cards: [hand[0], hand[0], hand[1]] });
      if (stranger !== undefined) out.push({ type: 'pass', cards: [stranger, hand[0], hand[1]] });
    } else {
      out.push({ type: 'pass', cards: hand.slice(0, 3) });
      if (stranger !== undefined) out.push({ type: 'play', card: stranger });
      const legal = new Set(games.hearts.legal(s).map((a) => (a.type === 'play' ? a.card : '')));
      const refused = hand.filter((c) => !legal.has(c));
      if (refused.length > 0) out.push({ type: 'play', card: refused[nextInt(rng, refused.length)] });
    }
    return out;
  },
};

const courtInspector: GameInspector<CourtState, CourtOptions> = {
  deckSize: 52,
  setup: (rng) => ({ seed: nextUint32(rng), options: { mustFollowSuit: nextInt(rng, 4) !== 0, roundLimit: nextInt(rng, 3) === 0 ? 1 + nextInt(rng, 3) : 0 } }),
  cards: (s) => [...s.hands.flat(), ...s.setAside.flat(), ...s.gone, ...s.table.map((p) => p.card), ...s.deck, ...(s.drawn === null ? [] : [s.drawn])],
  players: () => 2,
  hiddenFrom: (s, seat) => {
    const them = 1 - seat;
    const seen = new Set<Card>(s.capturedBy[them] ?? []);
    return [
      ...(s.hands[them] ?? []).filter((card) => !seen.has(card)),
      ...(s.setAside[them] ?? []),
      ...s.deck,
      ...(s.drawn !== null && s.drawer !== seat ? [s.drawn] : []),
    ];
  },
  illegal: (s, rng) => {
    const out: unknown[] = [{ type: 'knock' }, null, { type: 'play', card: 'XX' }];
    const actor = games.court.toAct(s) ?? 0;
    const hand = s.hands[actor] ?? [];
    const stranger = FULL_DECK.filter((c) => !hand.includes(c))[nextInt(rng, 52 - hand.length)];
    if (s.phase !== 'play' && hand[0]) out.push({ type: 'play', card: hand[0] });
    if (s.phase !== 'bonus') out.push({ type: 'pass' }, { type: 'bonus', card: hand[0] ?? '2C' });
    if (s.phase !== 'draw') out.push({ type: 'keep' }, { type: 'discard' });
    if (s.phase === 'draw' && s.firstKept !== null) out.push({ type: s.firstKept ? 'keep' : 'discard' });
    if (stranger !== undefined) out.push({ type: s.phase === 'bonus' ? 'bonus' : 'play', card: stranger });
    if (s.phase === 'play') {
      const legal = new Set(games.court.legal(s).map((a) => (a.type === 'play' ? a.card : '')));
      const refused = hand.filter((c) => !legal.has(c));
      if (refused.length > 0) out.push({ type: 'play', card: refused[nextInt(rng, refused.length)] });
    }
    if (s.phase === 'bonus') {
      const court = hand.find((c) => /^[JQKA]/.test(c));
      if (court) out.push({ type: 'bonus', card: court });
    }
    return out;
  },
};

const patienceInspector: GameInspector<PatienceState, PatienceOptions> = {
  deckSize: 52,
  setup: (rng) => ({ seed: nextUint32(rng) }),
  cards: (s) => [...s.stock.flat(), ...s.discard.flat(), ...s.piles.flat()],
  players: () => 2,
  // Both decks are face down: neither seat may see either.
  hiddenFrom: (s) => s.stock.flat(),
  illegal: (s, rng) => {
    const out: unknown[] = [{ type: 'deal' }, null, { type: 'move', from: 3, to: 4 }, { type: 'move', from: 9, to: 5 }, { type: 'move', from: 0, to: 0 }];
    out.push({ type: 'move', from: nextInt(rng, 12) - 1, to: 10 });
    if (s.twisted !== null || (s.stock[s.toAct] ?? []).length === 0) out.push({ type: 'twist' });
    if (!s.started[s.toAct] && (s.stock[s.toAct] ?? []).length > 0) out.push({ type: 'finish' }, { type: 'move', from: 5, to: 9 });
    const legal = new Set(games.patience.legal(s).map((a) => JSON.stringify(a)));
    for (let k = 0; k < 6; k++) {
      const move = { type: nextInt(rng, 2) === 0 ? 'move' : 'move-pile', from: nextInt(rng, 10), to: nextInt(rng, 10) };
      if (!legal.has(JSON.stringify(move))) out.push(move);
    }
    return out;
  },
};

const inspectors = { hearts: heartsInspector, court: courtInspector, patience: patienceInspector } satisfies { [K in keyof typeof games]: unknown };

describe('every registered game keeps the contract', () => {
  it('has an inspector for each game', () => {
    expect(Object.keys(inspectors).sort()).toEqual(Object.keys(games).sort());
  });

  // Short games (a low point limit) by the thousand with the costly checks
  // now and then; a few whole games with every check at every step.
  it('Hearts: two thousand random games to the end', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.hearts, inspectors.hearts, seed, { deepEvery: 20 });
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('Hearts: random games checked at every step', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.hearts, inspectors.hearts, seed);
      }),
      { numRuns: 5 },
    );
  }, 30_000);

  it('Affairs of the Court: a thousand random games', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.court, inspectors.court, seed, { deepEvery: 20, maxSteps: 20_000 });
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('Affairs of the Court: random games checked at every step', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.court, inspectors.court, seed);
      }),
      { numRuns: 5 },
    );
  }, 60_000);

  it('Chinese Patience: a thousand random games', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.patience, inspectors.patience, seed, { deepEvery: 25, maxSteps: 20_000 });
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('Chinese Patience: random games checked at every step', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(games.patience, inspectors.patience, seed, { maxSteps: 3000 });
      }),
      { numRuns: 3 },
    );
  }, 120_000);

  it('finds cards in a view', () => {
    expect([...cardsIn({ a: ['QS', { b: 'JD' }], c: 'hello', d: 3 })].sort()).toEqual(['JD', 'QS']);
  });
});
