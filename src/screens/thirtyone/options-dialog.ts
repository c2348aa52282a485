// Thirty-One's Options window, as the original had it: the variation, the
// animation speed, the card back (a list of the ten with the chosen one
// shown beside it) and the computer opponents' four names. A name is changed
// in a text entry that takes typing and has the on-screen keyboard for a
// gamepad or a mouse. OK keeps it all; Cancel (or back) changes nothing.

import { backTexture } from '../../renderer/cards/cardTextures';
import { BACKS } from '../../renderer/cards/backs';
import { CARD_HEIGHT, CARD_WIDTH } from '../../renderer/cards/frame';
import { acceleratorOf, plainLabel } from '../../renderer/widgets/accelerator';
import { Button } from '../../renderer/widgets/button';
import { Dialog, type DialogHost } from '../../renderer/widgets/dialog';
import { textEntry } from '../../renderer/widgets/dialog-forms';
import { dialogHost, messageBox } from '../../renderer/widgets/dialogs';
import { GroupBox } from '../../renderer/widgets/group-box';
import { Label } from '../../renderer/widgets/label';
import { ListBox } from '../../renderer/widgets/list-box';
import { PictureWell } from '../../renderer/widgets/picture-well';
import { RadioGroup } from '../../renderer/widgets/radio-group';
import { column, row } from '../../renderer/widgets/stack';
import { theme } from '../../renderer/widgets/theme';
import type { Variation } from '../../engine/thirtyone';
import { measureText } from '../../renderer/text';
import { nameProblem } from '../../table/names';
import { BACK_CHOICES, OPPONENT_NAME_MAX, type Speed, type ThirtyOneSettings } from './thirtyone-settings';
import { namePrompt } from '../table/who-is-playing';

const LOOK = 'win95';
const TITLE = 'Options';
const NAMES_LABEL = "Opponents' &names:";
const BACK_LABEL = 'Card &back:';
/** Room in a list for the widest name allowed, inside its sunken edge. */
const NAMES_WIDTH = measureText('W'.repeat(OPPONENT_NAME_MAX), { font: theme(LOOK).font }).width + 8;

/** The variations as the original named them, with the symbol each shows in the corner. */
export const VARIATION_OPTIONS: readonly { value: Variation; label: string }[] = [
  { value: 'regular', label: '&Regular (1)' },
  { value: 'van-eer-maas', label: 'van &Eer-Maas (2)' },
];

export const SPEED_OPTIONS: readonly { value: Speed; label: string }[] = [
  { value: 'slow', label: '&Slow' },
  { value: 'medium', label: '&Medium' },
  { value: 'fast', label: '&Fast' },
];

/** The names of the backs on offer, in the order of their pictures. */
export const BACK_NAMES: readonly string[] = BACKS.slice(0, BACK_CHOICES).map((b) => b.name);

/** An opponent's name as typed, or the problem with it: the rules of a player's name. */
export function opponentName(typed: string): { name: string } | { problem: string } {
  const name = typed.trim();
  const problem = nameProblem(name);
  return problem === null ? { name } : { problem };
}

/** Ask for the Options; the settings as changed on OK, null on Cancel. */
export function thirtyOneOptions(settings: ThirtyOneSettings, host?: DialogHost): Promise<ThirtyOneSettings | null> {
  const where = dialogHost(host);
  const t = theme(LOOK);
  const variation = new RadioGroup(VARIATION_OPTIONS, settings.variation, LOOK);
  const speed = new RadioGroup(SPEED_OPTIONS, settings.speed, LOOK);

  const names = [...settings.names];
  const nameList = new ListBox(names, {
    look: LOOK,
    width: NAMES_WIDTH,
    rows: names.length,
    label: plainLabel(NAMES_LABEL).replace(/:$/, ''),
    accelerator: acceleratorOf(NAMES_LABEL),
    onActivate: (i) => void rename(i),
  });
  const change = new Button('&Change...', { look: LOOK, onActivate: () => void rename(nameList.selected) });
  const rename = async (index: number): Promise<void> => {
    const before = names[index];
    if (before === undefined) return;
    const typed = await askName(index, before, where);
    if (typed === null) return;
    names[index] = typed;
    nameList.setItems(names);
  };

  const preview = new PictureWell(backTexture(settings.back), CARD_WIDTH, CARD_HEIGHT, LOOK);
  const backList = new ListBox(BACK_NAMES, {
    look: LOOK,
    width: 110,
    rows: BACK_NAMES.length,
    selected: settings.back,
    label: plainLabel(BACK_LABEL).replace(/:$/, ''),
    accelerator: acceleratorOf(BACK_LABEL),
    onSelect: (i) => {
      preview.picture = backTexture(i);
    },
  });

  const label = (text: string) => new Label(text, { accelerator: true, font: t.font, colour: t.text });
  const namesRow = row([nameList, change], t.gap);
  // The group boxes as wide as the names under them, so the column's edges line up.
  const left = column(
    [new GroupBox('Variation', variation, LOOK, namesRow.layoutWidth), new GroupBox('Animation speed', speed, LOOK, namesRow.layoutWidth), column([label(NAMES_LABEL), namesRow], 2)],
    t.gap,
  );
  const right = column([label(BACK_LABEL), row([backList, preview], t.gap)], 2);
  const body = row([left, right], 2 * t.gap);

  const dialog = new Dialog<ThirtyOneSettings | null>(TITLE, LOOK, {
    body: [body],
    controls: [...variation.buttons, ...speed.buttons, nameList, change, backList],
    buttons: [
      { id: 'ok', label: 'OK' },
      { id: 'cancel', label: 'Cancel' },
    ],
    answer: (id) =>
      id === 'ok'
        ? {
            ...settings,
            variation: pick(variation.value, VARIATION_OPTIONS, settings.variation),
            speed: pick(speed.value, SPEED_OPTIONS, settings.speed),
            back: backList.selected >= 0 ? backList.selected : settings.back,
            names: [...names],
          }
        : null,
    cancel: () => null,
  });
  return dialog.open(where).result;
}

/** The value of `options` that `value` names, else `fallback`. */
function pick<T extends string>(value: string, options: readonly { value: T }[], fallback: T): T {
  return options.find((o) => o.value === value)?.value ?? fallback;
}

/** A new name for opponent `index`, asked until it is a good one; null when given up. */
async function askName(index: number, current: string, host: DialogHost): Promise<string | null> {
  const title = `Opponent ${index + 1}`;
  let typed = current;
  for (;;) {
    const answer = await textEntry(title, namePrompt('Name', OPPONENT_NAME_MAX), { look: LOOK, host, initial: typed, maxLength: OPPONENT_NAME_MAX });
    if (answer === null) return null;
    const checked = opponentName(answer);
    if ('name' in checked) return checked.name;
    await messageBox(title, checked.problem, undefined, { look: LOOK, host });
    typed = answer;
  }
}
