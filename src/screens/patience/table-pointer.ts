// The mouse on the Spectrum table: a click on a key of the menu line (or, at
// the end, one named on the prompt line) is that key pressed, as named on the
// line drawn for `drawnFor`; a click on your deck twists; anything else is a
// click or drag on the piles.

import type { Command, Device } from '../../input/commands';
import { PROMPT_ROW, type SpectrumScreen } from '../../renderer/widgets';
import { deckAt, pileAt } from './board-layout';
import { rowText } from './patience-snapshot';
import { type TableEffect, type TableKeys, type TableTurn, promptKeyAt } from './table-keys';

export function tablePointer(screen: SpectrumScreen, keys: TableKeys, command: Extract<Command, { type: 'pointer' }>, turn: TableTurn, drawnFor: Device, lengths: readonly number[]): TableEffect {
  const cell = screen.cellAt(command.x, command.y);
  if (command.phase === 'down') {
    const named = turn === 'over' && cell?.row === PROMPT_ROW ? promptKeyAt(rowText(screen, PROMPT_ROW), cell.col) : null;
    const key = screen.menuKeyAt(command.x, command.y) ?? named;
    if (key !== null) return keys.menuKey(key, drawnFor, turn);
    if (cell && deckAt(cell.row, cell.col) === 0) return keys.key('T', turn);
  }
  const hit = cell ? pileAt(cell.row, cell.col, lengths) : null;
  return keys.pointer(command.phase, hit, command.x, command.y, turn);
}
