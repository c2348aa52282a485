// Tournament Play as the Court table runs it: started from the File menu at
// the level chosen, each player seated in turn for three rounds on the same
// decks, each result counted, the standings shown, and then normal play goes
// on as whoever was playing when the tournament began (also when it is
// cancelled). The bookkeeping is `tournament.ts`, the questions
// `tournament-play.ts`.

import type { CourtState } from '../../engine/court';
import type { Level } from '../../engine/game';
import { fameLine } from '../shell/fame';
import type { CourtRecords } from './court-records';
import type { TournamentPlace } from './court-texts';
import { type Tournament, currentPlayer, recordResult, tournamentPlace } from './tournament';
import { announceNext, announceResult, askTournamentPlayers, confirmCancel, newTournament } from './tournament-play';

/** What the table does for a tournament. */
export interface TournamentTable {
  readonly records: CourtRecords;
  /** Seat `name` (null: a guest) and read their records. */
  seat(name: string | null): void;
  /** The person seated now. */
  seated(): string | null;
  /** Deal a new game (a tournament's while one is on). */
  newGame(): void;
  /** A game has been played at the table and is not over: starting a tournament gives it up. */
  playing(): boolean;
  /** Give up the game at the table (one nobody has played yet costs nothing). */
  abandon(): Promise<void>;
  nextSeed(): number;
  /** The menus and the table show the tournament's state. */
  refresh(): void;
  gone(): boolean;
}

export class CourtTournament {
  current: Tournament | null = null;

  constructor(private readonly table: TournamentTable) {}

  /** Whose turn of how many, for the score panel; null outside a tournament. */
  place(): TournamentPlace | null {
    return this.current && tournamentPlace(this.current);
  }

  async start(level: Level): Promise<void> {
    const players = await askTournamentPlayers(level, this.table.playing());
    if (players === null || this.table.gone()) return;
    await this.table.abandon();
    this.current = newTournament(level, players, this.table.nextSeed(), this.table.seated());
    await this.next();
  }

  /** The next player sits down for their three rounds. */
  private async next(): Promise<void> {
    const t = this.current;
    if (!t) return;
    const name = await announceNext(t);
    if (name === null || this.table.gone() || this.current !== t) return;
    this.table.seat(name);
    this.table.refresh();
    this.table.newGame();
  }

  /** A player's three rounds are over: their difference counts; the next player, or the standings. */
  async gameOver(state: CourtState): Promise<void> {
    const t = this.current;
    if (!t) return;
    const difference = state.scores[0] - state.scores[1];
    const name = t.players[currentPlayer(t) ?? 0] ?? '';
    this.current = recordResult(t, difference);
    const place = await this.table.records.addTournamentResult(name, difference, t.level, t.players.length);
    await announceResult(this.current, name, difference, fameLine(place, name));
    if (currentPlayer(this.current) !== null) return this.next();
    this.backToNormalPlay(t.host ?? null);
  }

  async cancel(): Promise<void> {
    const t = this.current;
    if (!t || !(await confirmCancel()) || this.current !== t) return;
    this.backToNormalPlay(t.host ?? null);
  }

  private backToNormalPlay(host: string | null): void {
    this.current = null;
    this.table.seat(host);
    this.table.refresh();
    if (!this.table.gone()) this.table.newGame();
  }
}
