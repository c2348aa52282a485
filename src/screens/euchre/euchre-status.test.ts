import { describe, expect, it } from 'vitest';
import { SUIT_NAMES, suitOf } from '../../engine/cards';
import { type EuchreAction, type EuchreState, euchre } from '../../engine/euchre';
import { fitLine, lineWidth } from '../../renderer/widgets/fit-line';
import { clientWidth } from '../../renderer/widgets/frame-metrics';
import { statusWidth } from '../table/status-bar';
import { euchreStatus } from './euchre-status';
import { seatNames } from './euchre-texts';

// The longest name a player may type: the status line must still fit.
const names = seatNames('MMMMMMMMMMMM');

function playUntil(state: EuchreState, done: (s: EuchreState) => boolean, pick: (legal: EuchreAction[]) => EuchreAction = (l) => l[0]!): EuchreState {
  let s = state;
  for (let i = 0; i < 200 && !done(s) && euchre.toAct(s) !== null; i++) s = euchre.apply(s, pick(euchre.legal(s))).state;
  return s;
}

const status = (state: EuchreState, device: 'keyboard' | 'gamepad' = 'keyboard', handResult: string | null = null) =>
  euchreStatus({ view: euchre.view(state, 0), names, handResult, device, pending: false });

describe("the Euchre table's status line", () => {
  it('asks the player to order up, pick up, or name a suit, naming the turned card', () => {
    const dealt = euchre.setup({ seed: 3 });
    const mine = playUntil(dealt, (s) => euchre.toAct(s) === 0, (l) => l.find((a) => a.type === 'pass')!);
    const up = mine.upcard!;
    const verb = mine.dealer === 0 ? 'Pick it up' : 'Order it up';
    expect(status(mine)[0]).toContain(verb);
    expect(status(mine)[0]).toContain(`the ${up[0] === 'J' ? 'jack' : ''}`.trim());
    const round2 = playUntil(dealt, (s) => s.phase === 'call' && euchre.toAct(s) === 0, (l) => l.find((a) => a.type === 'pass')!);
    expect(status(round2)[0]).toMatch(/was turned down\. Name another suit for trump, or pass\./);
  });

  it('tells a stuck dealer there is no passing', () => {
    const dealt = euchre.setup({ seed: 3, options: { stickTheDealer: true } });
    // Everyone always passes: the stuck dealer names trump, and in the third hand the player deals.
    const stuck = playUntil(dealt, (s) => s.phase === 'call' && euchre.toAct(s) === 0 && s.dealer === 0, (l) => l.find((a) => a.type === 'pass') ?? l[0]!);
    expect([stuck.handNumber, stuck.dealer, stuck.phase]).toEqual([3, 0, 'call']);
    expect(status(stuck)[0]).toMatch(/You are the dealer: you must name trump\./);
  });

  it("names the pad's buttons on a pad, and the hand's result while it is shown", () => {
    const mine = playUntil(euchre.setup({ seed: 3 }), (s) => euchre.toAct(s) === 0, (l) => l.find((a) => a.type === 'pass')!);
    expect(status(mine, 'gamepad')[0]).toMatch(/Up Bid {2}A Choose$/);
    expect(status(mine, 'keyboard')[0]).not.toMatch(/A Choose/);
    expect(status(mine, 'gamepad', 'Walt made Hearts and took 3 tricks: 1 point to Hank and Walt.')).toEqual([
      'Walt made Hearts and took 3 tricks: 1 point to Hank and Walt.',
      'The hand is over.',
    ]);
  });

  it('has a shortest wording that fits the line in every situation of whole games', () => {
    const width = statusWidth(clientWidth('win31'));
    let checked = 0;
    for (const seed of [1, 2, 3, 4]) {
      let s = euchre.setup({ seed });
      for (let i = 0; i < 400 && euchre.toAct(s) !== null; i++) {
        for (const device of ['keyboard', 'gamepad'] as const) {
          const forms = status(s, device);
          const shortest = forms.at(-1)!;
          expect(lineWidth(shortest), shortest).toBeLessThanOrEqual(width);
          expect(forms).toContain(fitLine(forms, width));
          checked++;
        }
        const legal = euchre.legal(s);
        s = euchre.apply(s, legal[(i * 7) % legal.length]!).state;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('names the suit turned down in the second round on every device, whoever is to bid', () => {
    const width = statusWidth(clientWidth('win31'));
    const pass = (l: EuchreAction[]) => l.find((a) => a.type === 'pass') ?? l[0]!;
    for (const seed of [3, 4, 5, 6]) {
      for (const options of [{}, { stickTheDealer: true }]) {
        let s = playUntil(euchre.setup({ seed, options }), (t) => t.phase === 'call', pass);
        for (let bid = 0; bid < 4 && s.phase === 'call'; bid++) {
          const suit = SUIT_NAMES[suitOf(s.turnedDown!)];
          for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
            const shown = fitLine(euchreStatus({ view: euchre.view(s, 0), names, handResult: null, device, pending: true }), width);
            expect(shown.toLowerCase(), `${device}, ${euchre.toAct(s)} to bid`).toContain(suit.toLowerCase());
          }
          s = euchre.apply(s, pass(euchre.legal(s))).state;
        }
      }
    }
  });

  it('says a pad was pulled out, beside what is going on, in a line that always fits', () => {
    const width = statusWidth(clientWidth('win31'));
    let s = euchre.setup({ seed: 3 });
    for (let i = 0; i < 60 && euchre.toAct(s) !== null; i++) {
      const forms = euchreStatus({ view: euchre.view(s, 0), names, handResult: null, device: 'keyboard', pending: true, unplugged: true });
      const shown = fitLine(forms, width);
      expect(shown).toMatch(/unplugged/i);
      expect(lineWidth(forms.at(-1)!)).toBeLessThanOrEqual(width);
      // The state of play is still said.
      const states = euchreStatus({ view: euchre.view(s, 0), names, handResult: null, device: 'keyboard', pending: true });
      expect(states.some((state) => shown.startsWith(state)), shown).toBe(true);
      s = euchre.apply(s, euchre.legal(s)[0]!).state;
    }
  });

  it('speaks of you in the middle of a sentence as "you": your partner gives you the Pass Best card', () => {
    let s = playUntil(euchre.setup({ seed: 3 }), (t) => euchre.toAct(t) === 0, (l) => l.find((a) => a.type === 'pass')!);
    s = euchre.apply(s, euchre.legal(s).find((a) => a.type !== 'pass' && 'alone' in a && a.alone)!).state;
    s = playUntil(s, (t) => t.phase === 'give');
    expect(status(s)[0]).toBe('Jenny gives you a card.');
  });
});
