import { describe, expect, it } from 'vitest';
import { clockWords } from './clock-words';
import type { TableMessage } from '../../table/protocol';

const person = (name: string) => ({ kind: 'person' as const, name, level: null, away: false });
const table: TableMessage = { game: 'thirtyone', options: { variation: 'regular' }, minPlayers: 2, seats: [person('ANNE'), person('BOB')], host: 0, variation: 'regular', level: 'novice', stage: 'playing', you: 0, watchers: 0, turnSeconds: 60 };

describe('the turn clock on the status line', () => {
  it('speaks to the person whose turn it is, and of others by name', () => {
    expect(clockWords({ seat: 0, seconds: 7 }, table)).toBe('You have 7 seconds to move.');
    expect(clockWords({ seat: 1, seconds: 1 }, table)).toBe('BOB has a second to move.');
    expect(clockWords({ seat: 1, seconds: 4 }, { ...table, you: null })).toBe('BOB has 4 seconds to move.');
  });
});
