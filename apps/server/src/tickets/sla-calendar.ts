import { DateTime, IANAZone } from 'luxon';

/**
 * The hours SLA clocks run in (`SLA_CALENDAR`): around the clock, or a weekly timetable in a time
 * zone (`SLA_TIME_ZONE`). Deadlines are working time added to a moment; a pause is measured in
 * working time too, so a ticket paused over a weekend keeps the working hours it had left.
 */
export type SlaCalendar =
  | { kind: '24x7' }
  | {
      kind: 'semanal';
      zone: string;
      /** Working spans of each weekday (luxon's 1 = Monday … 7 = Sunday), in minutes from midnight. */
      days: Record<number, [number, number][]>;
      /** The text it was read from, for logs and the README. */
      text: string;
    };

export const ALWAYS: SlaCalendar = { kind: '24x7' };

const DAY_NAMES: Record<string, number> = { seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6, 'sáb': 6, dom: 7 };

function parseDays(spec: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part.split('-').map((d) => DAY_NAMES[d.trim().toLowerCase()]);
    if (a === undefined || (part.includes('-') && b === undefined)) return undefined;
    // 'sex-seg' wraps over the weekend.
    for (let d = a, n = 0; n < 7; d = (d % 7) + 1, n++) {
      days.add(d);
      if (d === (b ?? a)) break;
    }
  }
  return [...days];
}

function parseSpan(spec: string): [number, number] | undefined {
  const m = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(spec);
  if (!m) return undefined;
  const [h1, m1, h2, m2] = m.slice(1).map(Number) as [number, number, number, number];
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  if (h1 > 24 || h2 > 24 || m1 > 59 || m2 > 59 || end > 1440 || start >= end) return undefined;
  return [start, end];
}

/**
 * Reads `SLA_CALENDAR`: '24x7', or rules separated by ';', each days then spans:
 * 'seg-sex 08:00-12:00 13:00-18:00; sab 08:00-12:00'. Days: dom seg ter qua qui sex sab, lists
 * with ',' and ranges with '-'. Returns the problem, in Portuguese, when the text is not one.
 * @example parseSlaCalendar('seg-sex 08:00-18:00', 'America/Sao_Paulo')
 */
export function parseSlaCalendar(text: string, zone: string): SlaCalendar | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === '24x7') return ALWAYS;
  if (!IANAZone.isValidZone(zone)) return { error: `fuso horário desconhecido: "${zone}"` };
  const days: Record<number, [number, number][]> = {};
  for (const rule of trimmed.split(';').map((r) => r.trim()).filter(Boolean)) {
    const [daySpec, ...spanSpecs] = rule.split(/\s+/);
    const weekdays = parseDays(daySpec!);
    if (!weekdays) return { error: `dias inválidos em "${rule}" (use dom, seg, ter, qua, qui, sex, sab)` };
    if (spanSpecs.length === 0) return { error: `faltam os horários em "${rule}" (ex.: seg-sex 08:00-18:00)` };
    for (const s of spanSpecs) {
      const span = parseSpan(s);
      if (!span) return { error: `horário inválido "${s}" (ex.: 08:00-18:00)` };
      for (const d of weekdays) (days[d] ??= []).push(span);
    }
  }
  for (const spans of Object.values(days)) {
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) return { error: `horários sobrepostos em "${trimmed}"` };
  }
  if (Object.keys(days).length === 0) return { error: `nenhum horário em "${trimmed}"` };
  return { kind: 'semanal', zone, days, text: trimmed };
}

/** The working spans of the day that holds `day` (local midnight), as absolute milliseconds. */
function spansOf(cal: Extract<SlaCalendar, { kind: 'semanal' }>, day: DateTime): [number, number][] {
  const at = (minutes: number) => day.plus({ minutes }).toMillis();
  return (cal.days[day.weekday] ?? []).map(([s, e]) => [at(s), at(e)]);
}

// No calendar leaves more than a year between two working minutes; past that, something is wrong.
const MAX_DAYS = 400;

/**
 * `from` plus `ms` of working time (minus, when negative).
 * @example addWorkingTime(ALWAYS, new Date(0), 3_600_000) // 01:00 on 1 January 1970
 */
export function addWorkingTime(cal: SlaCalendar, from: Date, ms: number): Date {
  if (cal.kind === '24x7') return new Date(from.getTime() + ms);
  const t = from.getTime();
  let remaining = Math.abs(ms);
  let day = DateTime.fromMillis(t, { zone: cal.zone }).startOf('day');
  for (let n = 0; n < MAX_DAYS; n++) {
    const spans = spansOf(cal, day);
    if (ms >= 0) {
      for (const [s, e] of spans) {
        if (e <= t) continue;
        const start = Math.max(s, t);
        if (remaining <= e - start) return new Date(start + remaining);
        remaining -= e - start;
      }
      day = day.plus({ days: 1 });
    } else {
      for (const [s, e] of spans.reverse()) {
        if (s >= t) continue;
        const end = Math.min(e, t);
        if (remaining <= end - s) return new Date(end - remaining);
        remaining -= end - s;
      }
      day = day.minus({ days: 1 });
    }
  }
  return new Date(t + ms);
}

/** Working time from `from` to `to` (negative when `to` comes first). */
export function workingTimeBetween(cal: SlaCalendar, from: Date, to: Date): number {
  if (cal.kind === '24x7') return to.getTime() - from.getTime();
  if (to < from) return -workingTimeBetween(cal, to, from);
  const a = from.getTime();
  const b = to.getTime();
  let total = 0;
  let day = DateTime.fromMillis(a, { zone: cal.zone }).startOf('day');
  while (day.toMillis() < b) {
    for (const [s, e] of spansOf(cal, day)) total += Math.max(0, Math.min(e, b) - Math.max(s, a));
    day = day.plus({ days: 1 });
  }
  return total;
}
