// Network play's pages at the Spectrum table, loaded with the network's
// code: the lobby (Host opens the hosting page; back on it returns to the
// lobby), the waiting room, the chat, and the end asked on the table.

import type { Level } from '../../engine/game';
import type { LobbyChoice } from '../net/lobby-dialog';
import type { NetworkDialogs } from '../net/network-play';
import type { NetworkQuestions } from '../net/window-questions';
import { lobbyOrder } from '../net/lobby-dialog';
import { NEW_LOBBY, type LobbyState, newHost } from './net-lobby';
import { HostModal, LobbyModal } from './net-lobby-modal';
import { ChatModal, WaitingModal } from './net-waiting-modal';
import type { EndChoice } from '../net/network-play';
import type { OpenPage, PageHost } from './spectrum-modal';

/** What network play's pages need of the table beneath them. */
export interface NetPages extends PageHost {
  /** Put a page of network play over the table in place of the one there (the menu, the lobby...); it stays until the next. */
  replace<P extends OpenPage & { open(): P }>(page: P): P;
  /** Put a page over whatever is up (a question, the chat) until it answers, then take it away. */
  over<T>(page: OpenPage & { open(): unknown; readonly result: Promise<T> }): Promise<T>;
  /** The game is over: what next, asked on the table itself, which shows the end. */
  ending(end: { result: string; seed: number | null; replay: boolean }): Promise<EndChoice>;
}

/** The Spectrum's pages of network play; `questions` are the table's own (a message, yes or no). */
export function spectrumWindows(h: NetPages, questions: NetworkQuestions): NetworkDialogs {
  /** The hosting page, from the lobby: the host's choice, or null to go back to the lobby. */
  const hosting = async (level: Level): Promise<LobbyChoice | null> => {
    const answer = await h.replace(new HostModal(h, newHost(level))).result;
    return answer.kind === 'back' ? null : { kind: 'host', level: answer.level, turnSeconds: answer.turnSeconds };
  };
  return {
    ...questions,
    lobby: async (lobby, start) => {
      let last: LobbyState = NEW_LOBBY;
      for (;;) {
        const page = h.replace(new LobbyModal(h, last, lobby.where, start));
        let watching: { leave(): void } | null = null;
        try {
          watching = await lobby.watch((games) => page.list(lobbyOrder(games)));
        } catch (error) {
          page.failed(error instanceof Error ? error.message : String(error));
        }
        const answer = await page.result;
        watching?.leave();
        last = { ...NEW_LOBBY, games: page.games };
        if (answer.kind === 'back') return null;
        // Another game's table: the kiosk goes there to join (or watch) it.
        if (answer.kind === 'elsewhere') return { kind: 'elsewhere', game: answer.game.game, roomId: answer.game.roomId, watch: answer.watch };
        if (answer.kind !== 'host') return { kind: answer.kind, roomId: answer.game.roomId };
        const hosted = await hosting(start.level);
        if (hosted !== null) return hosted;
      }
    },
    waitingRoom: (first, title, act) => h.replace(new WaitingModal(h, first, title, act)).room(),
    chat: async (log, send) => {
      await h.over(new ChatModal(h, log, send));
    },
    gameOver: (end) => h.ending(end),
  };
}
