// Chinese Patience through the whole kiosk in Node (shell/test-kiosk.ts): whole
// games with the gamepad and with the mouse, "Still playing?" answered and
// left unanswered, the computer's turn at the normal pace, half-typed moves
// and refusals, and a pad player's messages. The browser keeps a whole game
// on the original keys, the reload through real IndexedDB, and the pixels.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import { TestKiosk } from '../shell/test-kiosk';
import { SpectrumStillPlaying } from '../shell/still-playing-spectrum';
import { CELL } from '../../renderer/widgets/spectrum-cells';
import { DECKS, spotOf } from './board-layout';
import { cardIndex } from './card-index';
import { checkOver, clickMenuKey, gamepad, mouse, patience, playAndTwist, playPatience, sitDown, typeName, waitForTurn, watchComputerTurn } from './patience-driver';

describe('Chinese Patience: whole games', () => {
  it('gamepad: a whole game with the D-pad cursor, A to pick up and put down, X twist, Y finish', async () => {
    const kiosk = await TestKiosk.open({ seed: 8 });
    await sitDown(kiosk);
    await kiosk.pad('confirm');
    let s = await waitForTurn(kiosk);
    expect(s.menuLine).toBe('X TWIST A MOVE Y DONE START MENU');
    await kiosk.pad('x');
    await kiosk.until(() => patience(kiosk).view?.piles[0]?.length === 1);
    // Start opens the menu, B goes back to the table.
    await kiosk.pad('menu');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.pad('back');
    await kiosk.until(() => patience(kiosk).mode === 'play');
    const { end, took } = await playPatience(kiosk, gamepad);
    // Left on a fan held the whole pile at least once (this seed gives the chance).
    expect(took['move-pile']).toBeGreaterThan(0);
    checkOver(end);
    expect(end.menuLine).toBe('A SINGLE X SERIES START MENU');
    // A: another single game, no series kept.
    await gamepad.again(kiosk, false);
    await kiosk.until(() => patience(kiosk).outcome === null);
    s = await waitForTurn(kiosk);
    expect(s.outcome).toBeNull();
    expect(s.series).toBeNull();
  });

  it('mouse: a whole game by clicks and drags, and the menu line clicked', async () => {
    const kiosk = await TestKiosk.open({ seed: 13 });
    await sitDown(kiosk);
    // The menu's lines answer clicks: line 1 plays.
    await kiosk.clickAt(60, 24 + 3 * 8 + 4);
    await waitForTurn(kiosk);
    await clickMenuKey(kiosk, 'T');
    await kiosk.until(() => patience(kiosk).view?.piles[0]?.length === 1);
    const driver = mouse();
    const { end, took } = await playPatience(kiosk, driver);
    checkOver(end);
    expect(took.move ?? 0).toBeGreaterThan(1);
    // Whole piles taken by their first card, by click or by drag.
    expect(took['move-pile']).toBeGreaterThan(0);
    await driver.again(kiosk, true);
    await kiosk.until(() => patience(kiosk).outcome === null);
    const s = await waitForTurn(kiosk);
    expect(s.series?.games).toBe(1);
  });
});

describe('Chinese Patience: at the table', () => {
  it('"Still playing?" is asked in the Spectrum look: a key plays on, silence counts the game lost', async () => {
    const kiosk = await TestKiosk.open({ seed: 21 });
    await sitDown(kiosk);
    await typeName(kiosk, 'IDA');
    await kiosk.until(() => patience(kiosk).player === 'IDA' && patience(kiosk).mode === 'menu');
    const piles = (await playAndTwist(kiosk)).view?.piles;

    kiosk.shell.advanceIdle(91_000);
    await kiosk.tick();
    expect(kiosk.nav.topModal).toBeInstanceOf(SpectrumStillPlaying);
    // A key answers and does nothing else: the box goes, the same table.
    await kiosk.press('confirm');
    expect(kiosk.nav.topModal).toBeNull();
    expect(patience(kiosk).entry).toEqual([]);
    expect(patience(kiosk).view?.piles).toEqual(piles);

    kiosk.shell.advanceIdle(91_000);
    kiosk.shell.advanceIdle(16_000);
    await kiosk.untilScreen('title');
    await sitDown(kiosk);
    // The player was forgotten, the game counted lost, and nothing is left to carry on with.
    expect(patience(kiosk).mode).toBe('menu');
    expect(patience(kiosk).player).toBeNull();
    await kiosk.type('3');
    await kiosk.until(() => patience(kiosk).mode === 'players');
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).player === 'IDA');
    await kiosk.until(() => patience(kiosk).stats?.lost === 1);
    expect(patience(kiosk).stats).toMatchObject({ won: 0, lost: 1 });
  });

  it("the computer's turn at the normal pace: a second a move, each told with its card and piles, the piles flashing, the last moves kept", async () => {
    const kiosk = await TestKiosk.open({ seed: 5, instant: false });
    await kiosk.shell.play(kiosk.shell.games.find((g) => g.id === 'patience')!);
    await kiosk.until(() => patience(kiosk).mode === 'tape');
    // Space skips the tape (a character and a confirm, as the key gives them).
    await kiosk.sendTogether({ type: 'char', char: ' ', device: 'keyboard' }, { type: 'press', button: 'confirm', device: 'keyboard', repeat: false });
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await playAndTwist(kiosk);
    await kiosk.type('Z');
    // The player's Z stays credited to the player while the computer starts.
    await kiosk.until(() => patience(kiosk).toAct === 1);
    expect(patience(kiosk).prompt).toMatch(/^(YOUR MOVE: Z|MY MOVE: .+)$/);
    const { moves, after } = await watchComputerTurn(kiosk);
    expect(moves.length).toBeGreaterThan(1);
    // "I TWIST 7♠": the card named.
    expect(moves[0]?.rows.at(-1)).toMatch(/^ I TWIST (10|[2-9AJQK⑩])[♠♥♦♣]$/u);
    expect(moves[0]?.marks).toEqual({ from: 'deck', to: 9 });
    for (const move of moves) {
      // Its own discard pile is MY PILE, never "FROM 9" (which rule f forbids).
      expect(move.rows.join(' ')).not.toContain('FROM 9');
      expect(move.marks).not.toBeNull();
    }
    // Each move stays long enough to read: a second of the table's clock, less the computer's thinking.
    for (let i = 1; i < moves.length; i++) expect((moves[i]?.at ?? 0) - (moves[i - 1]?.at ?? 0)).toBeGreaterThan(900);
    // Back to the player: the last moves are still there to read, their piles still marked.
    expect(after.status).toContain('YOUR TURN');
    expect(after.rows.slice(20, 22).filter((r) => r.startsWith(' I ')).length).toBeGreaterThan(0);
    expect(after.marks).not.toBeNull();
    expect(after.menuLine).toBe('T TWIST M MOVE Z FINISH X MENU');

    // Enter during its turn shows the next move at once: turns go by until one of two moves or more is hurried through.
    const before = patience(kiosk).hurried;
    let hurriedMoves = 0;
    for (let turn = 0; turn < 10 && hurriedMoves < 2; turn++) {
      await kiosk.type('TZ');
      await kiosk.until(() => patience(kiosk).toAct === 1);
      expect(patience(kiosk).menuLine).toBe('ENTER NEXT MOVE X MENU');
      const hurried = await watchComputerTurn(kiosk, { hurry: true });
      hurriedMoves = hurried.moves.length;
      if (hurried.after.outcome !== null) break;
    }
    expect(hurriedMoves).toBeGreaterThan(1);
    expect(patience(kiosk).hurried).toBeGreaterThan(before);
  });

  it('a half-typed move never swallows a command; moves that cannot be made are refused at once, naming the cards; the deck twists when clicked', async () => {
    const kiosk = await TestKiosk.open({ seed: 5 });
    await sitDown(kiosk);
    await kiosk.type('1');
    await waitForTurn(kiosk);
    // M on the first turn is refused at once, with the twist named.
    await kiosk.type('M');
    expect(patience(kiosk).message).toEqual({ text: 'FIRST TWIST A CARD (T).', error: true });
    expect(patience(kiosk).entry).toEqual([]);
    await kiosk.type('T');
    await kiosk.until(() => patience(kiosk).view?.piles[0]?.length === 1);
    // M...0 then Z: the move is dropped and the turn ends.
    await kiosk.type('M0');
    expect(patience(kiosk).entry).toEqual(['M', '0']);
    const turn = patience(kiosk).view?.turn ?? 0;
    await kiosk.type('Z');
    await kiosk.until(() => (patience(kiosk).view?.turn ?? 0) > turn);
    let s = await waitForTurn(kiosk);
    expect(s.view?.turn).toBeGreaterThan(turn);
    expect(s.entry).toEqual([]);
    // Rule f, refused at the source: typed, and clicked.
    await kiosk.type('M2');
    expect(patience(kiosk).message?.text).toBe('CARDS ON PILES 1-4 STAY THERE.');
    expect(patience(kiosk).entry).toEqual([]);
    const nine = s.places.find((p) => p.pile === 9);
    if (!nine) throw new Error('No pile 9 on screen');
    await kiosk.clickAt(nine.label.x, nine.label.y);
    expect(patience(kiosk).message?.text).toBe("NOTHING COMES OFF PILE 9: IT IS THE OTHER PLAYER'S PILE.");
    expect(patience(kiosk).entry).toEqual([]);
    // A half-typed move, then the deck clicked: it twists.
    await kiosk.type('M5');
    const before = patience(kiosk).view?.piles[0]?.length ?? 0;
    const deck = DECKS.find((d) => d.pile === 0);
    if (!deck) throw new Error('No deck of yours');
    // The deck's middle cell, counted from pile 0's number (the middle of its cell).
    const zero = s.places.find((p) => p.pile === 0);
    if (!zero) throw new Error('No pile 0 on screen');
    await kiosk.clickAt(zero.label.x + (deck.col + 1 - spotOf(0).labelCol) * CELL, zero.label.y + (deck.row + 1 - spotOf(0).labelRow) * CELL);
    await kiosk.until(() => patience(kiosk).view?.piles[0]?.length === before + 1);
    expect(patience(kiosk).entry).toEqual([]);
    // A second twist before the card twisted has moved: refused, naming that card.
    await kiosk.type('T');
    const twisted = patience(kiosk).view?.piles[0]?.at(-1) ?? '';
    expect(patience(kiosk).message?.text).toBe(`MOVE THE ${cardIndex(twisted as Card)} YOU TWISTED BEFORE YOU TWIST AGAIN.`);
    // A card that does not go: both cards and the whole rule named.
    s = patience(kiosk);
    const wrong = [5, 6, 7, 8].find((to) => (s.view?.piles[to]?.length ?? 0) > 0 && !s.legal.some((a) => a.type === 'move' && a.from === 0 && a.to === to));
    if (wrong !== undefined) {
      await kiosk.type(`M0${wrong}`);
      expect(patience(kiosk).message?.text ?? '').toMatch(/^\S+ ON \S+: PILES 5-8 GO DOWN BY ONE, RED AND BLACK IN TURN\.$/u);
    }
    // How to Play: numbered pages, the last on the end of a game and a blocked one.
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('4');
    await kiosk.until(() => patience(kiosk).prompt === 'PAGE 1 OF 3');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).prompt === 'PAGE 2 OF 3');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).prompt === 'PAGE 3 OF 3');
    expect(patience(kiosk).rows.join(' ')).toContain('A GAME CAN STICK');
  });

  it("a pad player's messages name the pad's buttons; a key held during the tape only skips it", async () => {
    const kiosk = await TestKiosk.open({ seed: 5, instant: false });
    await kiosk.shell.play(kiosk.shell.games.find((g) => g.id === 'patience')!);
    await kiosk.until(() => patience(kiosk).mode === 'tape');
    // Enter held down: its repeats reach neither the menu's PLAY nor the table.
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    const repeat = { type: 'press', button: 'confirm', device: 'keyboard', repeat: true } as const;
    await kiosk.send(repeat);
    await kiosk.send(repeat);
    await kiosk.tick(3);
    expect(patience(kiosk).mode).toBe('menu');
    await kiosk.pad('confirm');
    await waitForTurn(kiosk);
    // A on a pile before the first twist: refused at once, naming the pad's X.
    await kiosk.pad('confirm');
    expect(patience(kiosk).message?.error).toBe(true);
    expect(patience(kiosk).rows[20]).toBe(' FIRST TWIST A CARD (X).');
  });
});
