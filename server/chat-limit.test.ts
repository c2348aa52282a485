import { expect, it } from 'vitest';
import { CHAT_BURST, CHAT_WINDOW_MS } from '../src/table/protocol';
import { ChatLimit } from './chat-limit';

it('takes CHAT_BURST lines in a window from one sender, refuses the next, and takes more once the window has passed', () => {
  const limit = new ChatLimit();
  for (let line = 0; line < CHAT_BURST; line += 1) expect(limit.take('anne', 1000 + line)).toBeNull();
  expect(limit.take('anne', 1000 + CHAT_BURST)).toMatch(/^At most 3 messages in 5 seconds/);
  // Another sender is not held back by the first.
  expect(limit.take('bob', 1000 + CHAT_BURST)).toBeNull();
  expect(limit.take('anne', 1000 + CHAT_WINDOW_MS - 1)).not.toBeNull();
  expect(limit.take('anne', 1000 + CHAT_WINDOW_MS)).toBeNull();
});

it('forgets a sender who left', () => {
  const limit = new ChatLimit(1, 1000);
  expect(limit.take('anne', 0)).toBeNull();
  expect(limit.take('anne', 1)).not.toBeNull();
  limit.forget('anne');
  expect(limit.take('anne', 2)).toBeNull();
});
