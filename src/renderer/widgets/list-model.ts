// A list box's selection and scroll position: `rows` lines show at a time,
// starting at `top`, and the selection is always kept in view.

export class ListModel {
  private selectedIndex: number;
  private topIndex = 0;

  constructor(
    private itemCount: number,
    readonly rows: number,
    selected = 0,
  ) {
    this.selectedIndex = -1;
    this.select(selected);
  }

  get count(): number {
    return this.itemCount;
  }

  get selected(): number {
    return this.selectedIndex;
  }

  get top(): number {
    return this.topIndex;
  }

  get maxTop(): number {
    return Math.max(0, this.itemCount - this.rows);
  }

  /** Whether the list is longer than its window (so it needs a scroll bar). */
  get scrolls(): boolean {
    return this.itemCount > this.rows;
  }

  setCount(count: number): void {
    this.itemCount = count;
    this.topIndex = Math.min(this.topIndex, this.maxTop);
    this.select(Math.min(this.selectedIndex, count - 1));
  }

  /** Select an item (clamped into the list) and scroll it into view; true if the selection changed. */
  select(index: number): boolean {
    const next = this.itemCount === 0 ? -1 : Math.max(0, Math.min(this.itemCount - 1, index));
    if (next >= 0) {
      if (next < this.topIndex) this.topIndex = next;
      else if (next >= this.topIndex + this.rows) this.topIndex = next - this.rows + 1;
    }
    const changed = next !== this.selectedIndex;
    this.selectedIndex = next;
    return changed;
  }

  /** Move the selection; false at either end, so focus may leave the list. */
  move(delta: number): boolean {
    return this.select(this.selectedIndex + delta);
  }

  /** Scroll the window without touching the selection (scroll-bar arrows). */
  scroll(delta: number): boolean {
    const next = Math.max(0, Math.min(this.maxTop, this.topIndex + delta));
    const changed = next !== this.topIndex;
    this.topIndex = next;
    return changed;
  }

  /** The item shown on visible row `row`, or -1 below the end. */
  itemAtRow(row: number): number {
    const index = this.topIndex + row;
    return row >= 0 && row < this.rows && index < this.itemCount ? index : -1;
  }
}
