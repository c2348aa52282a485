import { describe, expect, it } from 'vitest';
import { FakeControl } from '../renderer/widgets/test-controls';
import { ControlList, controlInfo } from './controls';

const box = (x: number) => ({ x, y: 10, width: 20, height: 8 });

describe('ControlList', () => {
  it('lists enabled controls in the order added, with place and focus', () => {
    const list = new ControlList();
    const deal = list.add('deal', 'Deal', new FakeControl('deal', box(0)));
    const undo = list.add('undo', 'Undo', new FakeControl('undo', box(30)));
    list.add('pass', 'Pass', new FakeControl('pass', box(60)));
    undo.enabled = false;
    expect(deal.focused).toBe(true);
    expect(list.info()).toEqual([
      { id: 'deal', label: 'Deal', x: 0, y: 10, width: 20, height: 8, focused: true },
      { id: 'pass', label: 'Pass', x: 60, y: 10, width: 20, height: 8, focused: false },
    ]);
  });

  it('hands the controls to one focus group, and forgets them all on clear', () => {
    const list = new ControlList();
    const a = list.add('a', 'A', new FakeControl('a', box(0)));
    const b = list.add('b', 'B', new FakeControl('b', box(30)));
    list.focus.cycle(1);
    expect(b.focused).toBe(true);
    list.clear();
    expect(list.info()).toEqual([]);
    expect(list.focus.controls).toEqual([]);
    expect(controlInfo({ id: 'a', label: 'A', item: a }).focused).toBe(false);
  });
});
