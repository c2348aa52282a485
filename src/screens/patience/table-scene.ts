// What the table shows, worked out from the game and the presses: whose turn
// the status line names (or the game's end with its seed, or a replay), the
// prompt line's echo of the keys, the menu line in the words of the device,
// and where the cursor and a picked-up pile are. Plain data, drawn by
// `drawBoard`.

import type { Level } from '../../engine/game';
import type { PatienceView } from '../../engine/patience';
import type { Device } from '../../input/commands';
import { echo } from './key-entry';
import type { Marks } from './move-log';
import type { BoardScene } from './patience-board';
import type { Series } from './patience-stats';
import { handsHeld } from './table-news';
import * as words from './patience-texts';
import type { TableKeys } from './table-keys';

export interface TableFacts {
  /** What the player's seat sees; null before the first game. */
  view: PatienceView | null;
  /** The game is over. */
  over: boolean;
  /** The computer is to move. */
  computer: boolean;
  device: Device;
  keys: Pick<TableKeys, 'cursor' | 'cursorShown' | 'picked' | 'echoed' | 'lastKeys' | 'lastSeat'>;
  series: Series | null;
  /** The finished game's points, yours and mine. */
  points: readonly [number, number] | null;
  level: Level;
  /** The seed the game was dealt from. */
  seed: number;
  message: { text: string; error: boolean } | null;
  /** The last moves, oldest first, and the piles the last one marks. */
  log: readonly string[];
  marks: Marks | null;
  /** Whether the finished game can be played back (R offered). */
  replayable: boolean;
  /** The replay under way, if one is. */
  replay: { position: number; length: number; running: boolean } | null;
}

/** The prompt line during play: the keys being typed (yours), or the last move's keys credited to the side that took it. */
function movePrompt(keys: TableFacts['keys'], computer: boolean): string {
  const echoingLast = keys.lastKeys.length > 0 && keys.echoed.join() === keys.lastKeys.join();
  const mine = echoingLast ? keys.lastSeat === 1 : keys.echoed.length > 0 ? false : computer;
  return `${mine ? 'MY' : 'YOUR'} MOVE: ${echo(keys.echoed)}`;
}

export function tableScene(f: TableFacts): BoardScene {
  const { view, over, computer, device, keys, replay } = f;
  const status: BoardScene['status'] = replay
    ? { text: words.replayStatus(f.seed), kind: 'title' }
    : over
      ? { text: words.overStatus(f.seed), kind: 'over' }
      : computer
        ? { text: "IT'S MY TURN", kind: 'mine' }
        : { text: 'YOUR TURN', kind: 'yours' };
  const last = keys.lastKeys.length > 0 ? { keys: keys.lastKeys, seat: keys.lastSeat } : null;
  const prompt = replay
    ? words.replayPrompt(replay.position, replay.length, last)
    : over
      ? words.overPrompt(device, f.series !== null, f.replayable)
      : movePrompt(keys, computer);
  return {
    piles: view?.piles ?? [],
    stock: view ? view.stock : [0, 0],
    status,
    scoreLine: words.scoreLine(f.series, f.points),
    info: [`TURN ${view?.turn ?? 1}`, words.levelName(f.level)],
    cursor: (device === 'gamepad' || keys.cursorShown) && !computer && !over && !replay ? keys.cursor : null,
    picked: keys.picked,
    holds: view ? handsHeld(view) : [0, 0],
    message: f.message && { ...f.message, text: words.keysFor(f.message.text, device) },
    log: f.log,
    marks: f.marks,
    prompt,
    menu: replay ? words.replayMenu(device, replay.running) : over ? words.overMenu(device) : computer ? words.waitMenu(device) : words.playMenu(device),
  };
}
