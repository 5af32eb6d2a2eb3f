/**
 * How long a story's play function waits for work a worker does (the ELK drawing, the verifier):
 * the story tests run in one Chromium beside every other package's tests on a two-core CI machine,
 * where loading ELK into a fresh worker alone took over 10 s. It is a condition's limit, not a
 * sleep: a story on a quiet machine goes on the moment the condition holds (about 2 s).
 */
export const BUSY_MACHINE_WAIT = { timeout: 30_000 } as const;
