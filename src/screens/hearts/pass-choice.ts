// The pass as the player makes it: the cards chosen so far (any of them put
// back with a second press, no more than the pass takes), and after the
// exchange the pause while the received cards stand up until OK is pressed
// (or a new game calls the pause off).

import type { Card } from '../../engine/cards';

export class PassChoice {
  private cards: Card[] = [];
  private answer: ((pressed: boolean) => void) | null = null;
  private pause: Promise<boolean> | null = null;

  get chosen(): Card[] {
    return this.cards;
  }

  /** The received cards are standing up, waiting for OK. */
  get waitingForOk(): boolean {
    return this.pause !== null;
  }

  /** What anything more to show waits for first: the OK still to press, if any. */
  get pending(): Promise<boolean> | null {
    return this.pause;
  }

  /** Start again from `cards` (a kept game's half-made pass), or from nothing. */
  reset(cards: readonly Card[] = []): void {
    this.cards = cards.slice();
  }

  /** Choose `card`, or put it back if chosen; false when `count` cards are chosen already. */
  toggle(card: Card, count: number): boolean {
    if (this.cards.includes(card)) this.cards = this.cards.filter((c) => c !== card);
    else if (this.cards.length < count) this.cards = [...this.cards, card];
    else return false;
    return true;
  }

  /** The received cards stand up: resolves true when OK is pressed, false when the pause is called off. */
  awaitOk(): Promise<boolean> {
    this.pause ??= new Promise<boolean>((resolve) => (this.answer = resolve));
    return this.pause;
  }

  /** OK pressed: true when it was awaited. */
  pressOk(): boolean {
    return this.end(true);
  }

  /** Nothing waits any more (a new game, or the screen closing): the pause ends without OK. */
  stop(): void {
    this.end(false);
    this.cards = [];
  }

  private end(pressed: boolean): boolean {
    const answer = this.answer;
    this.answer = null;
    this.pause = null;
    answer?.(pressed);
    return answer !== null;
  }
}
