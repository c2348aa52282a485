// Playing a finished game back at a Windows table: the replay runs through
// its own session, the screen shows its moves as it showed the game (with
// every hand face up), and a corner panel steps, runs or ends it.

import type { GameEvent, View } from '../../engine/game';
import type { Point } from '../../renderer/glide';
import { messageBox } from '../../renderer/widgets';
import type { Navigator } from '../navigator';
import type { Replay, ReplayHooks } from '../../table/replay';
import type { TableRun } from '../../table/table-run';
import { REPLAY_PANEL_SIZE, ReplayPanel } from './replay-panel';
import type { SessionGame } from '../../table/session';

/** The replay panel's top left on the stage: just inside `corner` of the window's client area, `drop` pixels down. */
export function replayPanelAt(client: { x: number; y: number; width: number }, corner: 'left' | 'right', drop: number): Point {
  const x = corner === 'left' ? client.x + 4 : client.x + client.width - REPLAY_PANEL_SIZE.width - 4;
  return { x, y: client.y + drop };
}

export interface WindowReplayOptions<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  nav: Navigator;
  /** The table's run, which holds the replay while it is shown. */
  run: TableRun<S, A, O, V, E>;
  recorded: SessionGame<S, A, O>;
  /** Where the panel stands on the stage, clear of the cards. */
  at: Point;
  present: ReplayHooks<E, A>['present'];
  pause: ReplayHooks<E, A>['pause'];
  /** The viewer ended the replay: show the finished game again. */
  onEnd: () => void;
}

export function playBack<S, A extends { type: string }, O, V extends View, E extends GameEvent>(
  options: WindowReplayOptions<S, A, O, V, E>,
): Replay<S, A, O, V, E> {
  const replay = options.run.playBack(options.recorded, {
    present: options.present,
    pause: options.pause,
    ended: (matches) =>
      void messageBox(
        'Replay',
        matches
          ? 'The replay has reached the end, exactly as the game ended: the same deal from the same seed, and the same moves.'
          : 'The replay did not end as the game did: this record of the game is not whole.',
        undefined,
        // In the look of the window it ends in, as the panel has.
        { look: options.nav.current?.look ?? 'win31' },
      ),
  });
  new ReplayPanel(options.nav, replay, options.at, 'Replay, move', () => {
    options.run.endReplay();
    options.onEnd();
  });
  // Not started yet: the screen takes the replay as the session it shows first, then starts it.
  return replay;
}
