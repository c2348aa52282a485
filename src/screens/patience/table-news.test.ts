import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { MESSAGE_LINES } from './board-layout';
import { endNews, eventNews } from './table-news';
import { wrap } from './wrap';

describe('the news of the table', () => {
  it('beeps for cards, higher onto the ace piles, and says when a deck is made again', () => {
    expect(eventNews({ type: 'twist', seat: 0, card: '5H' })).toEqual({ sound: 'beep' });
    expect(eventNews({ type: 'move', seat: 1, from: 0, to: 3, card: '2S' }).sound).toBe('beep-high');
    expect(eventNews({ type: 'move-pile', seat: 0, from: 8, to: 6, cards: ['9C', '8D'] }).sound).toBe('beep');
    expect(eventNews({ type: 'turn-over', seat: 0 }).message?.text).toBe('YOUR PILE 0 IS YOUR NEW DECK');
    expect(eventNews({ type: 'turn-over', seat: 1 }).message?.text).toBe('MY PILE IS MY NEW DECK');
    expect(eventNews({ type: 'finish', seat: 0 })).toEqual({});
  });

  it('ends a game won, lost or drawn with its points', () => {
    expect(endNews({ scores: [13, 0], winners: [0], draw: false })).toEqual({ result: 'won', points: [13, 0], message: { text: 'YOU WIN 13 POINTS!', error: false }, sound: 'win' });
    expect(endNews({ scores: [0, 7], winners: [1], draw: false })).toMatchObject({ result: 'lost', message: { text: 'I WIN 7 POINTS' }, sound: 'lose' });
    expect(endNews({ scores: [0, 0], winners: [], draw: true })).toMatchObject({ result: 'drawn', sound: 'beep' });
  });

  it('explains a blocked ending: stuck for fifty turns each, the fewer cards winning, in two message rows', () => {
    const won = endNews({ scores: [3, 0], winners: [0], draw: false }, true).message.text;
    expect(won).toBe('STUCK FOR 50 TURNS EACH. YOU HOLD FEWER: YOU WIN 3 POINTS!');
    expect(endNews({ scores: [0, 12], winners: [1], draw: false }, true).message.text).toBe('STUCK FOR 50 TURNS EACH. I HOLD FEWER: I WIN 12 POINTS');
    const drawn = endNews({ scores: [0, 0], winners: [], draw: true }, true).message.text;
    expect(drawn).toBe('STUCK FOR 50 TURNS EACH. WE HOLD THE SAME: A DRAW');
    for (const text of [won, drawn, endNews({ scores: [0, 44], winners: [1], draw: false }, true).message.text]) expect(wrap(text, COLUMNS - 1, 9).length).toBeLessThanOrEqual(MESSAGE_LINES);
  });
});
