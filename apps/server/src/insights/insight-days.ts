import { DateTime } from 'luxon';

/** The zone whose calendar days the counters use: the campus's, not the server's. */
export const INSIGHT_ZONE = 'America/Sao_Paulo';

/** The calendar day (YYYY-MM-DD) of an instant in {@link INSIGHT_ZONE}. */
export const dayOf = (ms: number): string => DateTime.fromMillis(ms, { zone: INSIGHT_ZONE }).toISODate()!;

/** A day `n` days after (or before, negative) `day`. */
export const addDays = (day: string, n: number): string => DateTime.fromISO(day, { zone: 'utc' }).plus({ days: n }).toISODate()!;

/** Whether `day` is a real calendar day written YYYY-MM-DD (not 2026-02-31). */
export const isDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && DateTime.fromISO(day, { zone: 'utc' }).isValid;

/** The Monday of the week of `day`. */
export const weekOf = (day: string): string => DateTime.fromISO(day, { zone: 'utc' }).startOf('week').toISODate()!;

/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round(DateTime.fromISO(b, { zone: 'utc' }).diff(DateTime.fromISO(a, { zone: 'utc' }), 'days').days);
