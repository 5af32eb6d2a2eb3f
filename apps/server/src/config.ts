import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { messages } from './messages';
import { DEFAULT_AGENT_GROUPS } from '@chamados/api-contract';
import { ALWAYS, parseSlaCalendar, type SlaCalendar } from './tickets/sla-calendar';
import { readZnunyConfig, type ZnunyConfig } from './tickets/znuny/znuny-config';
import { readMailConfig, type MailConfig } from './mail/mail-config';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** Public base URL, e.g. https://chamados.ufv.br; used for HSTS/CSP decisions and logs. */
  publicUrl?: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Connections this process keeps to PostgreSQL; size it to the database host's cores. */
  databasePoolSize: number;
  /** Test-only: PGlite in memory (no files). */
  inMemoryDatabase?: boolean;
  /** Test-only: an in-memory PGlite started from this data-directory tarball (skips initdb). */
  pgliteTemplate?: Blob;
  jwtSecret?: string;
  jwksUrl?: string;
  /** PEM (SPKI) public key of a real SSO. */
  jwtPublicKey?: string;
  jwtAlgorithms: string[];
  jwtIssuer?: string;
  ssoLoginUrl?: string;
  ssoLogoutUrl?: string;
  logLevel: string;
  /** Bytes, for JSON bodies in general. */
  bodyLimit: number;
  /**
   * Bytes, for the JSON form of ticket creation and replies (files as base64, for API clients
   * with small files) and for the `dados` part of their multipart form; files of any size up to
   * the attachment limit travel as multipart parts, streamed.
   */
  attachmentBodyLimit: number;
  /** Bytes, for the tree file of `verificar`. */
  treeFileLimit: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownTimeoutMs: number;
  portalDist: string;
  /** Seeds demo content on first start. */
  seed: boolean;
  /** Per-user read cache of tickets: 'auto' = on with PGlite (single writer), off with PostgreSQL. */
  ticketCache: 'auto' | 'on' | 'off';
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP of GET /api/ip). */
  trustProxy: boolean;
  /** Where tickets live: our own database, or a Znuny/OTRS GenericInterface web service. */
  ticketStore: 'builtin' | 'znuny';
  /** Set when `ticketStore` is 'znuny'. */
  znuny?: ZnunyConfig;
  /** Token groups whose members answer tickets at the Central de Atendimento (`/api/agente`). */
  agentGroups: string[];
  /** Milliseconds between the live stream's heartbeat comments (`GET /api/eventos`); default 25 s. Tests shorten it. */
  liveHeartbeatMs?: number;
  /** The hours SLA clocks run in (SLA_CALENDAR, SLA_TIME_ZONE). */
  slaCalendar: SlaCalendar;
  /** With the Znuny store: where agents answer tickets (ZNUNY_AGENT_URL), for the desk's notice. */
  znunyAgentUrl?: string;
  /** Hosts besides the portal's FAQ route an `otrs` tutorial may link to (the verifier's `faqHosts`). */
  faqHosts: string[];
  /**
   * E-mail to students when an agent replies or closes (SMTP_URL, MAIL_FROM); undefined when
   * either is unset or when Znuny keeps the tickets (Znuny sends its own e-mail).
   */
  mail?: MailConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(messages.config.invalid(problems));
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const MB = 1024 * 1024;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

/** The built portal, resolved from this module: src/ and dist/ sit at the same depth. */
export function defaultPortalDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../portal/dist');
}

/**
 * Reads and validates the environment. Throws a ConfigError listing every bad variable at once,
 * so an operator fixes them in one go.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(messages.config.integer(name, raw, min, max));
      return fallback;
    }
    return n;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) {
        problems.push(messages.config.protocol(name, raw, protocols));
        return undefined;
      }
      return raw;
    } catch {
      problems.push(messages.config.url(name, raw));
      return undefined;
    }
  };

  const logLevel = str('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(messages.config.oneOf('LOG_LEVEL', logLevel, LOG_LEVELS));

  const jwtSecret = str('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push(messages.config.jwtSecretShort);
  }
  const jwtPublicKey = str('JWT_PUBLIC_KEY')?.replace(/\\n/g, '\n');
  if (jwtPublicKey !== undefined && !jwtPublicKey.includes('BEGIN PUBLIC KEY')) {
    problems.push(messages.config.jwtPublicKey);
  }
  const jwksUrl = url('JWKS_URL', ['https:', 'http:']);
  const externalKey = jwksUrl !== undefined || jwtPublicKey !== undefined;
  const algorithmsRaw = str('JWT_ALGORITHMS');
  const jwtAlgorithms = algorithmsRaw ? algorithmsRaw.split(',').map((a) => a.trim()) : externalKey ? ['RS256', 'ES256'] : ['HS256'];
  for (const a of jwtAlgorithms) {
    if (!ALGORITHMS.includes(a)) problems.push(messages.config.algorithm(a, ALGORITHMS));
  }

  const host = str('HOST') ?? '0.0.0.0';
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const ssoLoginUrl = url('SSO_LOGIN_URL', ['https:', 'http:']);
  const ssoLogoutUrl = url('SSO_LOGOUT_URL', ['https:', 'http:']);
  if (ssoLoginUrl && !externalKey && !jwtSecret) {
    problems.push(messages.config.ssoWithoutKey);
  }
  const ticketCache = str('TICKET_CACHE') ?? 'auto';
  if (!['auto', 'on', 'off'].includes(ticketCache)) problems.push(messages.config.oneOf('TICKET_CACHE', ticketCache, ['auto', 'on', 'off']));
  const trustProxyRaw = str('TRUST_PROXY') ?? 'false';
  if (!['true', 'false'].includes(trustProxyRaw)) problems.push(messages.config.oneOf('TRUST_PROXY', trustProxyRaw, ['true', 'false']));
  const seedRaw = str('SEED') ?? 'true';
  if (!['true', 'false'].includes(seedRaw)) problems.push(messages.config.oneOf('SEED', seedRaw, ['true', 'false']));
  const ticketStore = str('TICKET_STORE') ?? 'builtin';
  if (!['builtin', 'znuny'].includes(ticketStore)) problems.push(messages.config.oneOf('TICKET_STORE', ticketStore, ['builtin', 'znuny']));
  const znuny = ticketStore === 'znuny' ? readZnunyConfig(str, problems) : undefined;
  // Host names only (no scheme, port or path): the verifier compares them with a URL's hostname.
  const faqHosts = (str('FAQ_HOSTS') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const h of faqHosts) if (!HOST_NAME.test(h)) problems.push(messages.config.faqHost(h));

  const agentGroups = (str('AGENT_GROUPS') ?? DEFAULT_AGENT_GROUPS.join(',')).split(',').map((g) => g.trim()).filter(Boolean);
  if (agentGroups.length === 0) problems.push(messages.config.agentGroups);
  const calendar = parseSlaCalendar(str('SLA_CALENDAR') ?? '24x7', str('SLA_TIME_ZONE') ?? 'America/Sao_Paulo');
  if ('error' in calendar) problems.push(messages.config.slaCalendar(calendar.error));

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host,
    publicUrl: url('PUBLIC_URL', ['https:', 'http:']),
    dataDir: path.resolve(str('DATA_DIR') ?? './data'),
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 1000),
    jwtSecret,
    jwksUrl,
    jwtPublicKey,
    jwtAlgorithms,
    jwtIssuer: str('JWT_ISSUER'),
    ssoLoginUrl,
    ssoLogoutUrl,
    logLevel,
    bodyLimit: int('BODY_LIMIT_MB', 1, 1, 1024) * MB,
    attachmentBodyLimit: int('ATTACHMENT_BODY_LIMIT_MB', 2, 1, 1024) * MB,
    treeFileLimit: int('TREE_FILE_LIMIT_KB', 512, 1, 10240) * 1024,
    rateLimitMax: int('RATE_LIMIT_MAX', 1000, 1, 10_000_000),
    rateLimitWindowMs: int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 60_000, 1000, 600_000),
    connectionTimeoutMs: int('CONNECTION_TIMEOUT_MS', 60_000, 1000, 600_000),
    keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000, 600_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 30_000, 100, 600_000),
    portalDist: path.resolve(str('PORTAL_DIST') ?? defaultPortalDist()),
    seed: seedRaw !== 'false',
    trustProxy: str('TRUST_PROXY') === 'true',
    ticketCache: ticketCache as Config['ticketCache'],
    ticketStore: ticketStore === 'znuny' ? 'znuny' : 'builtin',
    znuny,
    faqHosts,
    agentGroups,
    slaCalendar: 'error' in calendar ? ALWAYS : calendar,
    znunyAgentUrl: url('ZNUNY_AGENT_URL', ['https:', 'http:']),
  };
  config.mail = readMailConfig(str, problems, { publicUrl: config.publicUrl, ticketStore: config.ticketStore });
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A config for tests and tools: defaults, then overrides. No environment is read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    inMemoryDatabase: true,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    rateLimitMax: 1_000_000,
    ...overrides,
  };
}
