import { describe, expect, it } from 'vitest';
import type { EuchreEvent } from '../../engine/euchre';
import { euchre } from '../../engine/euchre';
import { FONTS, layoutText } from '../../renderer/font';
import { HOW_TO_PLAY, gameOverLine, handLine, handSummary, lastTrickWords, seatNames, talkOf, teamName } from './euchre-texts';

type HandEvent = Extract<EuchreEvent, { type: 'hand' }>;
const hand = (over: Partial<HandEvent>): HandEvent => ({
  type: 'hand',
  handNumber: 1,
  maker: 3,
  makers: 1,
  alone: false,
  tricks: 3,
  euchred: false,
  march: false,
  points: [0, 1],
  scores: [0, 1],
  ...over,
});

const names = seatNames('Ann');

/** The words with their no-break spaces as plain ones, to compare. */
const plain = (text: string) => text.replaceAll('\u00A0', ' ');

/** `text` as it is broken into lines `width` pixels wide in the dialogs' font. */
function linesOf(text: string, width: number): string[] {
  const rows = new Map<number, string>();
  for (const { y, glyph } of layoutText(FONTS.system, text, { wrap: width }).placements) rows.set(y, (rows.get(y) ?? '') + glyph.char);
  return [...rows.values()].map((line) => line.trim());
}

describe('the words of the Euchre table', () => {
  it('names the teams with the player first', () => {
    expect(teamName(0, names)).toBe('You and Jenny');
    expect(teamName(1, names)).toBe('Hank and Walt');
  });

  it("says each bid as the computer players say it", () => {
    expect(talkOf({ type: 'pass', seat: 1, round: 1 })).toEqual({ seat: 1, words: 'Pass' });
    expect(talkOf({ type: 'make', seat: 2, bid: 'order-up', suit: 'H', alone: false })?.words).toBe('Pick it up.');
    expect(talkOf({ type: 'make', seat: 3, bid: 'pick-up', suit: 'H', alone: true })?.words).toBe("I'll pick it up. I'll go alone!");
    expect(talkOf({ type: 'make', seat: 1, bid: 'call', suit: 'S', alone: false })?.words).toBe('Spades.');
    expect(talkOf({ type: 'play', seat: 1, card: 'AS' })).toBeNull();
  });

  it('has a defender call out a euchre, never the player', () => {
    expect(talkOf(hand({ maker: 3, euchred: true, tricks: 2, points: [2, 0] }))).toEqual({ seat: 2, words: 'Euchred!' });
    expect(talkOf(hand({ maker: 0, makers: 0, euchred: true, tricks: 1, points: [0, 2] }))).toEqual({ seat: 1, words: 'Euchred!' });
    expect(talkOf(hand({ maker: 1, euchred: false }))).toBeNull();
  });

  it('tells how a hand was scored', () => {
    expect(plain(handLine(hand({}), 'H', names))).toBe('Walt made Hearts and took 3 tricks: 1 point to Hank and Walt.');
    expect(plain(handLine(hand({ maker: 0, makers: 0, tricks: 1, euchred: true, points: [0, 2] }), 'C', names))).toBe(
      'You made Clubs and took 1 trick: euchred! 2 points to Hank and Walt.',
    );
    expect(plain(handLine(hand({ maker: 2, makers: 0, tricks: 5, alone: true, march: true, points: [4, 0] }), 'S', names))).toBe(
      'Jenny made Spades alone and took 5 tricks: 4 points to you and Jenny.',
    );
  });

  it('names the winners with the score', () => {
    expect(plain(gameOverLine([10, 7, 10, 7], [0, 2], names))).toBe('You and Jenny won, 10 to 7.');
    expect(plain(gameOverLine([6, 11, 6, 11], [1, 3], names))).toBe('Hank and Walt won, 11 to 6.');
  });

  it('says who took the last trick and the tricks each side has', () => {
    let state = euchre.setup({ seed: 3 });
    expect(lastTrickWords(euchre.view(state, 0), names).caption).toBe('No trick has been taken yet this hand.');
    while (state.lastTrick === null) state = euchre.apply(state, euchre.legal(state)[0]!).state;
    const view = euchre.view(state, 0);
    const words = lastTrickWords(view, names);
    expect(words.caption).toBe(`${view.lastTrick!.winner === 0 ? 'You' : names[view.lastTrick!.winner]} took the last trick.`);
    expect(plain(words.after)).toBe(`Tricks this hand: you and Jenny ${view.tricksWon[0]}, Hank and Walt ${view.tricksWon[1]}.`);
  });

  it("sums a hand up in a small box: the makers, each side's tricks, the points and why, and the score", () => {
    const summary = (...args: Parameters<typeof handSummary>) => {
      const { title, lines } = handSummary(...args);
      return { title, lines: lines.map(plain) };
    };
    expect(summary(hand({ scores: [3, 5] }), 'H', names)).toEqual({
      title: 'Hand 1',
      lines: ['Walt made Hearts.', 'Tricks: Hank and Walt 3, you and Jenny 2.', '1 point to Hank and Walt.', 'Score: you and Jenny 3, Hank and Walt 5.'],
    });
    expect(summary(hand({ handNumber: 4, maker: 0, makers: 0, tricks: 2, euchred: true, points: [0, 2], scores: [6, 7] }), 'C', names).lines).toEqual([
      'You made Clubs.',
      'Tricks: you and Jenny 2, Hank and Walt 3.',
      'Euchred! 2 points to Hank and Walt.',
      'Score: you and Jenny 6, Hank and Walt 7.',
    ]);
    expect(summary(hand({ maker: 2, makers: 0, tricks: 5, alone: true, march: true, points: [4, 0], scores: [10, 5] }), 'S', names).lines.slice(0, 3)).toEqual([
      'Jenny made Spades alone.',
      'Tricks: you and Jenny 5, Hank and Walt 0.',
      'A march alone! 4 points to you and Jenny.',
    ]);
    expect(summary(hand({ tricks: 5, march: true, points: [0, 2] }), 'D', names).lines[2]).toBe('A march! 2 points to Hank and Walt.');
    expect(summary(hand({ alone: true, tricks: 4, points: [0, 1] }), 'D', names).lines[2]).toBe('1 point to Hank and Walt.');
  });

  it('explains going alone, Pass Best and stick the dealer in How to Play', () => {
    const help = HOW_TO_PLAY.join('\n');
    expect(help).toMatch(/go alone/i);
    expect(help).toMatch(/sits the hand out/);
    expect(help).toMatch(/Pass Best/);
    expect(help).toMatch(/Stick the dealer/);
    expect(help).toMatch(/must name a suit/);
    expect(HOW_TO_PLAY.length).toBeGreaterThan(1);
  });

  it('never breaks a line between a number and what binds to it, at any width', () => {
    const long = seatNames('MMMMMMMMMMMM');
    const texts = [
      `The game is over. ${gameOverLine([10, 8, 10, 8], [0, 2], long)}`,
      `The game is over. ${gameOverLine([4, 10, 4, 10], [1, 3], long)}`,
      handLine(hand({ maker: 0, makers: 0, tricks: 1, euchred: true, points: [0, 2] }), 'D', long),
      ...handSummary(hand({ maker: 0, makers: 0, tricks: 3, points: [1, 0], scores: [10, 8] }), 'D', long).lines,
      lastTrickWords({ ...euchre.view(euchre.setup({ seed: 3 }), 0), tricksWon: [2, 3] }, long).after,
    ];
    // No line ends on a number ("10 / to 8", "3 / tricks"), nor leaves a figure alone at the start of the next ("to / 8.", "Jenny / 3,").
    for (const text of texts) {
      for (let width = 120; width <= 320; width += 4) {
        const lines = linesOf(text, width);
        lines.slice(0, -1).forEach((line, i) => expect(`${line} / ${lines[i + 1]}`, text).not.toMatch(/\d \/ |\/ \d+[,.]/));
      }
    }
  });

  it('never has the player say anything: your partner calls your march, and a hand thrown in at your deal', () => {
    expect(talkOf(hand({ maker: 0, makers: 0, tricks: 5, march: true, points: [2, 0] }))).toEqual({ seat: 2, words: 'All five!' });
    expect(talkOf(hand({ maker: 3, tricks: 5, march: true, points: [0, 2] }))).toEqual({ seat: 3, words: 'All five!' });
    expect(talkOf({ type: 'throw-in', handNumber: 2, dealer: 0 })).toEqual({ seat: 2, words: 'Throw them in.' });
    expect(talkOf({ type: 'throw-in', handNumber: 2, dealer: 1 })?.seat).toBe(1);
  });
});
