// A check box: a white square with an X (3.1) or a tick in a sunken well (95).

import { Choice, MARK_SIZE } from './choice';
import { fillRect, outline, pattern, well } from './draw';
import type { Look } from './theme';

const TICK = ['......#', '.....##', '#...###', '##.###.', '#####..', '.###...', '..#....'];

export class Checkbox extends Choice {
  private value: boolean;

  constructor(
    label: string,
    checked = false,
    look: Look = 'win31',
    private readonly onChange: ((checked: boolean) => void) | null = null,
  ) {
    super(label, look);
    this.value = checked;
    this.drawMark();
  }

  get checked(): boolean {
    return this.value;
  }

  set checked(value: boolean) {
    this.value = value;
    this.drawMark();
  }

  activate(): void {
    if (!this.enabled) return;
    this.checked = !this.value;
    this.onChange?.(this.value);
  }

  protected drawMark(): void {
    const g = this.mark;
    const t = this.theme;
    const y = this.markY;
    g.clear();
    if (t.look === 'win31') {
      outline(g, 0, y, MARK_SIZE, MARK_SIZE, t.outline);
      fillRect(g, 1, y + 1, MARK_SIZE - 2, MARK_SIZE - 2, t.field);
      if (this.value) {
        for (let k = 0; k < MARK_SIZE - 2; k++) {
          fillRect(g, 1 + k, y + 1 + k, 1, 1, t.text);
          fillRect(g, MARK_SIZE - 2 - k, y + 1 + k, 1, 1, t.text);
        }
      }
    } else {
      well(g, t, 0, y, MARK_SIZE, MARK_SIZE, this.wellColour);
      if (this.value) pattern(g, 3, y + 3, TICK, { '#': this.markColour });
    }
  }
}
