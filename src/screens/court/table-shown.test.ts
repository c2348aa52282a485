import { describe, expect, it } from 'vitest';
import { type CourtAction, type CourtState, type CourtView, court } from '../../engine/court';
import { createRng, nextInt } from '../../engine/rng';
import { afterEvent, turnSettling } from './table-shown';

/** What the table shows of a view, to compare the carried view with the game's. */
const shown = (v: CourtView) => ({
  hand: v.hand,
  handSizes: v.handSizes,
  scores: v.scores,
  turn: v.turn,
  table: v.table,
  captured: v.captured.slice().sort(),
  gone: v.gone.slice().sort(),
  bonusPoints: v.bonusPoints,
  phase: v.phase,
});

/** Whole games of random legal moves, each move's events with the view before and after it. */
function* moves(games: number, watching = false): Generator<{ before: CourtView; after: CourtView; events: ReturnType<typeof court.apply>['events'] }> {
  const seen = (s: CourtState) => (watching ? court.watcherView(s) : court.view(s, 0));
  for (let seed = 1; seed <= games; seed++) {
    const rng = createRng(seed);
    let s: CourtState = court.setup({ seed, options: { mustFollowSuit: seed % 2 === 0, roundLimit: 0 } });
    while (court.toAct(s) !== null) {
      const legal = court.legal(s);
      const before = seen(s);
      const result = court.apply(s, legal[nextInt(rng, legal.length)] as CourtAction);
      s = result.state;
      yield { before, after: seen(s), events: result.events };
    }
  }
}

describe('the Court table as the player watches it', () => {
  it('carried through a move of the play or the bonus, ends where the game is', () => {
    let checked = 0;
    for (const { before, after, events } of moves(12)) {
      if (before.phase === 'draw' || events.some((e) => e.type === 'round-over')) continue;
      let view: CourtView | null = before;
      for (const event of events) view = view && afterEvent(view, event);
      expect(view).not.toBeNull();
      expect(shown(view!)).toEqual(shown(after));
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('carries a network watcher\'s table, which holds no hand, by each hand\'s count (whose cards an Affair cleared waits for the game\'s view)', () => {
    let checked = 0;
    for (const { before, after, events } of moves(12, true)) {
      if (before.phase === 'draw' || events.some((e) => e.type === 'round-over')) continue;
      let view: CourtView | null = before;
      for (const event of events) view = view && afterEvent(view, event, true);
      expect(view?.hand).toEqual([]);
      const affair = events.some((e) => e.type === 'turn' && e.cleared.length > 0);
      const { captured: _mine, ...rest } = shown(view!);
      const { captured: _theirs, ...game } = shown(after);
      if (affair) expect(rest.handSizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(game.handSizes.reduce((a, b) => a + b, 0));
      else expect(rest).toEqual(game);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('keeps a finished round on the table until the next one is dealt: its round, its totals, the cards left', () => {
    let rounds = 0;
    for (const { before, after, events } of moves(12)) {
      const over = events.findIndex((e) => e.type === 'round-over');
      if (over < 0 || events.some((e) => e.type === 'game-over')) continue;
      let view: CourtView | null = before;
      for (const event of events.slice(0, over + 1)) view = view && afterEvent(view, event);
      const end = events[over] as Extract<(typeof events)[number], { type: 'round-over' }>;
      expect(view?.round).toBe(end.round);
      expect(view?.scores).toEqual(end.scores);
      expect(view?.phase).not.toBe('draw');
      // The real view has moved on to the next round's draw.
      expect(after.round).toBe(end.round + 1);
      expect(after.phase).toBe('draw');
      // The deal of the next round is shown by the game's own view.
      expect(afterEvent(view!, events[over + 1]!)).toBeNull();
      rounds++;
    }
    expect(rounds).toBeGreaterThan(3);
  });

  it('shows the new totals beside the two cards of a turn before they are gathered', () => {
    for (const { before, events } of moves(2)) {
      const play = events.find((e) => e.type === 'play');
      const turn = events.find((e) => e.type === 'turn');
      if (!play || !turn || turn.type !== 'turn') continue;
      const up = afterEvent(before, play)!;
      if (up.table.length !== 2) continue;
      const settling = turnSettling(up, turn);
      expect(settling.table).toEqual(turn.plays);
      expect(settling.scores).toEqual(turn.after);
      return;
    }
    throw new Error('no turn was settled');
  });
});
