// Affairs of the Court's tournaments in Node, through the whole kiosk
// (test-kiosk.ts): two players dealt the same cards play three full rounds
// each, and a cancelled tournament hands the table back.

import { describe, expect, it } from 'vitest';
import { asGuest, court, newPlayer, playCourt, sitDown } from './court-driver';
import { TestKiosk } from '../shell/test-kiosk';

describe('Affairs of the Court: tournaments', () => {
  it('deals two players the same cards, three full rounds each, then play goes on as the one who began it', async () => {
    const kiosk = await TestKiosk.open({ seed: 34 });
    await sitDown(kiosk, 'keyboard');
    await newPlayer(kiosk, 'ZOE');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    await kiosk.menuWith('keyboard', 'File', 'tournament');
    await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
    // A tournament: Yes (Shift+Tab to it, Space), the question defaulting to No as it gives up the game on.
    await kiosk.press('prev', 'confirm');
    await kiosk.until(() => court(kiosk).controls.some((c) => c.id === 'ok'));
    await kiosk.press('confirm'); // two players (the list starts there)
    for (const name of ['ANN', 'BEA']) {
      await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
      for (let i = 0; i < 12; i++) await kiosk.press('erase');
      await kiosk.type(name);
      await kiosk.press('confirm');
    }
    const firstCards: string[][] = [];
    for (const [i, name] of ['ANN', 'BEA'].entries()) {
      // "Your turn" for this player.
      await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
      await kiosk.press('confirm');
      await kiosk.until(() => court(kiosk).player === name);
      await kiosk.until(() => court(kiosk).phase === 'draw');
      expect(court(kiosk).controls.map((c) => c.id)).toContain('cancel-tournament');
      const seen: string[] = [];
      const rounds = new Set<number>();
      const end = await playCourt(kiosk, 'keyboard', (s) => {
        if (s.phase === 'draw' && s.revealed && s.drawn && seen.length < 6 && !seen.includes(s.drawn)) seen.push(s.drawn);
        // Throughout: whose turn of how many, and the round of three.
        if (s.dialog === null) {
          expect(s.panel).toContain(`Player ${i + 1} of 2`);
          expect(s.panel).toContain(`Round ${s.round} of 3`);
          rounds.add(s.round);
        }
        return false;
      });
      firstCards.push(seen.slice(0, 3));
      // Three full rounds, whatever the totals after the first two (section 7).
      expect(end.round).toBe(3);
      expect([...rounds].sort()).toEqual([1, 2, 3]);
      if (name === 'BEA') {
        expect(end.dialog).toBe('Tournament Results');
        expect(court(kiosk).tournament?.results.every((r) => typeof r === 'number')).toBe(true);
      } else {
        // ANN's difference; the next dialog hands the table to BEA.
        await kiosk.press('confirm');
      }
    }
    expect(firstCards[0]).toHaveLength(3);
    expect(firstCards[1]).toEqual(firstCards[0]);
    await kiosk.press('confirm');
    await kiosk.until(() => court(kiosk).tournament === null);
    // Normal play goes on as ZOE, who began the tournament; the tournament's games are in no History.
    await kiosk.until(() => court(kiosk).player === 'ZOE');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    expect(court(kiosk).history?.novice.games ?? 0).toBe(0);
    expect(court(kiosk).panel).not.toContain('Player');
  });

  it('hands the table back to the one who began it when the tournament is cancelled', async () => {
    const kiosk = await TestKiosk.open({ seed: 36 });
    await sitDown(kiosk, 'pointer');
    await asGuest(kiosk, 'pointer');
    await kiosk.menu('File', 'tournament');
    await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
    await kiosk.click('yes');
    await kiosk.until(() => court(kiosk).controls.some((c) => c.id === 'ok'));
    await kiosk.press('up', 'confirm'); // one player
    await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
    await kiosk.type('X');
    await kiosk.press('confirm');
    await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
    await kiosk.press('confirm');
    await kiosk.until(() => court(kiosk).player !== null);
    await kiosk.until(() => court(kiosk).panel.includes('Player 1 of 1'));
    await kiosk.click('cancel-tournament');
    await kiosk.until(() => court(kiosk).dialog === 'Tournament Play');
    await kiosk.click('yes');
    await kiosk.until(() => court(kiosk).tournament === null);
    // The guest who began it plays on; nothing was written under the entrant's name.
    await kiosk.until(() => court(kiosk).player === null);
    expect(court(kiosk).history).toBeNull();
  });
});
