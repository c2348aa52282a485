// What the Chinese Patience screen reports to automation (`?test`): the page
// over the table or the table itself, the game as the seat drawn sees it,
// the presses under way, the lines as they read, the records, and who plays.

import type { Level, Outcome, Seat } from '../../engine/game';
import type { PatienceAction, PatienceView } from '../../engine/patience';
import type { SpectrumScreen } from '../../renderer/widgets';
import type { MoveLog } from './move-log';
import type { PatienceSettings } from './patience-settings';
import { type PatienceSnapshot, pilePlaces, screenLines } from './patience-snapshot';
import type { PatienceStats, Series } from './patience-stats';
import type { Players } from './seating';
import type { OpenPage } from './spectrum-modal';
import type { TableKeys } from './table-keys';
import type { Message } from './table-news';

/** Everything the snapshot is read from. */
export interface ScreenFacts {
  /** Beneath any page: the records loading, the tape, loaded (the first page opening), or the table. */
  base: 'loading' | 'tape' | 'loaded' | 'play';
  page: OpenPage | null;
  /** The table's own cells. */
  screen: SpectrumScreen;
  phase: PatienceSnapshot['phase'];
  toAct: Seat | null;
  /** The legal actions of the person asked now, while the table is theirs (not under the cover); null when nobody is asked. */
  legal: readonly PatienceAction[] | null;
  /** Somebody is asked to act (covered or not). */
  asked: boolean;
  view: PatienceView | null;
  outcome: Outcome | null;
  keys: Pick<TableKeys, 'entry' | 'cursor'>;
  /** The message rows' words and the moves told. */
  telling: { message: Message | null; log: Pick<MoveLog, 'toldAt' | 'marks'> };
  hurried: number;
  series: Series | null;
  lastPoints: [number, number] | null;
  settings: PatienceSettings;
  gameLevel: Level;
  player: string | null;
  stats: PatienceStats | null;
  seed: number | null;
  replay: PatienceSnapshot['replay'];
  /** Who plays, their names head to head, the seat the table is drawn for, and the cover's words while it is up. */
  seating: { players: Players; names: readonly [string, string] | null; viewer: Seat; cover: readonly string[] | null };
  /** The network game at the table, if one is on. */
  network: PatienceSnapshot['network'];
}

/** What automation calls the screen's state: the page on top, else the table (the menu while the records load, as it is what comes). */
function modeOf(f: Pick<ScreenFacts, 'base' | 'page'>): PatienceSnapshot['mode'] {
  if (f.page) return f.page.kind;
  return f.base === 'loading' || f.base === 'loaded' ? 'menu' : f.base;
}

export function screenSnapshot(f: ScreenFacts): PatienceSnapshot {
  const mode = modeOf(f);
  return {
    mode,
    menuAt: f.page ? f.page.at : mode === 'menu' ? 0 : null,
    phase: f.phase,
    toAct: f.toAct,
    busy: f.toAct !== null && !f.asked,
    view: f.view,
    legal: mode === 'play' && f.legal ? [...f.legal] : [],
    entry: [...f.keys.entry.keys],
    ...screenLines(f.page?.screen ?? f.screen),
    message: f.telling.message,
    hurried: f.hurried,
    toldAt: f.telling.log.toldAt,
    marks: f.telling.log.marks,
    cursor: f.keys.cursor,
    places: pilePlaces(f.view),
    series: f.series,
    lastPoints: f.lastPoints,
    outcome: f.outcome,
    settings: f.settings,
    level: f.gameLevel,
    gameLevel: f.gameLevel,
    player: f.player,
    stats: f.stats,
    border: f.screen.border,
    seed: f.seed,
    replay: f.replay,
    players: f.seating.players,
    names: f.seating.names && [f.seating.names[0], f.seating.names[1]],
    viewer: f.seating.viewer,
    cover: f.seating.cover && [...f.seating.cover],
    network: f.network,
  };
}
