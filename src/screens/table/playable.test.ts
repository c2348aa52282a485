import { describe, expect, it } from 'vitest';
import { court } from '../../engine/court';
import { hearts } from '../../engine/hearts';
import { playableCards } from './playable';

describe('the cards a person may play', () => {
  it('are the legal plays on their turn, in Hearts and in the Court', () => {
    let h = hearts.setup({ seed: 3, options: { ...hearts.setup({ seed: 3 }).options, noPassing: true } });
    const seat = hearts.toAct(h) ?? 0;
    const legal = hearts.legal(h);
    expect(playableCards({ view: hearts.view(h, seat), legal })).toEqual(legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
    expect(playableCards({ view: hearts.view(h, seat), legal }).length).toBeGreaterThan(0);
    h = hearts.setup({ seed: 3 });
    // Passing is not playing: nothing stands proud.
    expect(playableCards({ view: hearts.view(h, 0), legal: hearts.legal(h) })).toEqual([]);
    const c = court.setup({ seed: 1 });
    expect(playableCards({ view: court.view(c, 0), legal: court.legal(c) })).toEqual([]);
  });

  it('are none when nothing is asked', () => {
    expect(playableCards(null)).toEqual([]);
  });
});
