import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { Level } from '../game';
import { createRng, nextInt } from '../rng';
import { choose } from './ai';
import { duplicateMatch, levelPlayer, randomPlayer } from './ai-match';
import { court } from './court';
import type { CourtView } from './types';
import type { CourtState } from './types';

const LEVELS: Level[] = ['novice', 'intermediate', 'expert'];
const SMALL = { iterations: 60 };

describe('the Court computer players', () => {
  it('choose a legal action at every decision, at every level, with and without following suit', () => {
    const rng = createRng(7);
    for (let game = 0; game < 6; game++) {
      let state = court.setup({ seed: game, options: { mustFollowSuit: game % 3 !== 2 } });
      for (let step = 0; step < 400 && court.toAct(state) !== null; step++) {
        const seat = court.toAct(state) ?? 0;
        const legal = court.legal(state);
        const view = court.view(state, seat) as CourtView;
        for (const level of LEVELS) {
          const action = choose(view, legal, level, createRng(step), SMALL);
          expect(legal).toContainEqual(action);
        }
        state = court.apply(state, legal[nextInt(rng, legal.length)]!).state;
      }
    }
  });

  it('the expert sees only its view: other hidden cards, the same choice', () => {
    const rng = createRng(3);
    let checked = 0;
    for (let game = 0; game < 20 && checked < 15; game++) {
      let state = court.setup({ seed: 100 + game });
      while (court.toAct(state) !== null && state.phase !== 'play') state = court.apply(state, court.legal(state)[0]!).state;
      for (let step = 0; step < 6 && state.phase === 'play'; step++) {
        const seat = court.toAct(state) ?? 0;
        const them = 1 - seat;
        // Swap a card of the other hand with one he set aside: nothing this seat can see changes.
        const hidden = (state.hands[them] ?? []).filter((c) => !(state.capturedBy[them] ?? []).includes(c));
        const aside = state.setAside[them] ?? [];
        if (hidden.length > 0 && aside.length > 0 && court.legal(state).length > 1) {
          const a = hidden[0] as Card;
          const b = aside[0] as Card;
          const other: CourtState = JSON.parse(JSON.stringify(state));
          other.hands[them] = (other.hands[them] ?? []).map((c) => (c === a ? b : c));
          other.setAside[them] = (other.setAside[them] ?? []).map((c) => (c === b ? a : c));
          expect(court.view(other, seat)).toEqual(court.view(state, seat));
          const one = choose(court.view(state, seat) as CourtView, court.legal(state), 'expert', createRng(step), SMALL);
          const two = choose(court.view(other, seat) as CourtView, court.legal(other), 'expert', createRng(step), SMALL);
          expect(two).toEqual(one);
          checked++;
        }
        const legal = court.legal(state);
        state = court.apply(state, legal[nextInt(rng, legal.length)]!).state;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('the intermediate beats the novice, and the novice beats chance, on the same decks', () => {
    const a = duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 40, 11);
    expect(a.wins).toBeGreaterThan(a.losses * 2);
    const b = duplicateMatch(levelPlayer('novice'), randomPlayer, 40, 12);
    expect(b.wins).toBeGreaterThan(b.losses);
  });

  it('the expert beats the intermediate on the same decks', () => {
    const r = duplicateMatch(levelPlayer('expert', { iterations: 150 }), levelPlayer('intermediate'), 12, 13);
    expect(r.wins).toBeGreaterThan(r.losses);
  });
});
