// Hearts Deluxe in a real browser: a whole game with each of the keyboard,
// a gamepad and the mouse (menus and dialogs included), the Rules menu's
// options surviving a reload, an illegal card explained, a game resumed after
// the tab was closed, and a game abandoned at "Still playing?" counted lost.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { advanceIdle, browserPerFile, kioskUrl, newKioskPage, openKiosk, shot, waitForReady, waitForScreen } from './browser';
import { type Driver, gamepad, hearts, keyboard, mouse, nextMove, playToTheEnd, sitAtHearts } from './hearts-driver';
import { PAD, padTap } from './gamepad-init';
import { answerWhoIsPlaying } from './players';
import { storedRecords, writeRecords } from './stored';

const browser = browserPerFile();

/** A whole game with one device: about a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

/** From the title to the Hearts table with `driver`'s device; `name` typed, or played as a guest. */
async function sitDown(page: Page, driver: Driver, name: string | null): Promise<void> {
  if (driver.device === 'gamepad') {
    await padTap(page, PAD.a);
    await waitForScreen(page, 'select');
    await padTap(page, PAD.a);
  } else if (driver.device === 'mouse') {
    await driver.press(page, 'play');
    await waitForScreen(page, 'select');
    await driver.press(page, 'hearts');
  } else {
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'select');
    await page.keyboard.press('Enter');
  }
  await waitForScreen(page, 'hearts');
  await answerWhoIsPlaying(page, 'Hearts Deluxe', driver.device, name);
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
}

/** Rules > Point Limit... > 50 points, with the device alone. */
async function shortGame(page: Page, driver: Driver): Promise<void> {
  await driver.menu(page, 'Rules', 'limit');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Point Limit');
  if (driver.device === 'mouse') {
    await driver.answer(page, '50-points');
    await driver.answer(page, 'ok');
  } else {
    // As in Windows the dialog starts on the limit in force, and a keyboard's arrows choose as they go;
    // a pad's D-pad only walks, and A chooses.
    const step = (button: 'up' | 'down') =>
      driver.device === 'keyboard' ? page.keyboard.press(button === 'up' ? 'ArrowUp' : 'ArrowDown') : padTap(page, button === 'up' ? PAD.up : PAD.down);
    const focused = async () => (await hearts(page)).controls.find((c) => c.focused)?.id;
    expect(await focused()).toBe(`${(await hearts(page)).options.pointLimit}-points`);
    for (let i = 0; i < 6 && (await focused()) !== '50-points'; i++) await step('up');
    expect(await focused()).toBe('50-points');
    // Enter presses OK, the default button; a pad goes to it with RB (Tab) first, past the unchosen limits.
    if (driver.device === 'keyboard') await page.keyboard.press('Enter');
    else {
      await padTap(page, PAD.a);
      await padTap(page, PAD.rb);
      expect(await focused()).toBe('ok');
      await padTap(page, PAD.a);
    }
  }
  await expect.poll(async () => (await hearts(page)).options.pointLimit).toBe(50);
}

/** A game that ended as the rules say: totals add up, someone is past `limit`, the lowest won. */
function checkFinished(end: HeartsSnapshot, limit: number): void {
  expect(end.outcome).not.toBeNull();
  const totals = [0, 1, 2, 3].map((seat) => end.history.reduce((sum, hand) => sum + (hand[seat] ?? 0), 0));
  expect(end.scores).toEqual(totals);
  expect(Math.max(...end.scores)).toBeGreaterThan(limit);
  const best = Math.min(...end.scores);
  expect(end.outcome?.winners).toEqual(end.scores.flatMap((score, seat) => (score === best ? [seat] : [])));
}

test('keyboard: a whole game under a name, menus included, and the statistics kept', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=11' });
  await sitDown(page, keyboard, 'ANN');
  expect((await hearts(page)).player).toBe('ANN');
  // Cards chosen: the game is under way, so a new limit waits for the next game...
  await keyboard.press(page, `card-${(await hearts(page)).hand[0]}`);
  await shot(page, 'hearts-pass');
  await shortGame(page, keyboard);
  // Where it is changed, the player is told it waits for the next game.
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Next Game');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  expect((await hearts(page)).gameOptions?.pointLimit).toBe(100);
  await expect.poll(async () => (await hearts(page)).status).toMatch(/New rules next game\.$/);
  // ...which the Game menu starts, the one left counting as lost.
  await keyboard.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  // Enter alone answers No: a question that loses the game keeps it by default.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  expect((await hearts(page)).stats?.games).toBe(0);
  await keyboard.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await page.keyboard.press('y');
  await expect.poll(async () => (await hearts(page)).stats?.games).toBe(1);
  await expect.poll(async () => (await hearts(page)).gameOptions?.pointLimit).toBe(50);
  const end = await playToTheEnd(page, keyboard);
  await shot(page, 'hearts-game-over-keyboard');
  checkFinished(end, 50);
  const stats = (await hearts(page)).stats;
  expect(stats?.games).toBe(2);
  expect(stats?.hands).toBe(end.history.length);
  expect(stats?.points).toBe(end.scores[0]);
  expect(stats?.wins).toBe(end.outcome?.winners.includes(0) ? 1 : 0);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('gamepad: a whole game as a guest, the Start menu included', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=12' });
  await sitDown(page, gamepad, null);
  // Nothing chosen yet: the new limit deals the game again at once.
  await shortGame(page, gamepad);
  await expect.poll(async () => (await hearts(page)).gameOptions?.pointLimit).toBe(50);
  const end = await playToTheEnd(page, gamepad);
  await shot(page, 'hearts-game-over-gamepad');
  checkFinished(end, 50);
  expect(end.player).toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: a whole game by clicking cards, buttons and menus', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=13' });
  await sitDown(page, mouse, null);
  await shortGame(page, mouse);
  await expect.poll(async () => (await hearts(page)).gameOptions?.pointLimit).toBe(50);
  // A new game from the menu before a card is chosen costs nothing and asks nothing.
  await mouse.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).phase).toBe('pass');
  expect((await hearts(page)).dialog).toBeNull();
  const end = await playToTheEnd(page, mouse);
  await shot(page, 'hearts-game-over-mouse');
  checkFinished(end, 50);
  // Exit goes back to the game select.
  await mouse.answer(page, 'exit');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('Rules options ticked in the menu are still ticked after a reload, and take effect', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=14' });
  await sitDown(page, keyboard, null);
  await keyboard.menu(page, 'Rules', 'rule:noPassing');
  await expect.poll(async () => (await hearts(page)).checked).toContain('rule:noPassing');
  // Nothing had been chosen, so the game was dealt again without a pass; a card played puts it under way.
  expect((await hearts(page)).gameOptions?.noPassing).toBe(true);
  const turn = await nextMove(page);
  const card = turn.legal[0];
  if (card === undefined) throw new Error('No card to play');
  await keyboard.press(page, `card-${card}`);
  await expect.poll(async () => (await hearts(page)).hand).not.toContain(card);
  // A rule changed now waits for the next game, and says so where it was changed.
  await mouse.menu(page, 'Rules', 'rule:jackOfDiamonds');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Next Game');
  await shot(page, 'hearts-rules-next-game');
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  const pending = await hearts(page);
  expect(pending.options.jackOfDiamonds).toBe(false);
  expect(pending.gameOptions?.jackOfDiamonds).toBe(true);
  // The menu ticks the rule in force and names the change to come.
  expect(pending.checked).toContain('rule:jackOfDiamonds');
  expect(pending.status).toMatch(/New rules next game\./);
  // So does the opponents' level: the game goes on, and counts, at the level it began with.
  await keyboard.menu(page, 'Game', 'level:expert');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Next Game');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).level).toBe('expert');
  expect((await hearts(page)).checked).toContain('level:intermediate');
  // The Rules menu open, its ticks as set.
  await page.keyboard.press('F10');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await hearts(page)).menuTitle).toBe('Rules');
  const jack = (await hearts(page)).menu?.items.find((item) => item.id === 'rule:jackOfDiamonds');
  expect(jack?.label).toBe('Jack of Diamonds (off next game)');
  await shot(page, 'hearts-rules-menu');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).menuOpen).toBe(false);
  // A new game takes the new rules, and the note and the pending label go with it.
  await keyboard.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await page.keyboard.press('y');
  await expect.poll(async () => (await hearts(page)).gameOptions?.jackOfDiamonds).toBe(false);
  await expect.poll(async () => (await hearts(page)).checked).not.toContain('rule:jackOfDiamonds');
  expect((await hearts(page)).status).not.toMatch(/New rules/);
  // The old game's record goes (or gives way to the new one) before the page is reloaded: a reload sooner would rightly find it.
  await expect.poll(async () => (await storedRecords(page)).find(([key]) => key === 'saved:hearts')?.[1] ?? '').not.toContain('"jackOfDiamonds":true');

  await page.reload();
  await sitAtHearts(page, null);
  // The new game may be under way already (a computer led): it is offered again, under the rules it was dealt with.
  await expect.poll(async () => (await hearts(page)).dialog === 'Unfinished Game' || (await hearts(page)).phase !== 'starting').toBe(true);
  if ((await hearts(page)).dialog === 'Unfinished Game') await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
  const after = await hearts(page);
  expect(after.options).toMatchObject({ noPassing: true, jackOfDiamonds: false });
  expect(after.level).toBe('expert');
  expect(after.checked).toEqual(expect.arrayContaining(['rule:noPassing', 'level:expert', 'rule:queenOfSpades']));
  expect(after.checked).not.toContain('rule:jackOfDiamonds');
  // Without passing, the first hand goes straight to play.
  await expect.poll(async () => (await hearts(page)).phase).toBe('play');
  expect(errors).toEqual([]);
}, 300_000);

test('a card that may not be played is refused with the reason', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=15' });
  await sitDown(page, keyboard, null);
  for (let moves = 0; moves < 400; moves++) {
    const s = await nextMove(page);
    if (s.dialog !== null) {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await hearts(page)).dialog).not.toBe(s.dialog);
      continue;
    }
    if (s.waitingForOk) {
      await keyboard.press(page, 'centre');
      await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(false);
      continue;
    }
    if (s.phase === 'pass') {
      const next = s.chosen.length === 3 ? 'centre' : `card-${s.hand.find((c) => !s.chosen.includes(c))}`;
      await keyboard.press(page, next);
      continue;
    }
    const refused = s.hand.find((card) => !s.legal.includes(card));
    if (refused === undefined) {
      const card = s.legal[0];
      if (card === undefined) throw new Error('No card to play');
      await keyboard.press(page, `card-${card}`);
      await expect.poll(async () => (await hearts(page)).hand.includes(card)).toBe(false);
      continue;
    }
    await mouse.press(page, `card-${refused}`);
    await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
    const why = (await hearts(page)).message;
    expect(why).toMatch(/must|may not|not been broken/i);
    await shot(page, 'hearts-illegal');
    await page.keyboard.press('Enter');
    expect((await hearts(page)).hand).toContain(refused);
    expect(errors).toEqual([]);
    return;
  }
  throw new Error('No refused card came up');
}, 300_000);

/** Whether the kept game, as stored, says `text` (the kiosk keeps it a moment after each choice). */
async function kept(page: Page, text: string): Promise<boolean> {
  return (await storedRecords(page)).some(([, json]) => json.includes(text));
}

/** Close the tab and come back as `name`: the unfinished game is offered by name, and carried on. */
async function reloadAndResume(page: Page, name: string): Promise<HeartsSnapshot> {
  await page.reload();
  // The next visitor is asked who they are; the player, coming back, is offered the game by name.
  await sitAtHearts(page, name);
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Unfinished Game');
  await shot(page, 'hearts-resume');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
  return hearts(page);
}

test('a game left by closing the tab is offered again, exactly where it was: a pass half chosen, the received cards waiting for OK', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=16' });
  await sitDown(page, keyboard, 'BEA');
  // Two cards chosen of the three, then the tab closed.
  for (let i = 0; i < 2; i++) {
    const s = await hearts(page);
    await keyboard.press(page, `card-${s.hand.find((card) => !s.chosen.includes(card))}`);
  }
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(2);
  const half = await hearts(page);
  await expect.poll(() => kept(page, `"chosen":${JSON.stringify(half.chosen)}`)).toBe(true);
  const resumed = await reloadAndResume(page, 'BEA');
  expect(resumed.player).toBe('BEA');
  expect(resumed.phase).toBe('pass');
  expect(resumed.chosen).toEqual(half.chosen);
  expect(resumed.status).toMatch(/\(2 chosen\)/);
  // The third card and the pass; the received cards stand up until OK, across a reload too.
  await keyboard.press(page, `card-${resumed.hand.find((card) => !resumed.chosen.includes(card))}`);
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(3);
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);
  const before = await hearts(page);
  await expect.poll(() => kept(page, '"waitingForOk":true')).toBe(true);
  const after = await reloadAndResume(page, 'BEA');
  expect(after.waitingForOk).toBe(true);
  expect(after.status).toMatch(/Press OK to play\.$/);
  expect(after.table).toEqual(before.table);
  expect([...after.hand].sort()).toEqual([...before.hand].sort());
  expect(after.scores).toEqual(before.scores);
  expect(after.controls.find((c) => c.focused)?.id).toBe('centre');
  // Nothing more happens until OK; then play goes on.
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(false);
  await nextMove(page);
  expect(errors).toEqual([]);
}, 300_000);

test('"Still playing?" unanswered ends the game as a loss and forgets the player', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=17' });
  await sitDown(page, keyboard, 'CAL');
  await expect.poll(async () => (await hearts(page)).stats?.games).toBe(0);
  // 90 s idle asks; 15 s more without an answer leaves.
  await advanceIdle(page, 91_000);
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Still playing?');
  await shot(page, 'hearts-still-playing');
  await advanceIdle(page, 16_000);
  await waitForScreen(page, 'title');
  // Back at the table under the same name: one game, lost, and no game to resume.
  await sitDown(page, keyboard, 'CAL');
  const s = await hearts(page);
  expect(s.stats).toMatchObject({ games: 1, wins: 0 });
  expect(s.history).toEqual([]);
  expect(errors).toEqual([]);
}, 300_000);

/** Play on with the keyboard (passing the first cards, taking up the received ones) until the player has a card to play that not every card of the hand allows. */
async function toAChoiceOfCards(page: Page): Promise<HeartsSnapshot> {
  for (let moves = 0; moves < 200; moves++) {
    const s = await nextMove(page);
    if (s.dialog !== null) {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await hearts(page)).dialog).not.toBe(s.dialog);
    } else if (s.waitingForOk) {
      await keyboard.press(page, 'centre');
      await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(false);
    } else if (s.phase === 'pass') {
      await keyboard.press(page, s.chosen.length === 3 ? 'centre' : `card-${s.hand.find((c) => !s.chosen.includes(c))}`);
    } else if (s.legal.length < s.hand.length && s.table.length > 0) {
      return s;
    } else {
      const card = s.legal[0] ?? '';
      await keyboard.press(page, `card-${card}`);
      await expect.poll(async () => (await hearts(page)).hand).not.toContain(card);
    }
  }
  throw new Error('No turn with a choice of cards came up');
}

test('at the table: one focus mark, the cards that may be played stand out, the last trick on a key, the pad and a button, the pad named in the status line, Alt+letter opens a menu', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=18' });
  // The longest name the kiosk takes: it stands beside the hand whole.
  await sitDown(page, keyboard, 'MAXIMILIANUS');
  // Alt+R opens the Rules menu, whose R is underlined; Esc closes it.
  await page.keyboard.press('Alt+KeyR');
  await expect.poll(async () => (await hearts(page)).menuTitle).toBe('Rules');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).menuOpen).toBe(false);
  // Help names the last trick's key with the rest, and fits the screen.
  await page.keyboard.press('F1');
  await expect.poll(async () => (await hearts(page)).dialog).not.toBeNull();
  await shot(page, 'hearts-help-keyboard');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  // After the pass the received cards stand up, and OK alone looks focused.
  for (let i = 0; i < 3; i++) {
    const s = await hearts(page);
    await keyboard.press(page, `card-${s.hand.find((card) => !s.chosen.includes(card))}`);
  }
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);
  const received = await hearts(page);
  expect(received.controls.find((c) => c.focused)?.id).toBe('centre');
  expect(received.marked).toBeNull();
  await shot(page, 'hearts-received');

  const s = await toAChoiceOfCards(page);
  const y = (card: string) => s.controls.find((c) => c.id === `card-${card}`)?.y ?? 0;
  const refused = s.hand.filter((card) => !s.legal.includes(card));
  for (const card of s.legal) for (const other of refused) expect(y(card)).toBeLessThan(y(other));
  await shot(page, 'hearts-playable');

  // F2, the pad's X and the button each show the last trick and the points of the hand.
  await page.keyboard.press('F2');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Last Trick');
  await shot(page, 'hearts-last-trick');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  await padTap(page, PAD.x);
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Last Trick');
  await padTap(page, PAD.b);
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  // The pad in hand, the status line names its buttons.
  await expect.poll(async () => (await hearts(page)).status).toMatch(/A Play {2}X Last trick$/);
  await shot(page, 'hearts-pad-status');
  await mouse.press(page, 'last-trick');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Last Trick');
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await hearts(page)).status).not.toMatch(/Last trick/);
  expect(errors).toEqual([]);
}, 300_000);

test('a card pressed while the cards are dealt is not lost: the deal lands and the card is chosen', async () => {
  const { page, errors } = await newKioskPage(browser());
  // At the kiosk's own speed, so the deal takes its time.
  await page.goto(kioskUrl('seed=19').replace('&speed=instant', ''));
  await waitForReady(page);
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'hearts');
  // Space goes down in the first frame that shows the deal under way, before any card has landed.
  const pressed = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const step = () => {
          const s = (window as unknown as { parlour: { snapshot(): HeartsSnapshot } }).parlour.snapshot();
          if (s.phase !== 'pass' || !s.busy || s.hand.length !== 13 || s.dialog !== null) {
            requestAnimationFrame(step);
            return;
          }
          window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space' }));
          window.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space' }));
          resolve(s.controls.find((c) => c.focused)?.id ?? '');
        };
        step();
      }),
  );
  await answerWhoIsPlaying(page, 'Hearts Deluxe', 'keyboard', null);
  const focused = await pressed;
  expect(focused).toMatch(/^card-/);
  await expect.poll(async () => (await hearts(page)).chosen).toEqual([focused.slice('card-'.length)]);
  expect(errors).toEqual([]);
}, 300_000);

test('the score sheet shows every hand of a long game, a page at a time', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=20' });
  await sitDown(page, keyboard, 'WILHELMINA');
  await keyboard.press(page, `card-${(await hearts(page)).hand[0]}`);
  await expect.poll(() => kept(page, '"player":"WILHELMINA"')).toBe(true);
  // The kept game, given a sheet of thirty hands, as a long game at a high limit has.
  const [key, json] = (await storedRecords(page)).find(([, text]) => text.includes('"player":"WILHELMINA"')) ?? ['', '{}'];
  type Kept = { history: number[][]; state: { scores: number[] } };
  const record = JSON.parse(json) as Kept & { value?: Kept };
  const game = record.value ?? record;
  game.history = Array.from({ length: 30 }, (_, i) => [i % 7, (i * 3) % 5, 26 - (i % 7) - ((i * 3) % 5), 0]);
  // The totals agree with the sheet.
  game.state.scores = [0, 1, 2, 3].map((seat) => game.history.reduce((sum, hand) => sum + (hand[seat] ?? 0), 0));
  await writeRecords(page, [[key, record]]);
  const resumed = await reloadAndResume(page, 'WILHELMINA');
  expect(resumed.history).toHaveLength(30);
  await keyboard.menu(page, 'Game', 'scores');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Score Sheet');
  const sheet = await hearts(page);
  // It opens on the latest hands: only Earlier can be pressed. OK has the focus, so Enter or A still closes it.
  expect(sheet.controls.map((c) => c.id)).toEqual(['earlier', 'ok']);
  expect(sheet.controls.find((c) => c.focused)?.id).toBe('ok');
  await shot(page, 'hearts-score-sheet-last-page');
  // The arrows turn the pages back to the first hand, where only Later can be pressed.
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await hearts(page)).controls.map((c) => c.id)).toEqual(['earlier', 'later', 'ok']);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await hearts(page)).controls.map((c) => c.id)).toEqual(['later', 'ok']);
  await shot(page, 'hearts-score-sheet-first-page');
  await mouse.press(page, 'later');
  await expect.poll(async () => (await hearts(page)).controls.map((c) => c.id)).toEqual(['earlier', 'later', 'ok']);
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  expect(errors).toEqual([]);
}, 300_000);
