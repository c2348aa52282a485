// How often the Euchre computer players go alone, and how those hands end:
// four players of one level play whole games to 10, with Pass Best on (the
// original's default) and off. Per level and setting: lone hands per 100
// dealt (at most 8), the share of them that marched for 4 points (at least
// 60%) and the share euchred. PARLOUR_BENCH_LONE_GAMES sets the games per
// level and setting (default 200; about 2,000 hands).

const GAMES = Number(process.env.PARLOUR_BENCH_LONE_GAMES ?? 200);
const SEED = 20_261_126;
const LEVELS = ['novice', 'intermediate', 'expert'];

export default {
  name: 'euchre-lone-hands',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { handTally, levelPlayer } = await context.source('src/engine/euchre/ai-match.ts');
    const rows = [];
    for (const level of LEVELS) {
      for (const passBest of [true, false]) {
        const start = performance.now();
        const player = levelPlayer(level);
        const [a, b] = handTally([player, player], GAMES, SEED, { passBest });
        const seconds = (performance.now() - start) / 1000;
        const alone = a.alone + b.alone;
        const marched = a.loneMarch + b.loneMarch;
        const euchred = a.loneEuchred + b.loneEuchred;
        const made = a.made + b.made;
        const setting = `Pass Best ${passBest ? 'on' : 'off'}`;
        const detail = `${alone} lone of ${a.dealt} hands dealt (${made} made) in ${GAMES} games, ${seconds.toFixed(0)} s; ${marched} marched, ${euchred} euchred`;
        const share = (n) => (alone === 0 ? null : (100 * n) / alone);
        rows.push(
          { name: `Euchre ${level} lone hands per 100 dealt, ${setting}`, value: (100 * alone) / a.dealt, unit: '/100', max: 8, detail },
          { name: `Euchre ${level} lone hands marched, ${setting}`, value: share(marched), unit: '%', ...(alone === 0 ? {} : { min: 60 }), detail },
          { name: `Euchre ${level} lone hands euchred, ${setting}`, value: share(euchred), unit: '%', detail },
        );
        console.error(`Euchre ${level}, ${setting}: ${detail}`);
      }
    }
    return rows;
  },
};
