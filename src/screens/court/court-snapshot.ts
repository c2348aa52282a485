// What the Court table reports to automation (`?test`): the window and its
// controls, the session, the player's view of the game, the settings and
// records in use, the tournament, and the words on the table.

import type { CourtAction, CourtView } from '../../engine/court';
import type { CourtSnapshot, SessionSnapshot, WindowSnapshot } from '../automation';
import type { CourtRecords } from './court-records';
import type { CourtSettings } from './court-menus';
import type { CourtTable } from './court-table';
import type { Tournament } from './tournament';

export interface CourtSnapshotParts {
  window: WindowSnapshot;
  session: SessionSnapshot & Pick<CourtSnapshot, 'toAct' | 'busy' | 'player' | 'message' | 'outcome'>;
  view: CourtView | null;
  legal: readonly CourtAction[];
  revealed: boolean;
  settings: CourtSettings;
  records: CourtRecords;
  tournament: Tournament | null;
  table: CourtTable;
}

export function courtSnapshot({ window, session, view, legal, revealed, settings, records, tournament, table }: CourtSnapshotParts): CourtSnapshot {
  return {
    ...window,
    ...session,
    phase: view?.phase ?? 'starting',
    revealed,
    drawn: view?.drawn ?? null,
    hand: view?.hand ?? [],
    legal: legal.slice(),
    table: view?.table ?? [],
    scores: view?.scores ?? [],
    round: view?.round ?? 0,
    turn: view?.turn ?? 0,
    settings,
    mustFollowSuit: view?.options.mustFollowSuit ?? null,
    history: records.history,
    legends: records.legends,
    tournament: tournament && { ...tournament, host: tournament.host ?? null },
    panel: table.panelText,
    tableLabels: table.turnLabels,
    cue: table.cueLine,
    status: table.statusText,
  };
}
