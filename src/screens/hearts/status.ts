// The status line under the Hearts table: what is happening and what the
// player should do, written from the player's view alone so every line can be
// tested without a screen. Each situation has wordings from the fullest to
// the shortest; the table shows the first that fits its line, and a test
// measures the shortest of each against the line with the real font.

import { type Card, cardName } from '../../engine/cards';
import type { HeartsView, PassDirection } from '../../engine/hearts';
import type { Button, Device } from '../../input/commands';
import { promptText } from '../../input/prompts';

export interface StatusScene {
  view: HeartsView;
  names: readonly string[];
  /** Cards chosen to pass so far. */
  chosen: number;
  /** The received cards stand up until the player presses OK. */
  waitingForOk: boolean;
  /** The hand just ended, between its last trick and the next deal (the view has the next hand already); null otherwise. */
  handEnded: number | null;
  /** The cards the player may play now; empty when it is not their play. */
  legal: readonly Card[];
  /** The device used last: a pad player is shown the pad's buttons. */
  device: Device;
  /** Rules changed in the menu that wait for the next game. */
  rulesPending: boolean;
  /**
   * Several people share the screen: everyone is named, the person whose
   * cards are at the bottom too, and while the cover is up (`covered`) the
   * line says only whose turn it is.
   */
  shared?: { covered: boolean };
}

const DIRECTION_WORDS: Record<PassDirection, string> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across',
  keeper: '',
};

/** What the player should do, as plain sentences: fullest wording first. */
function sentences(scene: StatusScene): string[] {
  const { view, chosen, shared } = scene;
  // Alone, the player is "you": only the three opponents are named, so no typed name can stretch the line.
  const name = (seat: number) => (seat === view.seat && !shared ? 'You' : (scene.names[seat] ?? `Seat ${seat}`));
  // Sharing the screen, the person at the bottom is named too: "ANNE, your turn."
  const me = name(view.seat);
  // (`shortest` is the last resort of a long name.)
  const mine = (forms: readonly string[], shortest?: string) => (shared ? [...forms, ...(shortest ? [shortest] : [])].map((form) => `${me}, ${ourWord(form)}`) : [...forms]);
  if (view.phase === 'over') return ['The game is over. Choose New Game from the Game menu to play again.', 'The game is over.'];
  if (scene.handEnded !== null) return [`Hand ${scene.handEnded} is over.`];
  if (shared?.covered) return coveredSentences(scene, me);
  if (scene.waitingForOk) {
    const from = view.passFrom === null ? 'The pass' : name(view.passFrom);
    const got = (view.received ?? []).map(cardName).join(', ');
    return mine([`You received ${got} from ${from}. Press OK to play.`, `${from} passed you the raised cards. Press OK to play.`, `Cards from ${from}: press OK.`], 'Press OK.');
  }
  if (view.phase === 'pass') {
    if (view.toAct !== view.seat) return ['Waiting for the others to pass...'];
    const where = DIRECTION_WORDS[view.passDirection];
    return mine([`Choose three cards to pass ${where} (${chosen} chosen).`, `Pass three ${where}: ${chosen} chosen.`], `Pass three: ${chosen} chosen.`);
  }
  // A hand without a pass is announced until its first trick is gathered.
  const keeper = view.passDirection === 'keeper' && view.trickNumber === 1 ? ['No passing this hand. ', 'No pass. ', ''] : ['', '', ''];
  const broken = view.heartsBroken ? [' Hearts are broken.', ' Hearts broken.', ''] : ['', '', ''];
  const at = (forms: readonly string[]) => forms.map((form, i) => `${keeper[i]}${form}${broken[i]}`);
  if (view.toAct === view.seat) {
    if (view.table.length === 0) return at(mine(leadHint(view, scene.legal)));
    const led = `${name(view.leader)} led`;
    return at(mine([`Your turn. ${led}.`, `Your turn. ${led}.`, 'Your turn.']));
  }
  if (view.toAct === null) return [''];
  const actor = name(view.toAct);
  if (view.table.length === 0) return at([`${actor} leads.`, `${actor} leads.`, `${actor} leads.`]);
  return at([`${actor} to play. ${name(view.leader)} led.`, `${actor} to play. ${name(view.leader)} led.`, `${actor} to play.`]);
}

/** A sentence after a name and a comma: our own first word in lower case, a player's name as it is. */
function ourWord(form: string): string {
  return /^(You|Your|Choose|Pass|Cards|Press)\b/.test(form) ? `${form.charAt(0).toLowerCase()}${form.slice(1)}` : form;
}

/** Under the cover, only whose turn it is: nothing of their hand. */
function coveredSentences(scene: StatusScene, me: string): string[] {
  const { view } = scene;
  const what = scene.waitingForOk
    ? 'sees the cards passed'
    : view.phase === 'pass'
      ? `passes three cards ${DIRECTION_WORDS[view.passDirection]}`
      : view.table.length === 0
        ? 'leads'
        : 'plays';
  return [`Pass to ${me}: ${me} ${what} next.`, `Pass to ${me}.`];
}

/** The player's lead, with the first trick's rule when it binds them. */
function leadHint(view: HeartsView, legal: readonly Card[]): string[] {
  if (legal.length === 1 && view.trickNumber === 1) {
    const only = legal[0] as Card;
    return [`Your lead: the ${cardName(only).toLowerCase()}.`, `Your lead: the ${cardName(only).toLowerCase()}.`, 'Your lead.'];
  }
  if (view.trickNumber === 1 && legal.length > 0 && legal.every((card) => card.endsWith('C'))) {
    return ['Your lead: open with a club.', 'Your lead: a club.', 'Your lead.'];
  }
  return ['Your lead.', 'Your lead.', 'Your lead.'];
}

/** The pad's buttons for what the player can do now. */
function padPairs(scene: StatusScene): (readonly [Button, string])[] {
  const { view } = scene;
  if (scene.shared?.covered) return [['confirm', 'Show cards']];
  if (scene.waitingForOk) return [['confirm', 'OK']];
  if (view.phase === 'pass' && view.toAct === view.seat) return [['confirm', 'Choose']];
  if (view.phase !== 'play') return [];
  // X shows the last trick, or before the first is taken the points of the hand so far.
  return scene.legal.length > 0 ? [['confirm', 'Play'], ['x', 'Last trick']] : [['x', 'Last trick']];
}

/** The status line's wordings, fullest first, ending with one that always fits. */
export function statusForms(scene: StatusScene): string[] {
  const pairs = scene.device === 'gamepad' ? padPairs(scene) : [];
  const prompt = pairs.length > 0 ? `  ${promptText(pairs, 'gamepad')}` : '';
  const note = scene.rulesPending ? ' New rules next game.' : '';
  const forms = sentences(scene).map((sentence) => `${sentence}${note}${prompt}`);
  return [...new Set(forms)];
}
