// Who sits where at a network table, before and during a game: persons by
// their session, computers by their level, empty seats. Before Play there
// are as many places as the game has seats and persons take the lowest
// empty one; Play closes the gaps so the engine's seats 0..n-1 are the
// taken ones, in order (a game for a fixed number fills them instead).

import type { Level, Seat } from '../src/engine/game';
import type { SeatInfo } from '../src/table/protocol';

/** A seat as the server keeps it: what everyone sees, and whose connection it is. */
export interface Place extends SeatInfo {
  /** The person's session; null for a computer or an empty seat. */
  session: string | null;
}

const empty = (): Place => ({ kind: 'empty', name: '', level: null, away: false, session: null });

export class Seating {
  private places: Place[];
  /** The seat of the person who presses Play and seats computers. */
  host: Seat = 0;

  /** A table of `seats` places, all empty. */
  constructor(seats: number) {
    this.places = Array.from({ length: seats }, empty);
  }

  get taken(): number {
    return this.places.filter((place) => place.kind !== 'empty').length;
  }

  /** What everyone sees of the seats. */
  info(): SeatInfo[] {
    return this.places.map(({ kind, name, level, away }) => ({ kind, name, level, away }));
  }

  place(seat: Seat): Place | undefined {
    return this.places[seat];
  }

  seatOf(session: string): Seat | null {
    const seat = this.places.findIndex((place) => place.session === session);
    return seat < 0 ? null : seat;
  }

  /** Seats a person at `wanted` when it is empty, else at the lowest empty seat; null when the table is full. */
  sit(name: string, session: string, wanted?: Seat): Seat | null {
    const seat = wanted !== undefined && this.places[wanted]?.kind === 'empty' ? wanted : this.places.findIndex((place) => place.kind === 'empty');
    if (seat < 0) return null;
    this.places[seat] = { kind: 'person', name, level: null, away: false, session };
    if (this.places.filter((place) => place.kind === 'person').length === 1) this.host = seat;
    return seat;
  }

  /** The person of `session` moves to the empty seat `seat` (the host's role goes with them); the reason when they cannot. */
  move(session: string, seat: Seat): string | null {
    const from = this.seatOf(session);
    const to = this.places[seat];
    const place = from === null ? undefined : this.places[from];
    if (from === null || place === undefined) return 'You are watching; only the players sit.';
    if (to === undefined) return 'There is no such seat.';
    if (from === seat) return null;
    if (to.kind !== 'empty') return `${to.kind === 'person' ? to.name : 'A computer'} sits there.`;
    this.places[seat] = place;
    this.places[from] = empty();
    if (this.host === from) this.host = seat;
    return null;
  }

  /** Seats a computer at an empty seat, or empties a computer's seat (level null); the reason when it cannot. */
  fill(seat: Seat, level: Level | null): string | null {
    const place = this.places[seat];
    if (place === undefined) return 'There is no such seat.';
    if (place.kind === 'person') return `${place.name} sits there.`;
    this.places[seat] = level === null ? empty() : { kind: 'computer', name: this.computerName(place), level, away: false, session: null };
    return null;
  }

  /** Every empty seat gets a computer at `level` (a game that needs every seat starts). */
  fillEmpty(level: Level): void {
    this.places.forEach((place, seat) => {
      if (place.kind === 'empty') this.fill(seat, level);
    });
  }

  /** A computer at `level` plays on for the person at `seat`, under their name. */
  takeOver(seat: Seat, level: Level): void {
    const place = this.places[seat];
    if (place === undefined) return;
    this.places[seat] = { kind: 'computer', name: place.name, level, away: false, session: null };
    if (seat === this.host) this.passHost();
  }

  /** Empties `seat` (a person left before Play); the next person becomes host if it was theirs. */
  vacate(seat: Seat): void {
    this.places[seat] = empty();
    if (seat === this.host) this.passHost();
  }

  /** The person at `seat` left a game they are out of: the seat keeps their name, with nobody connected. */
  release(seat: Seat): void {
    const place = this.places[seat];
    if (place === undefined) return;
    this.places[seat] = { ...place, away: false, session: null };
    if (seat === this.host) this.passHost();
  }

  setAway(seat: Seat, away: boolean): void {
    const place = this.places[seat];
    if (place !== undefined) place.away = away;
  }

  /** The host's role goes to the next person round the table, if there is one. */
  passHost(): void {
    for (let step = 1; step <= this.places.length; step += 1) {
      const seat = (this.host + step) % this.places.length;
      if (this.places[seat]?.kind === 'person') {
        this.host = seat;
        return;
      }
    }
  }

  /** Closes the gaps at Play: the taken seats, in order, become seats 0..n-1. */
  compact(): void {
    const hostPlace = this.places[this.host];
    this.places = this.places.filter((place) => place.kind !== 'empty');
    this.host = Math.max(0, this.places.findIndex((place) => place === hostPlace));
  }

  /** A computer the host seats is called by the lowest number no other computer uses. */
  private computerName(place: Place): string {
    if (place.kind === 'computer') return place.name;
    const names = new Set(this.places.map((p) => p.name));
    let n = 1;
    while (names.has(`Computer ${n}`)) n += 1;
    return `Computer ${n}`;
  }
}
