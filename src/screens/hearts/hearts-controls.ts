// How Hearts is played with each device, for the table's help.

import type { GameControls } from '../table/table-help';

export const HEARTS_CONTROLS: GameControls = {
  keyboard:
    'Left and Right move along your hand, Up goes to the button above it. Space or Enter picks a card: ' +
    'three to pass (then the Pass button), or the card to play on your turn; the cards you may play stand raised. ' +
    'Esc puts chosen cards down again. F2 shows the last trick and the points taken this hand.',
  gamepad:
    'Left and Right on the D-pad move along your hand, Up goes to the button above it. A picks a card: ' +
    'three to pass (then the Pass button), or the card to play on your turn; the cards you may play stand raised. ' +
    'B puts chosen cards down again. X shows the last trick and the points taken this hand.',
  pointer:
    'Click three cards to pass, then the Pass button; on your turn click the card to play. ' +
    'The cards you may play stand raised. Click a chosen card again to put it down. ' +
    'The Last Trick button shows the last trick and the points taken this hand.',
};
