import { expect, it } from 'vitest';
import { readMessage } from './client-message';

it('reads well-formed messages of each type', () => {
  expect(readMessage('action', { type: 'change', card: 'QS', potCard: '7D' }, 'Thirty-One')).toEqual({ ok: true, value: { type: 'change', card: 'QS', potCard: '7D' } });
  expect(readMessage('action', { type: 'pass', cards: ['2C', 'QS', 'AH'] }, 'Hearts')).toEqual({ ok: true, value: { type: 'pass', cards: ['2C', 'QS', 'AH'] } });
  expect(readMessage('action', { type: 'call', suit: 'H', alone: true }, 'Euchre')).toEqual({ ok: true, value: { type: 'call', suit: 'H', alone: true } });
  expect(readMessage('action', { type: 'move', from: 3, to: 11 }, 'Chinese Patience')).toEqual({ ok: true, value: { type: 'move', from: 3, to: 11 } });
  expect(readMessage('chat', { text: 'Good luck!' }, 'Hearts')).toEqual({ ok: true, value: { text: 'Good luck!' } });
  expect(readMessage('fill', { seat: 3, level: null }, 'Hearts')).toEqual({ ok: true, value: { seat: 3, level: null } });
  expect(readMessage('play', undefined, 'Hearts')).toEqual({ ok: true, value: undefined });
});

it.each([
  ['action', 'pass', 'That is not a move of Thirty-One.'],
  ['action', { seat: 2 }, 'That is not a move of Thirty-One.'],
  ['action', { type: 7 }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', card: { rank: 'Q' } }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', card: 'Q'.repeat(17) }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'pass', cards: ['2C', '3C', '4C', '5C', '6C'] }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', a: 1, b: 2, c: 3, d: 4 }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', from: 1e9 }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', from: 1.5 }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'play', 'card-id': 'QS' }, 'That is not a move of Thirty-One.'],
  ['action', [{ type: 'pass' }], 'That is not a move of Thirty-One.'],
  ['chat', { text: 'x'.repeat(81) }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['chat', { text: 'h\u00e9llo' }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['chat', { text: '' }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['fill', { seat: 4, level: 'novice' }, 'Choose a seat and a level, or no level to empty it.'],
  ['fill', { seat: 1, level: 'grandmaster' }, 'Choose a seat and a level, or no level to empty it.'],
  ['play', { now: true }, 'Play carries nothing more.'],
] as const)('refuses a malformed %s message: %j', (type, message, reason) => {
  expect(readMessage(type, message, 'Thirty-One')).toEqual({ ok: false, reason });
});

it('drops a key that would reach an object\'s prototype, and pollutes nothing', () => {
  const read = readMessage('action', JSON.parse('{"type":"play","__proto__":{"polluted":true}}'), 'Hearts');
  expect(read).toEqual({ ok: true, value: { type: 'play' } });
  expect(read.ok && Object.keys(read.value)).toEqual(['type']);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
