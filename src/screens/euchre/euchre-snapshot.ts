// What the Euchre table reports to automation (`?test`): the window and its
// controls, the session, the table as shown (which trails the engine while
// a move is shown), the settings and records in use, and the words on the
// table.

import type { Card } from '../../engine/cards';
import type { EuchreAction, EuchreView } from '../../engine/euchre';
import type { EuchreSnapshot, SessionSnapshot, WindowSnapshot } from '../automation';
import type { Decision } from '../../table/seats';
import type { Shown } from '../table/table-view';
import type { HandInfo } from './euchre-scene';
import { CARD_PHASES } from './euchre-scene';

export interface EuchreSnapshotParts {
  window: WindowSnapshot;
  session: SessionSnapshot & Pick<EuchreSnapshot, 'toAct' | 'busy' | 'player' | 'message' | 'outcome'>;
  view: EuchreView | null;
  decision: Decision<EuchreView, EuchreAction> | null;
  shown: Shown;
  info: HandInfo | null;
  bids: readonly string[];
  rest: Pick<EuchreSnapshot, 'handResult' | 'talk' | 'settings' | 'stats' | 'names' | 'labels' | 'status' | 'voices'>;
  marked: Card | null;
}

export function euchreSnapshot({ window, session, view, decision, shown, info, bids, rest, marked }: EuchreSnapshotParts): EuchreSnapshot {
  return {
    ...window,
    ...session,
    ...rest,
    phase: view?.phase ?? 'starting',
    hand: shown.hand,
    legal: decision && CARD_PHASES.has(decision.view.phase) ? decision.legal.flatMap((a) => ('card' in a ? [a.card] : [])) : [],
    bids: bids.slice(),
    table: shown.table,
    scores: view?.scores ?? [],
    tricksWon: info?.tricksWon ?? [0, 0],
    dealer: info?.dealer ?? null,
    upcard: view?.upcard ?? null,
    trump: info?.trump ?? null,
    maker: info?.maker ?? null,
    alone: info?.alone ?? false,
    sitting: info?.sitting ?? null,
    handNumber: view?.handNumber ?? 0,
    gameOptions: view?.options ?? null,
    marked,
  };
}
