// What a press at the table comes to, from whichever device made it. Against
// the computer every device plays, as it always has. Head to head a device
// acts only for the person whose turn it is (their own pad, or the keyboard,
// the mouse and any pad nobody claimed when they share): another's press
// only opens the menu or the help. Under the cover between two turns, only
// the person named takes the table: confirm on their device, or a click when
// they share the mouse.

import type { Command, Device } from '../../input/commands';
import type { SpectrumScreen } from '../../renderer/widgets';
import { type TablePeople, anyonesPress } from './table-people';
import { tablePointer } from './table-pointer';
import type { TableEffect, TableKeys, TableTurn } from './table-keys';

export interface PressTable {
  people: Pick<TablePeople, 'covered' | 'mayAct' | 'uncover'>;
  keys: TableKeys;
  /** The table's cells, for the keys of the menu line and the piles under the pointer. */
  screen: SpectrumScreen;
  turn: TableTurn;
  /** The device the menu line was drawn for: a click on a key is that key's press. */
  drawnFor: Device;
  /** How many cards each pile shows. */
  lengths: readonly number[];
  /** The pads plugged in now. */
  pads: readonly number[];
}

const NONE: TableEffect = { kind: 'none' };

/** Under the cover: the menu for anyone; the table taken by the person named, with their own device (another's is refused with a low beep). */
function atCover(command: Command, t: PressTable): TableEffect {
  const anyone = anyonesPress(command);
  if (anyone !== null) return { kind: anyone };
  if (command.type === 'pointer') {
    if (command.phase !== 'down') return NONE;
    const key = t.screen.menuKeyAt(command.x, command.y);
    if (key === 'X' || key === 'START') return { kind: 'menu' };
  } else if (command.type !== 'press' || command.button !== 'confirm') return NONE;
  if (!t.people.mayAct(command, t.pads)) return { kind: 'shown', sound: 'beep-low' };
  t.people.uncover();
  return { kind: 'shown', sound: 'beep' };
}

export function tablePress(command: Command, t: PressTable): TableEffect {
  if (t.people.covered) return atCover(command, t);
  if (!t.people.mayAct(command, t.pads)) {
    const anyone = anyonesPress(command);
    return anyone === null ? NONE : { kind: anyone };
  }
  switch (command.type) {
    case 'char':
      return t.keys.typed(command.char, t.turn);
    case 'press':
      return t.keys.press(command.button, t.turn, t.lengths);
    case 'pointer':
      return tablePointer(t.screen, t.keys, command, t.turn, t.drawnFor, t.lengths);
    default:
      return NONE;
  }
}
