/**
 * How often the portal reloads what changes on the server without the user doing anything: the
 * unseen counts of the top bar, the ticket lists and the ticket detail (spec §7 and §9).
 */
export const POLLING_INTERVAL_MS = 120_000;
