// Whose cards may lie face up at a cabinet several people share. With one
// person at the table their hand is always shown. With two or more, a hand
// turns face up only when its owner has come to the screen for their turn
// (the table covers it until then: "Pass to ANNE") and face down again as
// soon as the move is made, so nobody sees another's cards.

import type { Seat } from '../../engine/game';

export class HandCover {
  /** The seat whose cards may lie face up: the person playing, or the last to play. */
  viewer: Seat = 0;
  /** Whether the viewer's cards are shown now. */
  shown = true;
  private people = 1;

  /** A new table: `people` persons, the first of them at `first`. */
  seat(people: number, first: Seat): void {
    this.people = people;
    this.viewer = first;
    this.shown = !this.shared;
  }

  /**
   * Someone watching a network game: the table is laid out from `seat` (at
   * the bottom), and no hand lies face up, not even the cards the table knows
   * that seat holds, as no player sees another's cards.
   */
  watch(seat: Seat): void {
    this.people = 0;
    this.viewer = seat;
    this.shown = false;
  }

  /** Two or more people share the screen. */
  get shared(): boolean {
    return this.people > 1;
  }

  /** `seat` is asked to act: true when their cards are shown at once (nobody else at the screen to hide them from). */
  turn(seat: Seat): boolean {
    if (this.viewer === seat && this.shown) return true;
    this.viewer = seat;
    this.shown = !this.shared;
    return this.shown;
  }

  /** The person named on the cover shows their cards; false when they were shown already. */
  uncover(): boolean {
    if (this.shown) return false;
    this.shown = true;
    return true;
  }

  /** The move is made: with others at the screen the cards turn face down. */
  moved(): void {
    if (this.shared) this.shown = false;
  }

  /** Whether `seat`'s cards lie face up. */
  open(seat: Seat): boolean {
    return seat === this.viewer && this.shown;
  }
}
