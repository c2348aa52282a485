// The player's bonus round (5.3): each numbered card the rules offer, in
// turn, asked yes or no; the first yes is played, and when every card has
// been declined the player passes. Cards declined stay declined for the rest
// of that bonus round.

import { type Card, cardName } from '../../engine/cards';
import { type CourtAction, type CourtView, bonusEffect } from '../../engine/court';
import { confirmBox } from '../../renderer/widgets';
import type { Decision } from '../../table/seats';
import { describeBonus } from './court-texts';

export async function askBonus(decision: Decision<CourtView, CourtAction>, declined: Set<Card>, offer: (action: CourtAction) => void): Promise<void> {
  for (const action of decision.legal) {
    if (action.type !== 'bonus' || declined.has(action.card)) continue;
    // The player chose this card: confirming it loses nothing, so Yes is the default.
    const yes = await confirmBox('Bonus Round', `Play the ${cardName(action.card)} as a bonus? (${describeBonus(bonusEffect(action.card, 0))})`, { defaultAnswer: 'yes' });
    if (decision.signal.aborted) return;
    if (yes) {
      offer(action);
      return;
    }
    declined.add(action.card);
  }
  offer({ type: 'pass' });
}
