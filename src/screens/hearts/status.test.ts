import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, cardName } from '../../engine/cards';
import { type HeartsView, type PassDirection, hearts } from '../../engine/hearts';
import type { Device } from '../../input/commands';
import { fitLine, lineWidth } from '../../renderer/widgets/fit-line';
import { clientWidth } from '../../renderer/widgets/frame-metrics';
import { statusWidth } from '../table/status-bar';
import { type StatusScene, statusForms } from './status';
import { seatNames } from './texts';

/** The Hearts table's status line, as wide as the window's client area allows. */
const WIDTH = statusWidth(clientWidth('win31'));
const base = hearts.view(hearts.setup({ seed: 3 }), 0);
/** The longest name a player can type, in the widest letter. */
const names = seatNames('W'.repeat(12));
const widest = [...FULL_DECK].sort((a, b) => lineWidth(cardName(b)) - lineWidth(cardName(a))).slice(0, 3);

const DIRECTIONS: PassDirection[] = ['left', 'right', 'across', 'keeper'];
const DEVICES: Device[] = ['keyboard', 'gamepad', 'pointer'];
const SEATS = [0, 1, 2, 3];

/** Every situation the status line can describe, with the longest words each can hold. */
function* everyScene(): Generator<StatusScene> {
  for (const device of DEVICES) {
    for (const rulesPending of [false, true]) {
      const scene = (view: Partial<HeartsView>, more: Partial<StatusScene> = {}): StatusScene => ({
        view: { ...base, ...view },
        names,
        chosen: 0,
        waitingForOk: false,
        handEnded: null,
        legal: [],
        device,
        rulesPending,
        ...more,
      });
      yield scene({ phase: 'over', toAct: null });
      yield scene({ handNumber: 99 }, { handEnded: 98 });
      for (const passDirection of DIRECTIONS) {
        for (const passFrom of [1, 2, 3]) yield scene({ phase: 'play', passDirection, passFrom, received: widest }, { waitingForOk: true });
        for (const chosen of [0, 1, 2, 3]) yield scene({ phase: 'pass', passDirection, toAct: 0 }, { chosen });
        yield scene({ phase: 'pass', passDirection, toAct: 1 });
        for (const trickNumber of [1, 2, 13]) {
          for (const heartsBroken of [false, true]) {
            for (const lastTrick of [null, { plays: [], winner: 1 }]) {
              for (const toAct of [...SEATS, null]) {
                for (const leader of SEATS) {
                  const play = { phase: 'play' as const, passDirection, trickNumber, heartsBroken, lastTrick, toAct, leader };
                  const legals: Card[][] = toAct === 0 ? [['2C'], ['3C', '9C'], ['QD'], ['2D', 'QS', 'AH']] : [[]];
                  for (const legal of legals) {
                    yield scene({ ...play, table: [] }, { legal });
                    yield scene({ ...play, table: [{ seat: leader, card: 'KD' }] }, { legal });
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

describe('the Hearts status line', () => {
  it('always fits the line, in the real font, for every text the game can produce', () => {
    let scenes = 0;
    for (const scene of everyScene()) {
      const forms = statusForms(scene);
      const shown = fitLine(forms, WIDTH);
      expect(lineWidth(shown), `"${shown}" of ${JSON.stringify(forms)}`).toBeLessThanOrEqual(WIDTH);
      scenes++;
    }
    expect(scenes).toBeGreaterThan(2000);
  });

  it('says it all when there is room', () => {
    const scene: StatusScene = { view: { ...base, phase: 'play', passFrom: 3, received: ['2C', 'QS', 'AH'] }, names, chosen: 0, waitingForOk: true, handEnded: null, legal: [], device: 'keyboard', rulesPending: false };
    expect(fitLine(statusForms(scene), WIDTH)).toBe('You received Two of Clubs, Queen of Spades, Ace of Hearts from Clara. Press OK to play.');
    // The pass across with the rules note and a pad's prompt: the line that once ran off the end.
    const across: StatusScene = { ...scene, view: { ...scene.view, passFrom: 2, received: widest }, device: 'gamepad', rulesPending: true };
    const line = fitLine(statusForms(across), WIDTH);
    expect(line).toMatch(/^Barnaby passed you the raised cards\. Press OK to play\. New rules next game\.  A OK$/);
  });

  it('announces a hand without a pass, and names the two of clubs when it is the only lead', () => {
    const keeper = { ...base, phase: 'play' as const, passDirection: 'keeper' as const, trickNumber: 1, toAct: 0, table: [] };
    const scene: StatusScene = { view: keeper, names, chosen: 0, waitingForOk: false, handEnded: null, legal: ['2C'], device: 'keyboard', rulesPending: false };
    expect(statusForms(scene)[0]).toBe('No passing this hand. Your lead: the two of clubs.');
    expect(statusForms({ ...scene, legal: ['3C', '8C'] })[0]).toBe('No passing this hand. Your lead: open with a club.');
    expect(statusForms({ ...scene, view: { ...keeper, toAct: 2, leader: 2 } })[0]).toBe('No passing this hand. Barnaby leads.');
    expect(statusForms({ ...scene, view: { ...keeper, trickNumber: 2 } })[0]).toBe('Your lead: the two of clubs.'.replace(': the two of clubs', ''));
  });

  it('shows a pad player the buttons to press', () => {
    const view = { ...base, phase: 'play' as const, trickNumber: 4, toAct: 0, leader: 1, table: [{ seat: 1, card: 'KD' as Card }], lastTrick: { plays: [], winner: 2 } };
    const scene: StatusScene = { view, names, chosen: 0, waitingForOk: false, handEnded: null, legal: ['QD'], device: 'gamepad', rulesPending: false };
    expect(statusForms(scene)[0]).toBe('Your turn. Ada led.  A Play  X Last trick');
    expect(statusForms({ ...scene, device: 'keyboard' })[0]).toBe('Your turn. Ada led.');
  });
});

describe('the status line through a game', () => {
  it('tells the player what to do as the game goes', () => {
    const scene = (view: HeartsView, more: Partial<StatusScene> = {}): string =>
      statusForms({ view, names, chosen: 0, waitingForOk: false, handEnded: null, legal: [], device: 'keyboard', rulesPending: false, ...more })[0] ?? '';
    let state = hearts.setup({ seed: 1 });
    expect(scene(hearts.view(state, 0))).toBe('Choose three cards to pass to the left (0 chosen).');
    state = hearts.apply(state, { type: 'pass', cards: state.hands[0]!.slice(0, 3) }).state;
    expect(scene(hearts.view(state, 0))).toBe('Waiting for the others to pass...');
    for (let seat = 1; seat < 4; seat++) state = hearts.apply(state, { type: 'pass', cards: state.hands[seat]!.slice(0, 3) }).state;
    expect(scene(hearts.view(state, 0), { waitingForOk: true })).toMatch(/^You received .* from Clara\. Press OK to play\.$/);
    const leader = hearts.toAct(state)!;
    const legal = hearts.legal(state).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    const line = scene(hearts.view(state, 0), { legal: leader === 0 ? legal : [] });
    expect(line).toBe(leader === 0 ? 'Your lead: open with a club.' : `${names[leader]} leads.`);
  });
});
