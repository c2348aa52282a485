// How Euchre is played with each device, for the table's help, and the
// original's menus: Game (New, Cancel, Options, Statistics, Exit) and Help.

import type { MenuSpec } from '../../renderer/widgets';
import type { GameControls } from '../table/table-help';

export const EUCHRE_CONTROLS: GameControls = {
  keyboard:
    'Tab or Left and Right move the arrow along your hand; Enter or Space plays the card under it. ' +
    'When it is your bid, Up goes to the bidding buttons above your hand (Order Up, a suit, Pass), or press their underlined letter. ' +
    'The same keys choose a card to put down or to give. F10 opens the menus.',
  gamepad:
    'Left and Right on the D-pad move the arrow along your hand; A plays the card under it. ' +
    'When it is your bid, Up goes to the bidding buttons above your hand; A presses one. ' +
    'The same buttons choose a card to put down or to give. Start opens the menus.',
  pointer:
    'Click a card to play it. When it is your bid, click a bidding button above your hand (Order Up, a suit, Pass). ' +
    'Click a card to put it down or to give it when asked. The cards you may play stand raised.',
};

export const EUCHRE_MENUS: MenuSpec[] = [
  {
    label: '&Game',
    items: [
      { id: 'new', label: '&New...' },
      { id: 'cancel', label: '&Cancel' },
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
