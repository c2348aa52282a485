// The table run's questions as a Windows table puts them, in its look: give
// up the game under way (No, the default, loses nothing), or carry on with a
// game left unfinished (Yes, the default, loses nothing).

import { type Look, confirmBox } from '../../renderer/widgets';
import type { RunQuestion } from '../../table/table-run';

/** `question` in a box titled `title` (the give-up question's), `givingUp` saying what giving up costs. */
export function askInWindow(question: RunQuestion, title: string, look: Look, givingUp: (it: string) => string): Promise<boolean> {
  if (question.kind === 'give-up') return confirmBox(title, `${question.question} ${givingUp(question.it)}`, { look });
  const whose = question.player === null ? "A guest's game" : `${question.player}, your game`;
  const cost = question.counts ? 'No counts it as lost.' : 'No gives it up.';
  return confirmBox('Unfinished Game', `${whose} was left unfinished. Carry on with it? (${cost})`, { defaultAnswer: 'yes', look });
}
