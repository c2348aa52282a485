// Affairs of the Court's table explaining itself, in Node through the whole
// kiosk (test-kiosk.ts): what each turn did while its cards are up, whose
// card is whose, the finished round under its box, a rule change that waits
// for the next game, the buttons of the device in use, and the cards that
// may be played standing proud.

import { describe, expect, it } from 'vitest';
import { PixelText } from '../../renderer/text';
import { FocusMarks } from '../../renderer/widgets';
import { TITLE, asGuest, court, nextMove, playCourt, sitDown } from './court-driver';
import { TestKiosk } from '../shell/test-kiosk';

describe('Affairs of the Court at the table', () => {
  it('explains each turn in words while both cards are still up, each card named for its player', async () => {
    // At the game's own pace: the settled turn is held on the table to be read.
    const kiosk = await TestKiosk.open({ seed: 35, instant: false });
    await sitDown(kiosk, 'keyboard');
    await asGuest(kiosk, 'keyboard');
    await kiosk.menuWith('keyboard', 'Options', 'quickPlay');
    await playCourt(kiosk, 'keyboard', (s) => s.phase === 'play');
    // You draw first, so you lead: your card is named for you until the computer answers.
    const lead = await nextMove(kiosk);
    const card = lead.legal.find((a) => a.type === 'play');
    if (card?.type !== 'play') throw new Error('no card to lead');
    await kiosk.use(`card-${card.card}`, 'keyboard');
    // The Rule Cue Card says what the turn did, in words, and the rule, while both cards are still up.
    await kiosk.until(() => court(kiosk).tableLabels[0] !== '' && court(kiosk).tableLabels[1] !== '' && court(kiosk).cue !== '', 3000);
    const up = court(kiosk);
    expect(up.tableLabels).toEqual(['You', 'Computer']);
    expect(up.cue).toMatch(/^(Your|The computer's) .+ (beats|keeps the lead|and) .+: (you|computer|no points|the totals).*\.\nRule 4\.\d+: /);
  });

  it("stacks the deck's focus bar, its count and the Keep and Discard buttons apart, top to bottom", async () => {
    const kiosk = await TestKiosk.open({ seed: 38 });
    await sitDown(kiosk, 'keyboard');
    await asGuest(kiosk, 'keyboard');
    await kiosk.until(() => court(kiosk).status === 'Your draw: take the top card of the deck.  Enter Deck');
    const all = kiosk.shown();
    const count = all.find((o): o is PixelText => o instanceof PixelText && /^\d+ left$/.test(o.text));
    const marks = all.find((o): o is FocusMarks => o instanceof FocusMarks && o.drawn);
    const keep = all.find((o) => o.label === 'Keep');
    if (count === undefined || marks === undefined || keep === undefined) throw new Error('the deck, its count or the buttons are missing');
    // The focus bar is the marks' lowest rectangle: the count starts below it, and ends above the buttons.
    const barBottom = Math.max(...marks.children.filter((r) => r.visible).map((r) => r.getGlobalPosition().y + r.height));
    const countTop = count.getGlobalPosition().y;
    expect(countTop).toBeGreaterThan(barBottom);
    expect(countTop + count.textHeight).toBeLessThan(keep.getGlobalPosition().y);
  });

  it('keeps the finished round on the table under the End of Round box', async () => {
    const kiosk = await TestKiosk.open({ seed: 37 });
    await sitDown(kiosk, 'keyboard');
    await asGuest(kiosk, 'keyboard');
    const box = await playCourt(kiosk, 'keyboard', (s) => s.dialog === 'End of Round');
    expect(box.dialog).toBe('End of Round');
    // The game has dealt round 2 already; the table still shows round 1 as it ended.
    expect(box.round).toBe(2);
    expect(box.panel).toMatch(/Round 1, turn \d+/);
    expect(box.panel).toContain(`You: ${box.scores[0]}`);
    expect(box.panel).toMatch(/Bonus points played/);
    await kiosk.press('confirm');
    await kiosk.until(() => /Round 2, turn 0/.test(court(kiosk).panel));
  });

  it('says Must Follow Suit changed mid-game waits for the next game, the menu ticking what is in force; the status line names the buttons of the device in use', async () => {
    const kiosk = await TestKiosk.open({ seed: 38 });
    await sitDown(kiosk, 'gamepad');
    await asGuest(kiosk, 'gamepad');
    // The status line names the pad's buttons to a pad player, the keys to a keyboard player.
    await kiosk.until(() => court(kiosk).status === 'Your draw: take the top card of the deck.  A Deck');
    await kiosk.use('deck', 'gamepad');
    await kiosk.until(() => /Keep it, or set it aside\? {2}Left\/Right Choose {2}A Press$/.test(court(kiosk).status));
    await kiosk.press('right');
    await kiosk.until(() => /Left\/Right Choose {2}Enter Press$/.test(court(kiosk).status));
    await kiosk.menuWith('gamepad', 'Options', 'mustFollowSuit');
    await kiosk.until(() => court(kiosk).dialog === TITLE);
    const note = court(kiosk);
    expect(note.settings.mustFollowSuit).toBe(false);
    expect(note.mustFollowSuit).toBe(true);
    expect(note.checked).toContain('mustFollowSuit');
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).dialog === null);
    // How to Play tells of tournaments too, and fits the screen.
    await kiosk.menuWith('gamepad', 'Help', 'how');
    await kiosk.until(() => court(kiosk).dialog === 'How to Play');
    const ok = kiosk.control('ok');
    expect(ok.y + ok.height).toBeLessThanOrEqual(480);
    await kiosk.pad('confirm');
    await kiosk.until(() => court(kiosk).dialog === null);
  });

  it('stands the cards you may play proud of the rest of your hand on your turn', async () => {
    const kiosk = await TestKiosk.open({ seed: 36 });
    await sitDown(kiosk, 'keyboard');
    await asGuest(kiosk, 'keyboard');
    // Play on until the suit led leaves some of your cards unplayable.
    const s = await playCourt(
      kiosk,
      'keyboard',
      (s) => s.phase === 'play' && s.dialog === null && s.legal.some((a) => a.type === 'play') && s.legal.filter((a) => a.type === 'play').length < s.hand.length,
    );
    const plays = new Set(s.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
    const top = (card: string) => s.controls.find((c) => c.id === `card-${card}`)?.y ?? NaN;
    const proud = s.hand.filter((c) => plays.has(c)).map(top);
    const rest = s.hand.filter((c) => !plays.has(c)).map(top);
    expect(rest.length).toBeGreaterThan(0);
    expect(Math.max(...proud)).toBeLessThan(Math.min(...rest));
  });
});
