// The measures of the status bar under a card table, apart from its drawing,
// so the words a game puts there can be measured against it in tests.

/** The bar's height under the felt. */
export const STATUS_HEIGHT = 20;
/** The text's left inset in its well, and the same again on the right. */
export const STATUS_INSET = 6;

/** How wide a status line may be on a table `tableWidth` wide. */
export function statusWidth(tableWidth: number): number {
  return tableWidth - 2 * STATUS_INSET;
}
