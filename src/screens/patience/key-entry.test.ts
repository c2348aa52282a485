import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, type Entry, echo, erase, feed, isPileMove, keysOf, keysSeen, sourcePile } from './key-entry';

/** Feed keys one by one; the results in order. */
function type(keys: string, from: Entry = EMPTY_ENTRY) {
  let entry = from;
  return [...keys].map((key) => {
    const result = feed(entry, key);
    entry = result.entry;
    return result;
  });
}

describe('the original key sequences', () => {
  it('T twists, Z finishes, X asks for the menu', () => {
    expect(type('T')[0]).toEqual({ kind: 'action', entry: EMPTY_ENTRY, action: { type: 'twist' } });
    expect(type('Z')[0]).toEqual({ kind: 'action', entry: EMPTY_ENTRY, action: { type: 'finish' } });
    expect(type('X')[0]?.kind).toBe('menu');
  });

  it('M...0...5 moves the top card of pile 0 to pile 5', () => {
    const results = type('M05');
    expect(results.map((r) => r.kind)).toEqual(['typing', 'typing', 'action']);
    expect(echo(results[1]?.entry.keys ?? [])).toBe('M...0');
    expect(results[2]).toMatchObject({ action: { type: 'move', from: 0, to: 5 } });
  });

  it('M...P...8...6 moves the whole of pile 8 onto pile 6', () => {
    const results = type('MP86');
    expect(results.map((r) => r.kind)).toEqual(['typing', 'typing', 'typing', 'action']);
    expect(echo(results[2]?.entry.keys ?? [])).toBe('M...P...8');
    expect(isPileMove(results[2]?.entry ?? EMPTY_ENTRY)).toBe(true);
    expect(sourcePile(results[2]?.entry ?? EMPTY_ENTRY)).toBe(8);
    expect(results[3]).toMatchObject({ action: { type: 'move-pile', from: 8, to: 6 } });
  });

  it('ignores keys that mean nothing, and M partway starts the move again', () => {
    expect(type('Q')[0]?.kind).toBe('ignored');
    expect(type('5')[0]?.kind).toBe('ignored');
    const [, second] = type('M0');
    const again = type('M', second?.entry);
    expect(again[0]?.entry.keys).toEqual(['M']);
    // P only straight after M.
    expect(type('M0P').at(-1)?.kind).toBe('ignored');
  });

  it('T and Z partway drop the half-typed move and act', () => {
    expect(type('M0T').at(-1)).toEqual({ kind: 'action', entry: EMPTY_ENTRY, action: { type: 'twist' } });
    expect(type('MPZ').at(-1)).toEqual({ kind: 'action', entry: EMPTY_ENTRY, action: { type: 'finish' } });
  });

  it('refuse at once a source pile that can give nothing, and M before the first twist', () => {
    const sizes = [1, 1, 1, 1, 1, 3, 0, 1, 1, 2];
    const table = { started: true, size: (n: number) => sizes[n] ?? 0 };
    const feedAll = (keys: string, t = table) => {
      let entry = EMPTY_ENTRY;
      return [...keys].map((key) => {
        const result = feed(entry, key, t);
        entry = result.entry;
        return result;
      });
    };
    expect(feedAll('M6').at(-1)).toEqual({ kind: 'refused', entry: EMPTY_ENTRY, reason: 'Pile 6 is empty.' });
    expect(feedAll('M9').at(-1)?.kind).toBe('refused');
    expect(feedAll('M2').at(-1)?.kind).toBe('refused');
    expect(feedAll('MP7').at(-1)?.kind).toBe('refused');
    expect(feedAll('MP5').at(-1)?.kind).toBe('typing');
    expect(feedAll('M0').at(-1)?.kind).toBe('typing');
    expect(feedAll('M', { ...table, started: false })[0]).toEqual({ kind: 'refused', entry: EMPTY_ENTRY, reason: 'First twist a card (T).' });
  });

  it('X leaves a half-typed move for the menu, and delete takes back one key', () => {
    const [, , third] = type('MP8');
    expect(erase(third?.entry ?? EMPTY_ENTRY).keys).toEqual(['M', 'P']);
    expect(feed(third?.entry ?? EMPTY_ENTRY, 'X').kind).toBe('menu');
  });

  it('writes every action back as the keys that type it', () => {
    for (const action of [
      { type: 'twist' as const },
      { type: 'finish' as const },
      { type: 'move' as const, from: 0, to: 9 },
      { type: 'move-pile' as const, from: 5, to: 7 },
    ]) {
      expect(type(keysOf(action).join('')).at(-1)).toMatchObject({ kind: 'action', action });
    }
  });

  it("writes the other player's action in one's own pile numbers: their 0 is one's 9", () => {
    expect(keysSeen({ type: 'move', from: 0, to: 9 }, 1)).toEqual(['M', '9', '0']);
    expect(keysSeen({ type: 'move-pile', from: 5, to: 7 }, 1)).toEqual(['M', 'P', '5', '7']);
    expect(keysSeen({ type: 'move', from: 0, to: 4 }, 0)).toEqual(['M', '0', '4']);
    expect(keysSeen({ type: 'twist' }, 1)).toEqual(['T']);
  });
});
