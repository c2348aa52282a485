import { describe, expect, it } from 'vitest';
import { Glides, easeOut, pointAt } from './glide';

function thing(x = 0, y = 0) {
  return {
    position: {
      x,
      y,
      set(nx: number, ny: number) {
        this.x = nx;
        this.y = ny;
      },
    },
  };
}

describe('glides', () => {
  it('ease out from 0 to 1 and stay on whole pixels', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    const p = pointAt({ x: 0, y: 0 }, { x: 101, y: -33 }, 37, 200);
    expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
  });

  it('move a card over the duration and report its arrival once', () => {
    const glides = new Glides(() => false);
    const card = thing();
    let arrived = 0;
    glides.to(card, { x: 100, y: 50 }, 200, { done: () => arrived++ });
    glides.update(100);
    expect(card.position.x).toBeGreaterThan(50);
    expect(card.position.x).toBeLessThan(100);
    expect(glides.busy).toBe(true);
    glides.update(100);
    glides.update(100);
    expect(card.position).toMatchObject({ x: 100, y: 50 });
    expect(arrived).toBe(1);
    expect(glides.busy).toBe(false);
  });

  it('wait out a delay before moving, without holding up the others', () => {
    const glides = new Glides(() => false);
    const late = thing();
    const early = thing();
    glides.to(late, { x: 10, y: 0 }, 100, { delay: 150 });
    glides.to(early, { x: 10, y: 0 }, 100);
    glides.update(100);
    expect(late.position.x).toBe(0);
    expect(early.position.x).toBe(10);
    glides.update(100);
    expect(late.position.x).toBeGreaterThan(0);
  });

  it('finish at once when instant', () => {
    const glides = new Glides(() => true);
    const card = thing();
    let arrived = false;
    glides.to(card, { x: 7, y: 9 }, 500, { delay: 300, done: () => (arrived = true) });
    expect(card.position).toMatchObject({ x: 7, y: 9 });
    expect(arrived).toBe(true);
    expect(glides.busy).toBe(false);
  });
});
