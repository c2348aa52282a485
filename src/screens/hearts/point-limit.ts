// The Point Limit dialog of the Rules menu: radio buttons for the limits
// the original offered.

import { type OptionField, optionsDialog } from '../../renderer/widgets';
import { POINT_LIMITS, type HeartsTable } from './table-rules';

/** The Point Limit dialog: the table with the limit chosen, or null when cancelled. */
export async function askPointLimit(table: HeartsTable): Promise<HeartsTable | null> {
  const field: OptionField = {
    kind: 'radio',
    id: 'limit',
    label: 'The game ends past',
    value: String(table.options.pointLimit),
    options: POINT_LIMITS.map((limit) => ({ value: String(limit), label: `${limit} points` })),
  };
  const answer = await optionsDialog('Point Limit', [field]);
  if (!answer) return null;
  const limit = Number(answer.limit) as HeartsTable['options']['pointLimit'];
  return { ...table, options: { ...table.options, pointLimit: limit } };
}
