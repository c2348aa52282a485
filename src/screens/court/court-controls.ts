// How Affairs of the Court is played with each device, for the table's help.

import type { GameControls } from '../table/table-help';

export const COURT_CONTROLS: GameControls = {
  keyboard:
    'The draw: Space or Enter on the deck turns its top card, then K keeps it or D discards it. ' +
    'The play: Left and Right move along your hand, Space or Enter plays the card.',
  gamepad:
    'The draw: A on the deck turns its top card, then choose Keep or Discard with the D-pad and A. ' +
    'The play: Left and Right on the D-pad move along your hand, A plays the card.',
  pointer: 'The draw: click the deck to turn its top card, then Keep or Discard. The play: click the card to play.',
};
