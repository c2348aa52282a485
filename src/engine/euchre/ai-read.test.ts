import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../cards';
import { createRng, nextInt, nextUint32 } from '../rng';
import { shownVoids, unseenCards } from './ai-read';
import { euchre } from './euchre';
import { effectiveSuit } from './rules';

describe('reading the table from the view', () => {
  it('finds every void shown this hand, as the plays announced one by one show it', () => {
    const rng = createRng(3);
    let checked = 0;
    for (let game = 0; game < 20; game++) {
      let state = euchre.setup({ seed: nextUint32(rng), options: { passBest: game % 2 === 0 } });
      // Voids as the table saw them happen: a card that did not count as the suit led.
      let voids = [0, 1, 2, 3].map(() => new Set<Suit>());
      let trick: Card[] = [];
      while (euchre.toAct(state) !== null) {
        const seat = euchre.toAct(state) ?? 0;
        const view = euchre.view(state, seat);
        if (view.phase === 'play') {
          expect(shownVoids(view).map((v) => [...v].sort())).toEqual(voids.map((v) => [...v].sort()));
          checked++;
        }
        const legal = euchre.legal(state);
        const step = euchre.apply(state, legal[nextInt(rng, legal.length)] ?? { type: 'pass' });
        for (const event of step.events) {
          if (event.type === 'play') {
            const led = trick[0];
            const trump = state.trump;
            if (led !== undefined && trump !== null && effectiveSuit(event.card, trump) !== effectiveSuit(led, trump)) voids[event.seat]?.add(effectiveSuit(led, trump));
            trick.push(event.card);
          } else if (event.type === 'trick') trick = [];
          else if (event.type === 'deal') voids = [0, 1, 2, 3].map(() => new Set<Suit>());
        }
        state = step.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('counts as unseen only the cards the seat cannot place: not its own, not the card turned down', () => {
    let state = euchre.setup({ seed: 9 });
    for (let i = 0; i < 4; i++) state = euchre.apply(state, { type: 'pass' }).state;
    const view = euchre.view(state, 0);
    const unseen = unseenCards(view);
    expect(unseen).toHaveLength(18);
    expect(unseen.some((c) => view.hand.includes(c))).toBe(false);
    expect(unseen).not.toContain(view.turnedDown);
  });
});
