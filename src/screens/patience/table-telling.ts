// What the message rows say and the beeper plays at the Spectrum table: the
// first move's reminder, each move as it is told (the computer's, or a
// replay's; head to head the people are named), a deck made again, a move
// refused with its reason, a game's end (kept to show again after its
// replay), a place in the Hall of Fame, and a pad pulled out mid-turn.

import type { SfxName } from '../../audio/sfx';
import type { PatienceAction, PatienceEvent } from '../../engine/patience';
import type { Move } from '../../table/session';
import { MoveLog } from './move-log';
import * as words from './patience-texts';
import type { Sides } from './sides';
import { type Message, eventNews } from './table-news';

export class TableTelling {
  /** The message on the message rows, over the moves told. */
  message: Message | null = null;
  /** The last moves in words, and the piles the last one marks. */
  readonly log = new MoveLog();
  /** The words of the game's end, shown again after its replay. */
  private endMessage: Message | null = null;

  constructor(private readonly play: (sound: SfxName) => void) {}

  /** A new game: the first move's reminder. */
  dealt(): void {
    this.log.clear();
    this.message = { text: 'YOUR FIRST MOVE: TWIST (T)', error: false };
  }

  /** A kept game carried on: nothing told yet. */
  carriedOn(): void {
    this.log.clear();
    this.message = null;
  }

  /**
   * A move (null: the deal) and its events: each event's sound and words;
   * the move told and marked unless `told` is false (a person's own move at
   * the table, which needs no telling), at `now` on the table's clock.
   */
  moved(move: Move<PatienceAction> | null, events: readonly PatienceEvent[], sides: Sides, told: boolean, now: number): void {
    if (move) {
      this.message = null;
      if (told) this.log.add(move.action, move.seat, events, now, sides);
      else this.log.clear();
    }
    for (const event of events) {
      const { sound, message } = eventNews(event, sides.names);
      if (sound) this.play(sound);
      if (message) this.log.note(message.text);
    }
  }

  /** The game's end, with its tune. */
  ended(message: Message, sound: SfxName): void {
    this.message = this.endMessage = message;
    this.play(sound);
  }

  /** A line of news beneath the result (a place in the Hall of Fame). */
  note(text: string): void {
    this.log.note(text.toUpperCase());
  }

  /** A move refused, with the rules' reason. */
  refused(reason: string): void {
    this.message = { text: reason.toUpperCase(), error: true };
    this.play('beep-low');
  }

  /** A replay begins: nothing told yet. */
  replayStarted(): void {
    this.carriedOn();
  }

  /** The replay reached the end, the same as the game or not. */
  replayEnded(matches: boolean): void {
    this.message = words.replayEnded(matches);
  }

  /** The replay is over: the game's end is told again. */
  replayOver(): void {
    this.log.clear();
    this.message = this.endMessage;
  }
}
