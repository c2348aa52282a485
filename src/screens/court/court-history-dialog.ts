// The History dialog: the player's figures per level as a table, with the
// games played head to head against another person in a column of their
// own, a bar chart of the winning percentages against the computer drawn in
// whole pixels, and the legendary games; under them, the player's network
// games, which are counted apart and never in this History.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Level } from '../../engine/game';
import { VGA } from '../../renderer/palette';
import { PixelText, lineHeight } from '../../renderer/text';
import { type Block, Dialog, type DialogHost } from '../../renderer/widgets';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { formatDate } from '../shell/score-table';
import { tallyLine } from '../net/network-tally';
import type { CourtRecords } from './court-records';
import { type CourtHistory, HEAD_TO_HEAD, type HistoryFigures, type HistoryKey, type Legends, figures, winBars } from './court-history';

const LEVELS: readonly [Level, string][] = [
  ['novice', 'Novice'],
  ['intermediate', 'Interm.'],
  ['expert', 'Expert'],
];

/** The table's columns: each level, then the games against people. */
const COLUMNS: readonly [HistoryKey, string][] = [...LEVELS, [HEAD_TO_HEAD, 'People']];

const ROWS: readonly [keyof HistoryFigures, string][] = [
  ['games', 'Total games'],
  ['wins', 'Wins'],
  ['losses', 'Losses'],
  ['draws', 'Draws'],
  ['winningPercentage', 'Winning %'],
  ['totalPoints', 'Total points'],
  ['averageScore', 'Average score'],
  ['totalDifference', 'Total difference'],
  ['averageSpread', 'Average spread'],
  ['totalRounds', 'Total rounds'],
  ['averageRounds', 'Average rounds'],
  ['totalBonusPoints', 'Total bonus points'],
  ['bonusPointAverage', 'Bonus point average'],
];

const LABEL_W = 150;
const COL_W = 60;
const CHART_H = 100;
const BAR_W = 22;

function text(box: Container, value: string, x: number, y: number, colour: number = VGA.black, right = false): void {
  const t = new PixelText(value, { colour });
  t.position.set(right ? x - t.textWidth : x, y);
  box.addChild(t);
}

function historyBlock(history: CourtHistory, legends: Legends): Block {
  const box = new Container() as Container & { layoutWidth: number; layoutHeight: number };
  const row = lineHeight();
  const g = new Rects();
  box.addChild(g);
  COLUMNS.forEach(([, name], i) => text(box, name, LABEL_W + (i + 1) * COL_W, 0, VGA.black, true));
  fillRect(g, 0, row + 1, LABEL_W + COLUMNS.length * COL_W, 1, VGA.black);
  ROWS.forEach(([key, label], r) => {
    const y = row + 4 + r * row;
    text(box, label, 0, y);
    COLUMNS.forEach(([column], i) => text(box, String(figures(history[column])[key]), LABEL_W + (i + 1) * COL_W, y, VGA.black, true));
  });
  // The chart: one bar per level, its height the share of games won against the computer.
  const chartX = LABEL_W + COLUMNS.length * COL_W + 24;
  const chartTop = row + 4;
  text(box, 'Games won', chartX, 0);
  outline(g, chartX, chartTop, 3 * (BAR_W + 8) + 8, CHART_H + 2, VGA.black);
  const bars = winBars(history, CHART_H);
  const colours = [VGA.green, VGA.blue, VGA.red];
  LEVELS.forEach(([level, name], i) => {
    const h = bars[level];
    const x = chartX + 8 + i * (BAR_W + 8);
    fillRect(g, x, chartTop + 1 + CHART_H - h, BAR_W, h, colours[i] ?? VGA.black);
    text(box, name.slice(0, 3), x, chartTop + CHART_H + 6);
  });
  let y = row + 4 + ROWS.length * row + 8;
  fillRect(g, 0, y - 4, chartX + 3 * (BAR_W + 8) + 8, 1, VGA.black);
  text(box, 'Legendary games', 0, y);
  y += row;
  for (const [level, name] of LEVELS) {
    const best = legends[level][0];
    text(box, `${name}: ${best ? `${best.name}, won by ${best.spread} on ${formatDate(best.date)}` : 'none yet'}`, 0, y);
    y += row;
  }
  box.layoutWidth = chartX + 3 * (BAR_W + 8) + 8;
  box.layoutHeight = y;
  return box;
}

/** A line of words under the History, as wide as `width`. */
function note(words: string, width: number): Block {
  const line = new PixelText(words, { colour: VGA.black, wrap: width }) as PixelText & { layoutWidth: number; layoutHeight: number };
  line.layoutWidth = width;
  line.layoutHeight = line.textHeight;
  return line;
}

/** Open the History, with `network` (the player's network games in words, or null) under it; it answers when closed. */
export async function openHistory(host: DialogHost, player: string | null, history: CourtHistory | null, legends: Legends, network: string | null = null): Promise<void> {
  if (player === null || history === null) {
    const guests = note('Guests have no History. Choose or enter a name at the start of a game to keep one.', 300);
    await new Dialog<void>('History', 'win31', { body: [guests], buttons: [{ id: 'ok', label: 'OK' }], answer: () => undefined, cancel: () => undefined }).open(host).result;
    return;
  }
  const block = historyBlock(history, legends);
  await new Dialog<void>(`History of ${player}`, 'win31', {
    body: network === null ? [block] : [block, note(network, block.layoutWidth)],
    buttons: [{ id: 'ok', label: 'OK' }],
    answer: () => undefined,
    cancel: () => undefined,
  }).open(host).result;
}

/**
 * File > History: each player's figures read afresh (they may still be
 * loading, or a game just ended), their network games under them; with two
 * named people at the table, one History after the other. The records are
 * left loaded for the first, the table's own player.
 */
export async function showHistory(host: DialogHost, records: CourtRecords, players: readonly (string | null)[]): Promise<void> {
  const named = [...new Set(players.filter((name) => name !== null))];
  const shown = named.length === 0 ? [null] : named;
  for (const player of shown) {
    await records.load(player);
    await openHistory(host, player, records.history, records.legends, records.network && tallyLine(records.network));
  }
  const own = players[0] ?? null;
  if (shown.at(-1) !== own) await records.load(own);
}
