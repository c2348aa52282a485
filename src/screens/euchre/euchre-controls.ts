// How Euchre is played with each device, for the table's help, and the
// original's menus: Game (New, Players, Network, Cancel, Last Trick, Options, Statistics, Exit) and Help.

import type { MenuSpec } from '../../renderer/widgets';
import type { GameControls } from '../table/table-help';

export const EUCHRE_CONTROLS: GameControls = {
  keyboard:
    'Tab or Left and Right move the arrow along your hand; Enter or Space plays the card under it. ' +
    'When it is your bid, Up goes to the bidding buttons above your hand (Order Up, a suit, Pass), or press their underlined letter. ' +
    'The same keys choose a card to put down or to give. F2 shows the last trick. F10 opens the menus.',
  gamepad:
    'Left and Right on the D-pad move the arrow along your hand; A plays the card under it. ' +
    'When it is your bid, Up goes to the bidding buttons above your hand; A presses one. ' +
    'The same buttons choose a card to put down or to give. X shows the last trick. Start opens the menus.',
  pointer:
    'Click a card to play it. When it is your bid, click a bidding button above your hand (Order Up, a suit, Pass). ' +
    'Click a card to put it down or to give it when asked. The cards you may play stand raised. Last Trick shows the trick taken before.',
};

export const EUCHRE_MENUS: MenuSpec[] = [
  {
    label: '&Game',
    items: [
      { id: 'new', label: '&New...' },
      { id: 'players', label: '&Players...' },
      { id: 'network', label: 'Net&work...' },
      { id: 'cancel', label: '&Cancel' },
      { id: 'last-trick', label: '&Last Trick...' },
      { separator: true },
      { id: 'options', label: '&Options...' },
      { id: 'statistics', label: '&Statistics...' },
      { separator: true },
      { id: 'exit', label: 'E&xit to Kiosk' },
    ],
  },
  {
    label: '&Help',
    items: [
      { id: 'how', label: '&How to Play...' },
      { id: 'controls', label: '&Controls...' },
    ],
  },
];
