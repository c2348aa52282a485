// The attract loop's bouncing cards, after the famous solitaire victory
// cascade: cards leave four foundation piles one at a time, fall, bounce along
// the floor and leave a trail of copies behind them. Pure physics on a fixed
// 60 Hz step, so the loop is the same on every cabinet and testable in Node.

import { type Card, RANKS, SUITS } from '../engine/cards';
import { type Rng, nextFloat } from '../engine/rng';

export interface CascadeBounds {
  width: number;
  height: number;
  cardWidth: number;
  cardHeight: number;
}

export interface Stamp {
  card: Card;
  x: number;
  y: number;
}

const GRAVITY = 0.6;
const BOUNCE = 0.78;

export class Cascade {
  private order: Card[];
  private next = 0;
  private flying: { card: Card; x: number; y: number; vx: number; vy: number } | null = null;
  /** True once each of the 52 cards has had its turn; the trail is wiped then. */
  cycleEnded = false;

  constructor(
    private readonly rng: Rng,
    private readonly bounds: CascadeBounds,
  ) {
    // Foundations are built ace to king, so they empty king first and ace last.
    const aceLow = ['A' as const, ...RANKS.filter((rank) => rank !== 'A')];
    this.order = aceLow.reverse().flatMap((rank) => SUITS.map((suit): Card => `${rank}${suit}`));
  }

  /** Advance one 1/60 s step; the card's place to draw (whole pixels). */
  step(): Stamp {
    this.cycleEnded = false;
    if (!this.flying) this.launch();
    const f = this.flying!;
    f.vy += GRAVITY;
    f.x += f.vx;
    f.y += f.vy;
    const floor = this.bounds.height - this.bounds.cardHeight;
    if (f.y > floor) {
      f.y = floor;
      f.vy = -f.vy * BOUNCE;
    }
    const stamp = { card: f.card, x: Math.round(f.x), y: Math.round(f.y) };
    if (f.x < -this.bounds.cardWidth || f.x > this.bounds.width) this.flying = null;
    return stamp;
  }

  private launch(): void {
    const index = this.next % this.order.length;
    const card = this.order[index]!;
    this.next = index + 1;
    if (this.next === this.order.length) this.cycleEnded = true;
    const suit = SUITS.indexOf(card[1] as (typeof SUITS)[number]);
    const gap = (this.bounds.width - 4 * this.bounds.cardWidth) / 5;
    const speed = 2 + nextFloat(this.rng) * 5;
    this.flying = {
      card,
      x: gap + suit * (this.bounds.cardWidth + gap),
      y: 8,
      vx: nextFloat(this.rng) < 0.5 ? -speed : speed,
      vy: -nextFloat(this.rng) * 8,
    };
  }
}
