import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../engine/rng';
import { TournamentSchema, currentPlayer, recordResult, standings, startTournament, tournamentPlace, winners } from './tournament';

describe('Tournament Play', () => {
  it('gives every player the same three decks and the same computer', () => {
    const t = startTournament('expert', ['ANN', 'BEA', 'CAL'], createRng(1));
    expect(t.decks).toHaveLength(3);
    expect(new Set(t.decks.map((d) => d.join())).size).toBe(3);
    expect(v.is(TournamentSchema, t)).toBe(true);
    expect(currentPlayer(t)).toBe(0);
  });

  it('takes each player in turn and ranks them by their difference to the computer', () => {
    let t = startTournament('novice', ['ANN', 'BEA', 'CAL', 'DOT'], createRng(2));
    for (const difference of [12, 40, -5, 40]) t = recordResult(t, difference);
    expect(currentPlayer(t)).toBeNull();
    expect(standings(t)).toEqual([
      { name: 'BEA', difference: 40, place: 1 },
      { name: 'DOT', difference: 40, place: 1 },
      { name: 'ANN', difference: 12, place: 3 },
      { name: 'CAL', difference: -5, place: 4 },
    ]);
    expect(winners(t)).toEqual(['BEA', 'DOT']);
    expect(() => recordResult(t, 1)).toThrow(RangeError);
  });

  it('has one to ten players', () => {
    expect(() => startTournament('expert', [], createRng(3))).toThrow(RangeError);
    expect(() => startTournament('expert', Array.from({ length: 11 }, (_, i) => `P${i}`), createRng(3))).toThrow(RangeError);
    expect(startTournament('expert', ['SOLO'], createRng(3)).players).toEqual(['SOLO']);
  });

  it('refuses a saved tournament whose decks are not whole', () => {
    const t = startTournament('expert', ['ANN'], createRng(4));
    const broken = { ...t, decks: [t.decks[0]!.slice(1), t.decks[1], t.decks[2]] };
    expect(v.is(TournamentSchema, broken)).toBe(false);
  });

  it('says whose turn it is of how many, each playing three rounds', () => {
    let t = startTournament('novice', ['ANN', 'BEA', 'CAL', 'DOT'], createRng(5));
    expect(tournamentPlace(t)).toEqual({ player: 1, players: 4, rounds: 3 });
    t = recordResult(t, 3);
    expect(tournamentPlace(t)).toEqual({ player: 2, players: 4, rounds: 3 });
  });

  it('remembers who was playing when it began, so normal play goes on as them; older records read as a guest', () => {
    const t = startTournament('novice', ['ANN', 'BEA'], createRng(6), 'ZOE');
    expect(t.host).toBe('ZOE');
    const { host: _, ...older } = t;
    expect(v.parse(TournamentSchema, older).host).toBeNull();
  });
});
