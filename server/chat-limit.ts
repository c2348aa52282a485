// How fast one person may chat: at most CHAT_BURST lines in any
// CHAT_WINDOW_MS. A line over the limit is refused, not queued, and the
// person stays connected.

import { CHAT_BURST, CHAT_WINDOW_MS } from '../src/table/protocol';

export class ChatLimit {
  /** The times of each sender's recent lines. */
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly burst = CHAT_BURST,
    private readonly windowMs = CHAT_WINDOW_MS,
  ) {}

  /** Null when `sender` may send a line at `now` (and it is counted), else the reason. */
  take(sender: string, now: number): string | null {
    const recent = (this.sent.get(sender) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.burst) {
      this.sent.set(sender, recent);
      return `At most ${this.burst} messages in ${this.windowMs / 1000} seconds; wait a moment.`;
    }
    recent.push(now);
    this.sent.set(sender, recent);
    return null;
  }

  forget(sender: string): void {
    this.sent.delete(sender);
  }
}
