import { IANAZone } from 'luxon';
import { DEFAULT_PRIORITY, DEFAULT_QUEUE, DEFAULT_TICKET_TYPE } from '@chamados/tree-engine';
import { messages } from '../../messages';
import { DEFAULT_STATE_MAP, parseStateMap, type StateMap } from './state-map';

/** How the portal reaches a Znuny/OTRS GenericInterface web service, read from the environment. */
export interface ZnunyConfig {
  /** `…/nph-genericinterface.pl/Webservice/<name>`: every operation's route hangs below it. */
  webserviceUrl: string;
  user: string;
  password: string;
  queue: string;
  type: string;
  priority: string;
  /** State of a new ticket (the tree may ask for `closed successful` instead). */
  stateNew: string;
  /** State a user's reply gives a ticket the portal shows as fechado, pendente or pendente-cliente. */
  stateReopen: string;
  stateMap: StateMap;
  /** Ticket dynamic field holding the creation's idempotency key. */
  idempotencyField: string;
  /** IANA zone of Znuny's `YYYY-MM-DD hh:mm:ss` times (its OTRSTimeZone). */
  timeZone: string;
  readTimeoutMs: number;
  writeTimeoutMs: number;
  /** Extra attempts of a failed read (never of a write). */
  readRetries: number;
  /**
   * Test-only: prepended to every customer login, so each test app owns fresh customer users
   * on a shared Znuny.
   */
  customerLoginPrefix?: string;
}

/** The environment, trimmed, with empty values as unset (config.ts's reader). */
export type EnvString = (name: string) => string | undefined;


/**
 * The `ZNUNY_*` variables, validated when `TICKET_STORE=znuny`; each problem is one Portuguese
 * line in `problems`, so the operator fixes them all in one go.
 */
export function readZnunyConfig(str: EnvString, problems: string[]): ZnunyConfig {
  const m = messages.znunyConfig;
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    problems.push(m.integer(name, raw, min, max));
    return fallback;
  };
  const required = (name: string): string => {
    const v = str(name);
    if (v === undefined) problems.push(m.required(name));
    return v ?? '';
  };

  const base = required('ZNUNY_URL');
  let webserviceUrl = '';
  if (base) {
    try {
      const u = new URL(base);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') problems.push(m.url('ZNUNY_URL', base));
    } catch {
      problems.push(m.url('ZNUNY_URL', base));
    }
  }
  const webservice = required('ZNUNY_WEBSERVICE');
  if (webservice && !/^[\w.-]+$/.test(webservice)) problems.push(m.webservice(webservice));
  if (base && webservice) webserviceUrl = `${base.replace(/\/+$/, '')}/Webservice/${encodeURIComponent(webservice)}`;

  const mapRaw = str('ZNUNY_STATE_MAP');
  let stateMap = DEFAULT_STATE_MAP;
  if (mapRaw !== undefined) {
    const parsed = parseStateMap(mapRaw);
    problems.push(...parsed.problems.map((p) => `ZNUNY_STATE_MAP: ${p}`));
    stateMap = parsed.map;
  }

  const idempotencyField = str('ZNUNY_IDEMPOTENCY_FIELD') ?? 'ChamadosChave';
  // Znuny dynamic-field names are letters and digits only.
  if (!/^[A-Za-z0-9]+$/.test(idempotencyField)) problems.push(m.fieldName(idempotencyField));

  const timeZone = str('ZNUNY_TIME_ZONE') ?? 'UTC';
  if (!IANAZone.isValidZone(timeZone)) problems.push(m.timeZone(timeZone));

  return {
    webserviceUrl,
    user: required('ZNUNY_USER'),
    password: required('ZNUNY_PASSWORD'),
    queue: str('ZNUNY_QUEUE') ?? DEFAULT_QUEUE,
    type: str('ZNUNY_TYPE') ?? DEFAULT_TICKET_TYPE,
    priority: str('ZNUNY_PRIORITY') ?? DEFAULT_PRIORITY,
    stateNew: str('ZNUNY_STATE_NEW') ?? 'new',
    stateReopen: str('ZNUNY_STATE_REOPEN') ?? 'open',
    stateMap,
    idempotencyField,
    timeZone,
    readTimeoutMs: int('ZNUNY_TIMEOUT_MS', 10_000, 100, 600_000),
    writeTimeoutMs: int('ZNUNY_WRITE_TIMEOUT_MS', 60_000, 100, 600_000),
    readRetries: int('ZNUNY_RETRIES', 1, 0, 5),
  };
}
