// Tournament Play at the Court's table, as the kiosk asks it: the players'
// names, whose turn it is, each result, and the standings at the end. The
// bookkeeping is `tournament.ts`; the table deals each game.

import { createRng } from '../../engine/rng';
import type { Level } from '../../engine/game';
import { confirmBox, listBox, messageBox, textEntry } from '../../renderer/widgets';
import { type Tournament, currentPlayer, standings, startTournament, winners } from './tournament';

/** The names for a new tournament at `level`, or null when the person changes their mind; `gameOn`: a game under way would be given up. */
export async function askTournamentPlayers(level: Level, gameOn = false): Promise<string[] | null> {
  const losing = gameOn ? ' The game in progress will count as a loss.' : '';
  if (!(await confirmBox('Tournament Play', `Start a tournament at the ${level} level? Each player plays the computer for three rounds on the same cards.${losing}`))) return null;
  const count = await listBox('Tournament Play', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], { prompt: '&How many players?', selected: 1, rows: 5, width: 120 });
  if (count === null) return null;
  const players: string[] = [];
  for (let i = 0; i <= count; i++) {
    const name = await textEntry('Tournament Play', `Name of player ${i + 1}:`, { maxLength: 12, initial: `PLAYER ${i + 1}` });
    if (name === null) return null;
    players.push(name.trim() === '' ? `PLAYER ${i + 1}` : name.trim().toUpperCase());
  }
  return players;
}

/** A new tournament for `players`, its decks drawn from `seed`, begun while `host` was playing. */
export function newTournament(level: Level, players: readonly string[], seed: number, host: string | null): Tournament {
  return startTournament(level, players, createRng(seed), host);
}

/** Tell the next player it is their turn; their name, or null when everyone has played. */
export async function announceNext(t: Tournament): Promise<string | null> {
  const at = currentPlayer(t);
  if (at === null) return null;
  const name = t.players[at] ?? '';
  await messageBox('Tournament Play', `Player ${at + 1} of ${t.players.length}: ${name}, it is your turn. Three rounds against the computer.`);
  return name;
}

/** `name`'s game is over and counted in `t`: their difference (and a place won in the Hall of Fame), or at the end the standings too. */
export async function announceResult(t: Tournament, name: string, difference: number, fame: string | null = null): Promise<void> {
  const result = `${name}: a difference of ${Math.round(difference)} after three rounds.${fame ? `\n\n${fame}` : ''}`;
  if (currentPlayer(t) !== null) {
    await messageBox('Tournament Play', result);
    return;
  }
  const table = standings(t)
    .map((s) => `${s.place}. ${s.name}: ${s.difference}`)
    .join('\n');
  const won = winners(t);
  await messageBox('Tournament Results', `${result}\n\n${table}\n\n${won.length > 1 ? `${won.join(' and ')} share the win!` : `${won[0] ?? ''} wins the tournament!`}`);
}

export function confirmCancel(): Promise<boolean> {
  return confirmBox('Tournament Play', 'Cancel the tournament and go back to normal play?');
}
