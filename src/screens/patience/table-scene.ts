// What the table shows, worked out from the game and the presses: whose turn
// the status line names (or the game's end with its seed, or a replay), the
// prompt line's echo of the keys, the menu line in the words of the device,
// and where the cursor and a picked-up pile are; head to head, the two
// people by name and, between their turns, the cover. Plain data, drawn by
// `drawBoard`.

import type { Level } from '../../engine/game';
import type { PatienceView } from '../../engine/patience';
import type { Device } from '../../input/commands';
import type { MenuChoice } from '../../renderer/widgets';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { OWNER_COL } from './board-layout';
import { echo } from './key-entry';
import type { Marks } from './move-log';
import type { BoardScene } from './patience-board';
import type { Series } from './patience-stats';
import { handsHeld } from './table-news';
import * as words from './patience-texts';
import { ALONE, HEAD_TO_HEAD, type Sides, holdWords, passStatus, turnStatus, whoseMove } from './sides';
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
  /** How the two seats are named, and the seat the table is drawn for (you against the computer when absent). */
  sides?: Sides;
  /** Between two people's turns, the cover's words ("PASS TO BOB", then how BOB takes the table); null or absent when it is not up. */
  cover?: readonly string[] | null;
  /** The person the cover waits for plays on a pad of their own: its button takes the table. */
  coverPad?: boolean;
}

/** The menu line under the cover: the key that takes the table (the pad's A, else Enter or a click), and the menu. */
function coverMenu(pad: boolean): MenuChoice[] {
  return pad
    ? [
        { key: 'A', label: ' SHOW MY CARDS' },
        { key: 'START', label: ' MENU' },
      ]
    : [
        { key: 'ENTER', label: ' SHOW MY CARDS' },
        { key: 'X', label: ' MENU' },
      ];
}

/** The prompt line during play: the keys being typed (yours), or the last move's keys credited to the side that took it. */
function movePrompt(keys: TableFacts['keys'], computer: boolean, sides: Sides): string {
  const echoingLast = keys.lastKeys.length > 0 && keys.echoed.join() === keys.lastKeys.join();
  const seat = echoingLast ? keys.lastSeat : keys.echoed.length > 0 || !computer ? sides.viewer : 1 - sides.viewer;
  return `${whoseMove(sides, seat)} MOVE: ${echo(keys.echoed)}`;
}

/** A pair seat by seat, as the seat the table is drawn for reads it: its own first. */
function viewerFirst<T>(pair: readonly [T, T], sides: Sides): [T, T] {
  return sides.viewer === 0 ? [pair[0], pair[1]] : [pair[1], pair[0]];
}

export function tableScene(f: TableFacts): BoardScene {
  const { view, over, computer, device, keys, replay } = f;
  const sides = f.sides ?? ALONE;
  const cover = !over && !replay ? (f.cover ?? null) : null;
  const status: BoardScene['status'] = replay
    ? { text: words.replayStatus(f.seed), kind: 'title' }
    : over
      ? { text: words.overStatus(f.seed), kind: 'over' }
      : cover
        ? { text: passStatus(sides.names?.[sides.viewer] ?? ''), kind: 'pass' }
        : computer
          ? { text: "IT'S MY TURN", kind: 'mine' }
          : { text: turnStatus(sides), kind: 'yours' };
  const last = keys.lastKeys.length > 0 ? { keys: keys.lastKeys, seat: keys.lastSeat } : null;
  const prompt = replay
    ? words.replayPrompt(replay.position, replay.length, last && { keys: last.keys, whose: whoseMove(sides, last.seat, true) })
    : over
      ? words.overPrompt(device, f.series !== null, f.replayable)
      : movePrompt(keys, computer, sides);
  const holds: [number, number] = view ? handsHeld(view) : [0, 0];
  const series = f.series && { ...f.series, totals: viewerFirst(f.series.totals, sides) };
  return {
    piles: view?.piles ?? [],
    stock: view ? view.stock : [0, 0],
    status,
    scoreLine: words.scoreLine(series, f.points && viewerFirst(f.points, sides)),
    info: [`TURN ${view?.turn ?? 1}`, sides.names ? HEAD_TO_HEAD : words.levelName(f.level)],
    cursor: (device === 'gamepad' || keys.cursorShown) && !computer && !over && !replay && !cover ? keys.cursor : null,
    picked: keys.picked,
    holds,
    owners: holdWords(sides, holds, COLUMNS - OWNER_COL[9], replay !== null),
    message: f.message && { ...f.message, text: words.keysFor(f.message.text, device) },
    log: f.log,
    marks: f.marks,
    prompt,
    cover,
    menu: replay
      ? words.replayMenu(device, replay.running)
      : over
        ? words.overMenu(device)
        : cover
          ? coverMenu(f.coverPad ?? device === 'gamepad')
          : computer
            ? words.waitMenu(device)
            : words.playMenu(device),
  };
}
