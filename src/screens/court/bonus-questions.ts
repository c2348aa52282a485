// The player's bonus round (5.3): each numbered card the rules offer, in
// turn, asked yes or no; the first yes is played, and when every card has
// been declined the player passes. Cards declined stay declined for the rest
// of that bonus round. What a card would do is said to the player asked, of
// the other player by name (`them`: the computer, or the other person).

import { type Card, cardName } from '../../engine/cards';
import { type CourtAction, type CourtView, bonusEffect } from '../../engine/court';
import { type DialogHost, confirmBox } from '../../renderer/widgets';
import type { Decision } from '../../table/seats';
import { describeBonus } from './court-texts';

/** Ask the bonus round's questions, in `host` (with two people at the screen, one hearing only the player asked). */
export async function askBonus(decision: Decision<CourtView, CourtAction>, declined: Set<Card>, offer: (action: CourtAction) => void, them?: string, host?: DialogHost): Promise<void> {
  const seat = decision.seat;
  for (const action of decision.legal) {
    if (action.type !== 'bonus' || declined.has(action.card)) continue;
    const change = bonusEffect(action.card, seat);
    const effect = describeBonus([change[seat] ?? 0, change[1 - seat] ?? 0], them);
    // The player chose this card: confirming it loses nothing, so Yes is the default.
    const yes = await confirmBox('Bonus Round', `Play the ${cardName(action.card)} as a bonus? (${effect})`, { defaultAnswer: 'yes', ...(host === undefined ? {} : { host }) });
    if (decision.signal.aborted) return;
    if (yes) {
      offer(action);
      return;
    }
    declined.add(action.card);
  }
  offer({ type: 'pass' });
}
