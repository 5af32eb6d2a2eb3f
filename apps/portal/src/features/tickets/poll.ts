/** Lists and the detail reload every 120 s (spec §7). */
export const POLLING = { pollingInterval: 120_000 } as const;
