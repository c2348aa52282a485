// Chinese Patience's replay in Node, through the whole kiosk
// (test-kiosk.ts): a finished game plays back on the Spectrum table from its
// seed, Enter to step, R to run, Esc to leave, and ends as the game did.

import { describe, expect, it } from 'vitest';
import type { PatienceAction } from '../../engine/patience';
import type { PatienceSnapshot } from './patience-snapshot';
import { TestKiosk } from '../shell/test-kiosk';
import { choose } from '../../engine/patience/ai';
import { createRng } from '../../engine/rng';

const patience = (kiosk: TestKiosk) => kiosk.snapshot<PatienceSnapshot>();

/** The original keys for `action`: T, Z, M from to, M P from to. */
function keys(action: PatienceAction): string {
  if (action.type === 'twist') return 'T';
  if (action.type === 'finish') return 'Z';
  return `M${action.type === 'move-pile' ? 'P' : ''}${action.from}${action.to}`;
}

/** Play the game out on the keys, each move the one a steady player (the intermediate's habits) makes. */
async function playOut(kiosk: TestKiosk): Promise<PatienceSnapshot> {
  const rng = createRng(1);
  const table = () => JSON.stringify([patience(kiosk).view?.piles, patience(kiosk).view?.stock, patience(kiosk).view?.turn, patience(kiosk).toAct]);
  for (let n = 0; n < 3000; n++) {
    await kiosk.until(() => {
      const s = patience(kiosk);
      return s.mode === 'play' && (s.outcome !== null || (s.toAct === 0 && !s.busy && s.legal.length > 0));
    }, 3000);
    const s = patience(kiosk);
    if (s.outcome !== null) return s;
    const before = table();
    await kiosk.type(keys(choose(s.view!, s.legal, 'intermediate', rng)));
    await kiosk.until(() => table() !== before);
  }
  throw new Error('The game went on too long');
}

describe('Chinese Patience: the replay', () => {
  it('keys: a finished game plays back on the Spectrum table, R to run, Esc to leave', async () => {
    const kiosk = await TestKiosk.open({ seed: 44 });
    kiosk.shell.show('title');
    await kiosk.press('confirm');
    await kiosk.untilScreen('select');
    await kiosk.focus('patience');
    await kiosk.press('confirm');
    await kiosk.untilScreen('patience');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('1');
    const end = await playOut(kiosk);
    expect(end.outcome).not.toBeNull();
    expect(end.status).toContain(`SEED ${end.seed}`);
    await kiosk.type('R');
    await kiosk.until(() => patience(kiosk).replay?.position === 0);
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).replay?.position === 1);
    await kiosk.type('R');
    const length = patience(kiosk).replay?.length ?? -1;
    await kiosk.until(() => patience(kiosk).replay?.position === length);
    await kiosk.until(() => patience(kiosk).message?.text.startsWith('THE REPLAY ENDS AS THE GAME DID') === true);
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).replay === null);
    expect(patience(kiosk).outcome).toEqual(end.outcome);
  });
});
