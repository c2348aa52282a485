// The operator's errands that ask questions or move files: a new PIN, the
// game server's address, and export, import and reset of the records. Each ends with a message box in
// plain words, so whoever looks after the cabinet knows what happened, and
// returns those words (null when the operator backed out) for the snapshot.

import { confirmBox, messageBox, textEntry } from '../../renderer/widgets';
import { addressProblem, keptAddress } from '../../store/address';
import type { KioskOptions } from '../../store/schemas';
import type { Shell } from '../shell-contract';
import { downloadText, pickTextFile } from './files';
import { PIN_LENGTH, STORAGE_LOST, importSummary, pinProblem } from './operator-settings';

/** Tell the operator `text` in a message box titled `title`; resolves to the text once read. */
async function report(title: string, text: string): Promise<string> {
  await messageBox(title, text);
  return text;
}

export async function changePin(shell: Shell): Promise<string | null> {
  const pin = await textEntry('Change PIN', `Type the new ${PIN_LENGTH}-digit PIN:`, { allowed: '0123456789', maxLength: PIN_LENGTH });
  if (pin === null) return null;
  const problem = pinProblem(pin);
  if (problem) {
    shell.sfx.play('error');
    return report('Change PIN', `${problem} The PIN was not changed.`);
  }
  await shell.records.setPin(pin);
  return report('Change PIN', 'The new PIN is in use from now on.');
}

/** The game server for network play: blank for the one that served the kiosk. */
export async function chooseGameServer(shell: Shell, change: (patch: Partial<KioskOptions>) => Promise<void>): Promise<string | null> {
  const typed = await textEntry('Game Server', 'Address (http://host:port), or blank for this kiosk\'s own:', { initial: shell.records.options().gameServer, maxLength: 60 });
  if (typed === null) return null;
  const problem = addressProblem(typed);
  if (problem) {
    shell.sfx.play('error');
    return report('Game Server', `${problem} The game server was not changed.`);
  }
  const address = keptAddress(typed);
  await change({ gameServer: address });
  return report('Game Server', address === '' ? 'Network games are played on the server this kiosk came from.' : `Network games are played on ${address}.`);
}

export async function exportRecords(shell: Shell): Promise<string> {
  const json = await shell.records.exportAll();
  const name = `parlour-records-${localDate(new Date())}.json`;
  downloadText(name, json, 'application/json');
  return report('Export records', `The records were saved as ${name} in the browser's downloads.`);
}

export async function importRecords(shell: Shell): Promise<string | null> {
  // Browsers open a file picker only straight after a key press, click or touch;
  // a gamepad button does not count, so say what to do instead of doing nothing.
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  if (activation && !activation.isActive) {
    return report('Import records', 'The browser opens its file picker only from a keyboard or a mouse. Press Import records with one of those.');
  }
  const file = await pickTextFile('.json,application/json');
  if (file === null) return null;
  let summary: string;
  const wasStored = shell.records.persistent;
  try {
    const result = await shell.records.importAll(file.text);
    summary = importSummary(result, file.name);
    if (result.imported === 0) shell.sfx.play('error');
  } catch (error) {
    console.error(error);
    shell.sfx.play('error');
    summary = `${file.name} could not be imported.`;
  }
  // Only say nothing was lost when it is true: storage that gave up during the import keeps nothing from now on.
  if (wasStored && !shell.records.persistent) {
    shell.sfx.play('error');
    summary = `${summary}\n${STORAGE_LOST}`;
  } else if (!summary.includes('nothing was lost') && !summary.includes('imported from')) {
    summary = `${summary} The records on this kiosk are as they were; nothing was lost.`;
  }
  // An imported file may carry options of its own.
  shell.applyOptions(shell.records.options());
  return report('Import records', summary);
}

export async function resetRecords(shell: Shell): Promise<string | null> {
  const sure = await confirmBox('Reset records', 'Delete every profile, statistic and high score? The settings on this screen are kept.');
  if (!sure) return null;
  await shell.records.reset();
  // Reset keeps the options today; applying them again costs nothing if that ever changes.
  shell.applyOptions(shell.records.options());
  return report('Reset records', 'Every profile, statistic and high score was deleted.');
}

/** YYYY-MM-DD in the kiosk's own time zone: the day the operator sees on the calendar. */
function localDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
