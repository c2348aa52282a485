// The cards on a table as sprites that know where they belong. A screen says
// what should lie where (`show`); a card already on the table glides to its
// new place, a new one comes from where it was dealt or played from, and one
// that leaves glides off before it goes. So a card played from your hand
// slides from the hand to the trick with no code for that move in particular.

import { Container, Sprite, type Texture } from 'pixi.js';
import { Glides, type Point } from '../../renderer/glide';

export interface CardPlace {
  /** Stable while the card stays on the table: a card's name, or a back's seat and slot. */
  key: string;
  texture: Texture;
  at: Point;
  /** Drawn above lower numbers. */
  z: number;
}

export interface ShowOptions {
  /** Where a card that was not on the table comes from (else it appears in place). */
  from?: ReadonlyMap<string, Point>;
  /** Where a card that leaves the table goes before it disappears (else it vanishes). */
  to?: ReadonlyMap<string, Point>;
  /** Move time in ms. */
  duration?: number;
  /** A delay per new card, in order of `places`: a deal, card after card. */
  stagger?: number;
}

export class CardLayer extends Container {
  private readonly sprites = new Map<string, Sprite>();
  private readonly glides: Glides<Sprite>;

  constructor(instant: () => boolean) {
    super();
    this.sortableChildren = true;
    this.glides = new Glides(instant);
  }

  get busy(): boolean {
    return this.glides.busy;
  }

  /** The sprite of a key on the table now (for hit tests and automation). */
  spriteOf(key: string): Sprite | undefined {
    return this.sprites.get(key);
  }

  show(places: readonly CardPlace[], options: ShowOptions = {}): void {
    const duration = options.duration ?? 220;
    const wanted = new Set(places.map((p) => p.key));
    for (const [key, sprite] of this.sprites) {
      if (wanted.has(key)) continue;
      this.sprites.delete(key);
      const exit = options.to?.get(key);
      if (exit) {
        sprite.zIndex += 1000;
        this.glides.to(sprite, exit, duration, { done: () => sprite.destroy() });
      } else {
        this.glides.drop(sprite);
        sprite.destroy();
      }
    }
    let fresh = 0;
    for (const place of places) {
      let sprite = this.sprites.get(place.key);
      if (!sprite) {
        sprite = new Sprite(place.texture);
        this.sprites.set(place.key, sprite);
        this.addChild(sprite);
        const from = options.from?.get(place.key);
        sprite.position.set(from?.x ?? place.at.x, from?.y ?? place.at.y);
        sprite.zIndex = place.z;
        this.glides.to(sprite, place.at, duration, { delay: (options.stagger ?? 0) * fresh++ });
        continue;
      }
      sprite.texture = place.texture;
      sprite.zIndex = place.z;
      this.glides.to(sprite, place.at, duration);
    }
  }

  update(dtMs: number): void {
    this.glides.update(dtMs);
  }

  /** Every card to its place now (a dialog is about to cover the table). */
  settle(): void {
    this.glides.finishAll();
  }
}
