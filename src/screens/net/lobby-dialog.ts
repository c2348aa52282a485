// The Network Game window, as the original's: the games open on the
// network in the upper list (each with its host and variation, kept up to
// date as games open, fill and close), and the buttons to host a game, join
// the one chosen, watch it, or close. Arrows and Enter, a D-pad and A, and
// the mouse all work it.

import { Dialog, type DialogHost } from '../../renderer/widgets/dialog';
import { type OptionField, optionsDialog } from '../../renderer/widgets/dialog-forms';
import { confirmBox, dialogHost, messageBox } from '../../renderer/widgets/dialogs';
import { fitLine } from '../../renderer/widgets/fit-line';
import { Label } from '../../renderer/widgets/label';
import { ListBox } from '../../renderer/widgets/list-box';
import { type Look, theme } from '../../renderer/widgets/theme';
import { variationSymbol } from '../../engine/thirtyone';
import type { Level } from '../../engine/game';
import type { Variation } from '../../engine/thirtyone';
import type { OpenGame } from '../../net/game-link';
import { type LobbyPick, type LobbyTable, NOTHING_CHOSEN, goThere, lobbyRefusal } from './lobby-words';
import { DEFAULT_TURN_SECONDS, TURN_CLOCKS, type TurnSeconds } from '../../table/protocol';

export const LOBBY_TITLE = 'Network Game';
const LIST_WIDTH = 300;
const ROWS = 6;
const NONE = '(No games yet: host one.)';

export type LobbyChoice =
  | { kind: 'host'; variation?: Variation; level: Level; turnSeconds: TurnSeconds }
  | { kind: 'join'; roomId: string }
  | { kind: 'watch'; roomId: string }
  /** A table of another game, joined at that game's table. */
  | { kind: 'elsewhere'; game: string; roomId: string; watch: boolean };

/** The turn clocks a host may choose, as the Host dialog offers them. */
const CLOCK_LABELS: Record<TurnSeconds, string> = { 30: '&30 seconds', 60: '1 &minute', 120: '&2 minutes', 0: 'No &clock' };

/** Games that can still be joined come first, then those under way; finished ones are not listed. */
export function lobbyOrder(games: readonly OpenGame[]): OpenGame[] {
  const rank = (game: OpenGame) => (game.stage === 'waiting' ? (game.taken < game.seats ? 0 : 1) : 2);
  return games.filter((game) => game.stage !== 'over').sort((a, b) => rank(a) - rank(b));
}

/** One game's line: whose it is and of which game, its seats, and the host's options in a few words (a server that sends none: Thirty-One's variation's symbol). */
export function gameLine(game: OpenGame): string {
  const seats = game.stage === 'waiting' ? `${game.taken} of ${game.seats} seats` : game.stage === 'playing' ? 'playing' : 'over';
  const options = game.summary !== '' ? game.summary : game.variation === undefined ? '' : variationSymbol(game.variation);
  return [`${game.host}'s ${game.title}`, seats, ...(options === '' ? [] : [options])].join('   ');
}

/** What the lobby knows of the kiosk's table: its game and the kiosk's others (`LobbyTable`), its look, and what a host starts from. */
export interface LobbyStart extends LobbyTable {
  look: Look;
  level: Level;
  /** Thirty-One's variation: the Host dialog offers the choice. */
  variation?: Variation;
}

export interface Lobby {
  /** Where the games come from; `stop` ends the watch. */
  watch(changed: (games: readonly OpenGame[]) => void): Promise<{ leave(): void }>;
  /** What the status line says of the connection. */
  where: string;
}

/** Thirty-One's variations, as the Host dialog offers them. */
function variationField(value: Variation): OptionField {
  return { kind: 'radio', id: 'variation', label: 'Variation', options: [{ value: 'regular', label: '&1: Regular' }, { value: 'van-eer-maas', label: '&2: van Eer-Maas' }], value };
}

/** Ask what to do on the network; null on Close. */
export async function lobbyDialog(lobby: Lobby, start: LobbyStart, host?: DialogHost): Promise<LobbyChoice | null> {
  const where = dialogHost(host);
  const look = start.look;
  const t = theme(look);
  let games: readonly OpenGame[] = [];
  const list = new ListBox([NONE], { look, width: LIST_WIDTH, rows: ROWS, label: 'Games', accelerator: 'g' });
  const status = new Label('', { font: t.font, colour: t.text });
  // The list is called by what it holds, so a screen reader (and automation) hears the games and the status.
  const describe = () => (list.label = [status.text, ...(games.length === 0 ? [] : games.map(gameLine))].join(' | '));
  const say = (...forms: string[]) => {
    status.text = fitLine(forms, LIST_WIDTH, t.font);
    describe();
  };
  say(`Connecting to ${lobby.where}...`, 'Connecting...');
  let dialog: Dialog<LobbyChoice | null> | null = null;
  const chosen = (): OpenGame | null => (games.length === 0 ? null : (games[list.selected] ?? null));
  const tell = (text: string) => void messageBox(LOBBY_TITLE, text, undefined, { look, host: where });
  const pick = async (kind: LobbyPick) => {
    const game = chosen();
    if (game === null) return tell(NOTHING_CHOSEN);
    const refused = lobbyRefusal(game, kind, start);
    if (refused !== null) tell(refused);
    else if (game.game === start.game) dialog?.finish({ kind, roomId: game.roomId });
    // Going to another game's table leaves nothing behind (this table's game was left for the lobby), so Yes is the default.
    else if (await confirmBox(LOBBY_TITLE, goThere(game, kind), { look, host: where, defaultAnswer: 'yes' })) {
      dialog?.finish({ kind: 'elsewhere', game: game.game, roomId: game.roomId, watch: kind === 'watch' });
    }
  };
  const hostGame = async () => {
    const values = await optionsDialog(
      'Host a Game',
      [
        ...(start.variation === undefined ? [] : [variationField(start.variation)]),
        { kind: 'radio', id: 'level', label: 'Computer players', options: [{ value: 'novice', label: '&Novice' }, { value: 'intermediate', label: '&Intermediate' }, { value: 'expert', label: '&Expert' }], value: start.level },
        {
          kind: 'radio',
          id: 'clock',
          label: 'Time for each move',
          options: TURN_CLOCKS.map((seconds) => ({ value: String(seconds), label: CLOCK_LABELS[seconds] })),
          value: String(DEFAULT_TURN_SECONDS),
        },
      ],
      { look, host: where },
    );
    if (values === null) return;
    const variation: Variation | undefined = start.variation === undefined ? undefined : values.variation === 'van-eer-maas' ? 'van-eer-maas' : 'regular';
    const level: Level = values.level === 'novice' || values.level === 'expert' ? values.level : 'intermediate';
    const turnSeconds = TURN_CLOCKS.find((seconds) => String(seconds) === values.clock) ?? DEFAULT_TURN_SECONDS;
    dialog?.finish({ kind: 'host', ...(variation === undefined ? {} : { variation }), level, turnSeconds });
  };
  dialog = new Dialog<LobbyChoice | null>(LOBBY_TITLE, look, {
    body: [new Label('&Games on the network:', { accelerator: true, font: t.font, colour: t.text }), list, status],
    controls: [list],
    ids: new Map([[list, 'games']]),
    buttons: [
      { id: 'host', label: '&Host...' },
      { id: 'join', label: '&Join' },
      { id: 'watch', label: '&Watch' },
      { id: 'close', label: 'Close' },
    ],
    answer: () => null,
    cancel: () => null,
  });
  const join = dialog.button('join');
  const watch = dialog.button('watch');
  const hosting = dialog.button('host');
  if (hosting) hosting.onActivate = () => void hostGame();
  if (join) join.onActivate = () => void pick('join');
  if (watch) watch.onActivate = () => void pick('watch');
  const result = dialog.open(where).result;
  let watching: { leave(): void } | null = null;
  try {
    watching = await lobby.watch((next) => {
      const before = chosen()?.roomId;
      games = lobbyOrder(next);
      list.setItems(games.length === 0 ? [NONE] : games.map(gameLine));
      const keep = games.findIndex((g) => g.roomId === before);
      if (keep >= 0) list.select(keep);
      const open = games.length === 0 ? 'No games are open.' : `${games.length} game${games.length === 1 ? ' is' : 's are'} open.`;
      say(`Connected to ${lobby.where}. ${open}`, `Connected. ${open}`);
    });
  } catch (error) {
    say('Not connected.');
    void messageBox(LOBBY_TITLE, error instanceof Error ? error.message : String(error), undefined, { look, host: where });
  }
  const answer = await result;
  watching?.leave();
  return answer;
}
