// The URL switches of the automation hooks (DESIGN.md). Read once at boot.

export interface Flags {
  /** `?test`: expose `window.parlour`. */
  test: boolean;
  /** `?seed=N`: fixed deals. */
  seed: number | null;
  /** `?speed=instant`: no animations or thinking pauses. */
  instant: boolean;
  /**
   * Whether the kiosk is kept for offline play: always, but under `?test`
   * only with `&offline` (a test page that is not about it does not fetch
   * the whole build into its cache).
   */
  offline: boolean;
}

export function readFlags(search: string): Flags {
  const params = new URLSearchParams(search);
  const seedText = params.get('seed');
  const seed = seedText !== null && /^-?\d+$/.test(seedText) ? Number(seedText) >>> 0 : null;
  return {
    test: params.has('test'),
    seed,
    instant: params.get('speed') === 'instant',
    offline: !params.has('test') || params.has('offline'),
  };
}
