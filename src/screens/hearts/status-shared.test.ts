import { describe, expect, it } from 'vitest';
import { FULL_DECK, cardName } from '../../engine/cards';
import { type HeartsView, hearts } from '../../engine/hearts';
import type { Device } from '../../input/commands';
import { fitLine, lineWidth } from '../../renderer/widgets/fit-line';
import { clientWidth } from '../../renderer/widgets/frame-metrics';
import { statusWidth } from '../table/status-bar';
import { type StatusScene, statusForms } from './status';

const WIDTH = statusWidth(clientWidth('win31'));
/** Four people with the longest names, in the widest letter. */
const names = ['W', 'M', 'Q', 'O'].map((letter) => letter.repeat(12));
const widest = [...FULL_DECK].sort((a, b) => lineWidth(cardName(b)) - lineWidth(cardName(a))).slice(0, 3);
const base = hearts.view(hearts.setup({ seed: 3 }), 2);

function scene(view: Partial<HeartsView>, more: Partial<StatusScene> = {}): StatusScene {
  return { view: { ...base, ...view }, names, chosen: 0, waitingForOk: false, handEnded: null, legal: [], device: 'keyboard', rulesPending: false, shared: { covered: false }, ...more };
}

describe('the Hearts status line with several people at the screen', () => {
  it('names the person at the bottom, never "You", and under the cover says only whose turn it is', () => {
    const ann = ['ANNE', 'Ada', 'BOB', 'Barnaby'];
    const first = (s: StatusScene) => statusForms({ ...s, names: ann })[0];
    expect(first(scene({ phase: 'pass', toAct: 2 }, { chosen: 1 }))).toBe('BOB, choose three cards to pass to the left (1 chosen).');
    expect(first(scene({ phase: 'pass', toAct: 2 }, { shared: { covered: true } }))).toBe('Pass to BOB: BOB passes three cards to the left next.');
    expect(first(scene({ phase: 'play', toAct: 2, leader: 1, table: [{ seat: 1, card: 'KD' }] }))).toBe('BOB, your turn. Ada led.');
    expect(first(scene({ phase: 'play', toAct: 2, table: [] }, { shared: { covered: true } }))).toBe('Pass to BOB: BOB leads next.');
    expect(first(scene({ phase: 'play', toAct: 0, leader: 2, table: [{ seat: 2, card: 'KD' }] }))).toBe('ANNE to play. BOB led.');
    expect(first(scene({ phase: 'play', passFrom: 1, received: ['2C', 'QS', 'AH'] }, { waitingForOk: true }))).toBe('BOB, you received Two of Clubs, Queen of Spades, Ace of Hearts from Ada. Press OK to play.');
    expect(first(scene({ phase: 'play', passFrom: 1, received: ['2C', 'QS', 'AH'] }, { waitingForOk: true, shared: { covered: true } }))).toBe('Pass to BOB: BOB sees the cards passed next.');
    const keeper = scene({ phase: 'play', passDirection: 'keeper', trickNumber: 1, toAct: 2, table: [] }, { legal: ['2C'] });
    expect(first(keeper)).toBe('No passing this hand. BOB, your lead: the two of clubs.');
    // Under the cover, nothing of the hand: not even the two of clubs it must lead.
    expect(first({ ...keeper, shared: { covered: true } })).toBe('Pass to BOB: BOB leads next.');
    expect(statusForms({ ...scene({ phase: 'pass', toAct: 2 }, { shared: { covered: true }, device: 'gamepad' }), names: ann })[0]).toMatch(/  A Show cards$/);
  });

  it('always fits the line, with the longest names', () => {
    const devices: Device[] = ['keyboard', 'gamepad'];
    for (const device of devices) {
      for (const covered of [false, true]) {
        for (const more of [{}, { rulesPending: true }]) {
          const scenes = [
            scene({ phase: 'pass', toAct: 2, passDirection: 'across' }, { chosen: 3 }),
            scene({ phase: 'play', passFrom: 1, received: widest }, { waitingForOk: true }),
            scene({ phase: 'play', toAct: 2, leader: 1, trickNumber: 1, heartsBroken: true, passDirection: 'keeper', table: [{ seat: 1, card: 'KD' }] }, { legal: ['QD'] }),
            scene({ phase: 'play', toAct: 2, trickNumber: 1, passDirection: 'keeper', table: [] }, { legal: ['2C'] }),
            scene({ phase: 'play', toAct: 0, leader: 3, heartsBroken: true, table: [{ seat: 3, card: 'KD' }] }),
          ];
          for (const s of scenes) {
            const forms = statusForms({ ...s, device, shared: { covered }, ...more });
            expect(lineWidth(fitLine(forms, WIDTH)), JSON.stringify(forms)).toBeLessThanOrEqual(WIDTH);
          }
        }
      }
    }
  });
});
