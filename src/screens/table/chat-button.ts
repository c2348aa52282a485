// A network game's chat on a four-handed table's felt (Hearts, and Euchre
// once it plays over the network): a button in the felt's bottom left
// corner, clear of the hands and of the Last Trick button opposite, naming
// the messages not yet read. It stands on the felt only while a network game
// is on.

import { Button } from '../../renderer/widgets';
import type { TableView } from './table-view';

const LABEL = '&Chat';

export function chatButton(table: TableView, press: () => void): Button {
  const button = new Button(LABEL, { width: 96, height: 24, onActivate: press });
  button.position.set(8, table.size.height - button.layoutHeight - 8);
  button.visible = false;
  button.enabled = false;
  table.addChild(button);
  return button;
}

/** Show the chat button with the count of unread messages, or (null: no network game) take it off the felt. */
export function showChat(button: Button, unread: number | null): void {
  button.visible = unread !== null;
  button.enabled = unread !== null;
  if (unread !== null) button.relabel(unread > 0 ? `${LABEL} (${unread})` : LABEL);
}
