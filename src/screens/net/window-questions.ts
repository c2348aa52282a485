// A Windows table's message and yes-or-no boxes for network play, in its
// look: what the network mode asks before the network's code is loaded, and
// what the Windows windows of network play ask once it is.

import { confirmBox, messageBox } from '../../renderer/widgets/dialogs';
import type { Look } from '../../renderer/widgets/theme';

/** A message with OK (`tell`), and yes or no (`ask`; `yes`: Yes is the default). */
export interface NetworkQuestions {
  tell(title: string, text: string): Promise<void>;
  ask(title: string, text: string, yes?: boolean): Promise<boolean>;
}

export function windowQuestions(look: Look): NetworkQuestions {
  return {
    tell: async (title, text) => void (await messageBox(title, text, undefined, { look })),
    ask: (title, text, yes) => confirmBox(title, text, { look, ...(yes ? { defaultAnswer: 'yes' as const } : {}) }),
  };
}
