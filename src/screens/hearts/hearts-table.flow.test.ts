// Hearts Deluxe in Node, through the whole kiosk (test-kiosk.ts): the Rules
// menu's options surviving a reload, an illegal card explained, a game
// abandoned at "Still playing?" counted lost, the table's marks and keys, a
// card pressed during the deal, and the score sheet of a long game page by
// page. A reload is a second kiosk on the same records.

import { describe, expect, it } from 'vitest';
import type { HeartsSnapshot } from './hearts-snapshot';
import { TITLE, hearts, nextMove, playToTheEnd, sitDown } from './hearts-driver';
import { TestKiosk } from '../shell/test-kiosk';
import { HeartsRecords } from './hearts-records';

/** The game kept for `player` (null: a guest's), as stored. */
async function kept(kiosk: TestKiosk, player: string | null): Promise<string> {
  return JSON.stringify(await new HeartsRecords(kiosk.records).kept.of(player));
}

/** The player's turn with nothing in the way: no box, no received cards standing up. */
const atPlay = (s: HeartsSnapshot) => s.dialog === null && !s.waitingForOk && s.phase === 'play';

describe('Hearts: the Rules menu', () => {
  it('keeps options ticked in the menu through a reload, and they take effect', async () => {
    const kiosk = await TestKiosk.open({ seed: 14 });
    await sitDown(kiosk, 'keyboard', null);
    await kiosk.menuWith('keyboard', 'Rules', 'rule:noPassing');
    await kiosk.until(() => hearts(kiosk).checked.includes('rule:noPassing'));
    // Nothing had been chosen, so the game was dealt again without a pass; a card played puts it under way.
    expect(hearts(kiosk).gameOptions?.noPassing).toBe(true);
    const card = (await nextMove(kiosk)).legal[0];
    if (card === undefined) throw new Error('No card to play');
    await kiosk.use(`card-${card}`, 'keyboard');
    await kiosk.until(() => !hearts(kiosk).hand.includes(card));
    // A rule changed now waits for the next game, and says so where it was changed.
    await kiosk.menu('Rules', 'rule:jackOfDiamonds');
    await kiosk.until(() => hearts(kiosk).dialog === 'Next Game');
    await kiosk.click('ok');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    const pending = hearts(kiosk);
    expect(pending.options.jackOfDiamonds).toBe(false);
    expect(pending.gameOptions?.jackOfDiamonds).toBe(true);
    // The menu ticks the rule in force and names the change to come.
    expect(pending.checked).toContain('rule:jackOfDiamonds');
    expect(pending.status).toMatch(/New rules next game\./);
    // So does the opponents' level: the game goes on, and counts, at the level it began with.
    await kiosk.menuWith('keyboard', 'Game', 'level:expert');
    await kiosk.until(() => hearts(kiosk).dialog === 'Next Game');
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).level === 'expert');
    expect(hearts(kiosk).checked).toContain('level:intermediate');
    // The Rules menu open, its ticks as set.
    await kiosk.press('menu', 'right');
    await kiosk.until(() => hearts(kiosk).menuTitle === 'Rules');
    const jack = hearts(kiosk).menu?.items.find((item) => item.id === 'rule:jackOfDiamonds');
    expect(jack?.label).toBe('Jack of Diamonds (off next game)');
    await kiosk.press('back');
    await kiosk.until(() => !hearts(kiosk).menuOpen);
    // A new game takes the new rules, and the note and the pending label go with it.
    await kiosk.menuWith('keyboard', 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    await kiosk.type('y');
    await kiosk.until(() => hearts(kiosk).gameOptions?.jackOfDiamonds === false);
    await kiosk.until(() => !hearts(kiosk).checked.includes('rule:jackOfDiamonds'));
    expect(hearts(kiosk).status).not.toMatch(/New rules/);
    // The old game's record goes (or gives way to the new one) before the reload: a reload sooner would rightly find it.
    await kiosk.until(async () => !(await kept(kiosk, null)).includes('"jackOfDiamonds":true'));

    const after = new TestKiosk(kiosk.records, { seed: 14 });
    await sitDown(after, 'keyboard', null);
    // The new game may be under way already (a computer led): it is offered again, under the rules it was dealt with.
    if (hearts(after).dialog === 'Unfinished Game') await after.press('confirm');
    await after.until(() => hearts(after).phase !== 'starting');
    const s = hearts(after);
    expect(s.options).toMatchObject({ noPassing: true, jackOfDiamonds: false });
    expect(s.level).toBe('expert');
    expect(s.checked).toEqual(expect.arrayContaining(['rule:noPassing', 'level:expert', 'rule:queenOfSpades']));
    expect(s.checked).not.toContain('rule:jackOfDiamonds');
    // Without passing, the first hand goes straight to play.
    await after.until(() => hearts(after).phase === 'play');
  });
});

describe('Hearts at the table', () => {
  it('refuses a card that may not be played, with the reason', async () => {
    const kiosk = await TestKiosk.open({ seed: 15 });
    await sitDown(kiosk, 'keyboard', null);
    const s = await playToTheEnd(kiosk, 'keyboard', (s) => atPlay(s) && s.hand.some((card) => !s.legal.includes(card)));
    const refused = s.hand.find((card) => !s.legal.includes(card));
    if (refused === undefined) throw new Error('No refused card came up');
    await kiosk.click(`card-${refused}`);
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    expect(hearts(kiosk).message).toMatch(/must|may not|not been broken/i);
    await kiosk.press('confirm');
    expect(hearts(kiosk).hand).toContain(refused);
  });

  it('ends the game as a loss and forgets the player when "Still playing?" goes unanswered', async () => {
    const kiosk = await TestKiosk.open({ seed: 17 });
    await sitDown(kiosk, 'keyboard', 'CAL');
    await kiosk.until(() => hearts(kiosk).stats?.games === 0);
    // 90 s idle asks; 15 s more without an answer leaves.
    kiosk.shell.advanceIdle(91_000);
    await kiosk.until(() => hearts(kiosk).dialog === 'Still playing?');
    kiosk.shell.advanceIdle(16_000);
    await kiosk.untilScreen('title');
    // Back at the table under the same name: one game, lost, and no game to resume.
    await sitDown(kiosk, 'keyboard', 'CAL');
    const s = hearts(kiosk);
    expect(s.stats).toMatchObject({ games: 1, wins: 0 });
    expect(s.history).toEqual([]);
  });

  it('has one focus mark, the cards that may be played stand out, the last trick on a key, the pad and a button, the pad named in the status line, Alt+letter opens a menu', async () => {
    const kiosk = await TestKiosk.open({ seed: 18 });
    // The longest name the kiosk takes.
    await sitDown(kiosk, 'keyboard', 'MAXIMILIANUS');
    // Alt+R opens the Rules menu, whose R is underlined; Esc closes it.
    await kiosk.alt('r');
    await kiosk.until(() => hearts(kiosk).menuTitle === 'Rules');
    await kiosk.press('back');
    await kiosk.until(() => !hearts(kiosk).menuOpen);
    // Help (F1) opens, fits the screen, and Esc closes it.
    await kiosk.press('help');
    await kiosk.until(() => hearts(kiosk).dialog !== null);
    const ok = kiosk.control('ok');
    expect(ok.y + ok.height).toBeLessThanOrEqual(480);
    await kiosk.press('back');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    // After the pass the received cards stand up, and OK alone looks focused.
    for (let i = 0; i < 3; i++) {
      const s = hearts(kiosk);
      await kiosk.use(`card-${s.hand.find((card) => !s.chosen.includes(card))}`, 'keyboard');
    }
    await kiosk.use('centre', 'keyboard');
    await kiosk.until(() => hearts(kiosk).waitingForOk);
    const received = hearts(kiosk);
    expect(received.controls.find((c) => c.focused)?.id).toBe('centre');
    expect(received.marked).toBeNull();

    const s = await playToTheEnd(kiosk, 'keyboard', (s) => atPlay(s) && s.legal.length < s.hand.length && s.table.length > 0);
    const y = (card: string) => s.controls.find((c) => c.id === `card-${card}`)?.y ?? 0;
    const refused = s.hand.filter((card) => !s.legal.includes(card));
    for (const card of s.legal) for (const other of refused) expect(y(card)).toBeLessThan(y(other));

    // F2, the pad's X and the button each show the last trick and the points of the hand.
    await kiosk.press('x');
    await kiosk.until(() => hearts(kiosk).dialog === 'Last Trick');
    await kiosk.press('back');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    await kiosk.pad('x');
    await kiosk.until(() => hearts(kiosk).dialog === 'Last Trick');
    await kiosk.pad('back');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    // The pad in hand, the status line names its buttons.
    await kiosk.until(() => /A Play {2}X Last trick$/.test(hearts(kiosk).status));
    await kiosk.click('last-trick');
    await kiosk.until(() => hearts(kiosk).dialog === 'Last Trick');
    await kiosk.click('ok');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    await kiosk.press('left');
    await kiosk.until(() => !/Last trick/.test(hearts(kiosk).status));
  });

  it('does not lose a card pressed while the cards are dealt: the deal lands and the card is chosen', async () => {
    // At the kiosk's own speed, so the deal takes its time.
    const kiosk = await TestKiosk.open({ seed: 19, instant: false });
    kiosk.shell.show('title');
    await kiosk.press('confirm');
    await kiosk.untilScreen('select');
    await kiosk.press('confirm');
    await kiosk.untilScreen('hearts');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    await kiosk.press('confirm');
    // Space goes down in the first frame that shows the deal under way, before any card has landed.
    const dealing = (s: HeartsSnapshot) => s.phase === 'pass' && s.busy && s.hand.length === 13 && s.dialog === null;
    await kiosk.until(() => dealing(hearts(kiosk)));
    const focused = hearts(kiosk).controls.find((c) => c.focused)?.id ?? '';
    await kiosk.press('confirm');
    expect(focused).toMatch(/^card-/);
    await kiosk.until(() => hearts(kiosk).chosen.join() === focused.slice('card-'.length));
  });
});

describe('Hearts: the score sheet', () => {
  it("names the hand that ended while its score sheet is up, not the next one the engine has dealt already", async () => {
    const kiosk = await TestKiosk.open({ seed: 16 });
    await sitDown(kiosk, 'keyboard', null);
    const sheet = await playToTheEnd(kiosk, 'keyboard', (s) => s.dialog === 'Score Sheet');
    expect(sheet.history).toHaveLength(1);
    expect(sheet.handNumber).toBe(2);
    expect(sheet.status).toBe('Hand 1 is over.');
  });

  it('shows every hand of a long game, a page at a time', async () => {
    const kiosk = await TestKiosk.open({ seed: 20 });
    await sitDown(kiosk, 'keyboard', 'WILHELMINA');
    await kiosk.use(`card-${hearts(kiosk).hand[0]}`, 'keyboard');
    const records = new HeartsRecords(kiosk.records);
    await kiosk.until(async () => (await records.kept.of('WILHELMINA')) !== null);
    // The kept game, given a sheet of thirty hands, as a long game at a high limit has.
    const game = (await records.kept.of('WILHELMINA'))!;
    game.history = Array.from({ length: 30 }, (_, i) => [i % 7, (i * 3) % 5, 26 - (i % 7) - ((i * 3) % 5), 0]);
    // The totals agree with the sheet.
    game.state.scores = [0, 1, 2, 3].map((seat) => game.history.reduce((sum, hand) => sum + (hand[seat] ?? 0), 0));
    await records.kept.keep(game, 'WILHELMINA');

    const after = new TestKiosk(kiosk.records, { seed: 20 });
    await sitDown(after, 'keyboard', 'WILHELMINA');
    expect(hearts(after).dialog).toBe('Unfinished Game');
    await after.press('confirm');
    await after.until(() => hearts(after).dialog === null && hearts(after).phase !== 'starting');
    expect(hearts(after).history).toHaveLength(30);
    await after.menuWith('keyboard', 'Game', 'scores');
    await after.until(() => hearts(after).dialog === 'Score Sheet');
    const sheet = hearts(after);
    const ids = () => hearts(after).controls.map((c) => c.id);
    // It opens on the latest hands: only Earlier can be pressed. OK has the focus, so Enter or A still closes it.
    expect(ids()).toEqual(['earlier', 'ok']);
    expect(sheet.controls.find((c) => c.focused)?.id).toBe('ok');
    // The arrows turn the pages back to the first hand, where only Later can be pressed.
    await after.press('up');
    await after.until(() => ids().join() === 'earlier,later,ok');
    await after.press('up');
    await after.until(() => ids().join() === 'later,ok');
    await after.click('later');
    await after.until(() => ids().join() === 'earlier,later,ok');
    await after.click('ok');
    await after.until(() => hearts(after).dialog === null);
  });
});
