// Random Hearts playouts per second on one core: deal 52 cards and play all
// thirteen tricks with random legal cards, on the bit-mask hands the expert
// player searches with.

const WARM_UP_MS = 300;
const MEASURE_MS = 2000;

export default {
  name: 'playouts',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { dealRandom, newPosition, playOut } = await context.source('src/engine/hearts/playout.ts');
    const { createRng } = await context.source('src/engine/rng.ts');
    const rules = { jackOfDiamonds: true, queenOfSpades: true, twoOfClubsLeads: false, bleedOnFirstTrick: false, queenIsNotAHeart: false };
    const rng = createRng(1);
    const position = newPosition();
    const deck = new Int32Array(52);
    const run = (ms) => {
      const end = performance.now() + ms;
      let deals = 0;
      while (performance.now() < end) {
        for (let i = 0; i < 1000; i++) {
          dealRandom(position, rng, deck);
          playOut(position, rules, rng);
        }
        deals += 1000;
      }
      return deals;
    };
    run(WARM_UP_MS);
    const start = performance.now();
    const deals = run(MEASURE_MS);
    const perSecond = deals / ((performance.now() - start) / 1000);
    return [{ name: 'Hearts random deals per second', value: perSecond / 1000, unit: 'k/s', min: 250, detail: `${deals} deals` }];
  },
};
