import { expect, it } from 'vitest';
import { readMessage } from './client-message';

it('reads well-formed messages of each type', () => {
  expect(readMessage('action', { type: 'change', card: 'QS', potCard: '7D' })).toEqual({ ok: true, value: { type: 'change', card: 'QS', potCard: '7D' } });
  expect(readMessage('chat', { text: 'Good luck!' })).toEqual({ ok: true, value: { text: 'Good luck!' } });
  expect(readMessage('fill', { seat: 3, level: null })).toEqual({ ok: true, value: { seat: 3, level: null } });
  expect(readMessage('play', undefined)).toEqual({ ok: true, value: undefined });
});

it.each([
  ['action', { type: 'change', card: '2S', potCard: '7D' }, 'That is not a move of Thirty-One.'],
  ['action', { type: 'pass', seat: 2 }, 'That is not a move of Thirty-One.'],
  ['action', 'pass', 'That is not a move of Thirty-One.'],
  ['chat', { text: 'x'.repeat(81) }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['chat', { text: 'h\u00e9llo' }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['chat', { text: '' }, 'A message has 1 to 80 letters, digits and punctuation.'],
  ['fill', { seat: 4, level: 'novice' }, 'Choose a seat and a level, or no level to empty it.'],
  ['fill', { seat: 1, level: 'grandmaster' }, 'Choose a seat and a level, or no level to empty it.'],
  ['play', { now: true }, 'Play carries nothing more.'],
] as const)('refuses a malformed %s message: %j', (type, message, reason) => {
  expect(readMessage(type, message)).toEqual({ ok: false, reason });
});
