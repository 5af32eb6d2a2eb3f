/**
 * Which addresses a tree may send a user to, written once: the verifier refuses the rest, so no
 * launched tree carries them, and the portal asks the same functions before it renders a link, a
 * video or a FAQ article. The parser is stricter than a browser's on purpose: anything a browser
 * would "repair" (a backslash, a tab inside `java\tscript:`, a single slash after `https:`,
 * credentials before the host) is refused rather than guessed at.
 */
import type { TutorialSource } from '../types';

/** The hosts a `youtube` tutorial may point at. @example YOUTUBE_HOSTS.includes('youtu.be') // true */
export const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'] as const;

/** The parts of an absolute http(s) address. */
interface HttpUrl {
  scheme: 'http' | 'https';
  /** Lower case, without a final dot. */
  host: string;
  port?: string;
  /** Path, query and fragment, as written ('' when absent). */
  rest: string;
}

// White space, control characters and backslashes: browsers drop or reinterpret them.
const UNSAFE_CHAR = /[\s\p{Cc}\\]/u;
const ABSOLUTE = /^(https?):\/\/([^/?#]*)(.*)$/is;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`, 'u');
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
const PORT = /^\d{1,5}$/;

function parseHttpUrl(url: unknown): HttpUrl | undefined {
  if (typeof url !== 'string' || UNSAFE_CHAR.test(url)) return undefined;
  const match = ABSOLUTE.exec(url);
  if (!match) return undefined;
  const [, scheme = '', authority = '', rest = ''] = match;
  if (authority.includes('@')) return undefined;
  const colon = authority.startsWith('[') ? authority.indexOf(':', authority.indexOf(']')) : authority.indexOf(':');
  const host = colon < 0 ? authority : authority.slice(0, colon);
  const port = colon < 0 ? undefined : authority.slice(colon + 1);
  if (!(HOST.test(host) || IPV6.test(host))) return undefined;
  if (port !== undefined && !(PORT.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) return undefined;
  const name = host.toLowerCase().replace(/\.$/, '');
  return { scheme: scheme.toLowerCase() as HttpUrl['scheme'], host: name, ...(port === undefined ? {} : { port }), rest };
}

/**
 * Whether `url` is an absolute `http:` or `https:` address that a browser reads as written: the
 * only addresses the portal renders as links (never `javascript:`, `data:`, `vbscript:` or a
 * relative path).
 * @example isSafeTutorialUrl('https://www.dti.ufv.br/rede-sem-fio') // true
 * @example isSafeTutorialUrl('javascript:alert(1)') // false
 */
export function isSafeTutorialUrl(url: unknown): boolean {
  return parseHttpUrl(url) !== undefined;
}

const isYoutubeHost = (host: string): boolean => (YOUTUBE_HOSTS as readonly string[]).includes(host);

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_PATH = /^\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?:[/?#]|$)/;

/**
 * The video id of a YouTube address (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`, `live/`), or
 * undefined for any other address: the portal embeds `https://www.youtube-nocookie.com/embed/{id}`.
 * @example youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=10') // 'dQw4w9WgXcQ'
 */
export function youtubeVideoId(url: unknown): string | undefined {
  const parsed = parseHttpUrl(url);
  if (!parsed || !isYoutubeHost(parsed.host)) return undefined;
  const [beforeFragment = ''] = parsed.rest.split('#', 1);
  const query = beforeFragment.indexOf('?');
  const path = query < 0 ? beforeFragment : beforeFragment.slice(0, query);
  if (parsed.host === 'youtu.be') {
    const id = path.slice(1);
    return VIDEO_ID.test(id) ? id : undefined;
  }
  const fromPath = VIDEO_PATH.exec(path)?.[1];
  if (fromPath) return fromPath;
  if (path !== '/watch' || query < 0) return undefined;
  for (const pair of beforeFragment.slice(query + 1).split('&')) {
    if (pair.startsWith('v=') && VIDEO_ID.test(pair.slice(2))) return pair.slice(2);
  }
  return undefined;
}

const FAQ_ROUTE = /^\/api\/faq\/([1-9][0-9]{0,9})$/;

/**
 * The id of a same-origin FAQ article address (`/api/faq/{id}`), or undefined.
 * @example faqArticleId('/api/faq/3') // 3
 */
export function faqArticleId(url: unknown): number | undefined {
  const id = typeof url === 'string' ? FAQ_ROUTE.exec(url)?.[1] : undefined;
  return id === undefined ? undefined : Number(id);
}

/** Options of the tutorial address rule. @example const options: TutorialUrlOptions = { faqHosts: ['faq.ufv.br'] } */
export interface TutorialUrlOptions {
  /**
   * Hosts (optionally `host:port`) an `otrs` tutorial may point at besides the portal's own
   * `/api/faq/{id}` route, e.g. the university's Znuny FAQ. Default: none.
   */
  faqHosts?: readonly string[];
  /**
   * Where a `faq` tutorial's articles live: an address with `{id}` in place of the article's
   * number or key, absolute (`https://faq.ufv.br/artigo/{id}`) or on the portal
   * (`/api/faq/{id}`). Without it, `faq` tutorials are refused: nothing says where the FAQ is.
   */
  faqUrlTemplate?: string;
}

// What `{id}` stands for: URL characters that need no escaping, as an article number or key has.
const TEMPLATE_ID = '([A-Za-z0-9._~-]+)';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The article id `url` names through an FAQ address template, or undefined when it does not
 * follow the template (or the template has no `{id}`).
 * @example faqTemplateId('https://faq.ufv.br/artigo/42', 'https://faq.ufv.br/artigo/{id}') // '42'
 */
export function faqTemplateId(url: unknown, template: string | undefined): string | undefined {
  if (typeof url !== 'string' || typeof template !== 'string' || UNSAFE_CHAR.test(url)) return undefined;
  const parts = template.split('{id}');
  if (parts.length !== 2) return undefined;
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join(TEMPLATE_ID)}$`, 'i');
  // An address the portal may open: absolute http(s), or a path on the portal itself.
  if (!isSafeTutorialUrl(url) && !/^\/(?!\/)/.test(url)) return undefined;
  return pattern.exec(url)?.[1];
}

/** The rule a tutorial's address breaks (see {@link tutorialUrlProblem}). @example const problem: TutorialUrlProblem = 'scheme' */
export type TutorialUrlProblem = 'scheme' | 'youtubeHost' | 'youtubeVideo' | 'faqLocation' | 'faqTemplate' | 'faqNotConfigured';

/**
 * What is wrong with a tutorial's address, or undefined when it may be shown:
 * - `'scheme'`: not an absolute http(s) address (except an `otrs` FAQ route);
 * - `'youtubeHost'`: a `youtube` tutorial on a host other than YouTube's;
 * - `'youtubeVideo'`: a `youtube` tutorial on YouTube that names no video (a channel, a search),
 *   which the portal could not embed;
 * - `'faqLocation'`: an `otrs` tutorial neither on `/api/faq/{id}` nor on an allowed FAQ host;
 * - `'faqTemplate'`: a `faq` tutorial whose address does not follow `faqUrlTemplate`;
 * - `'faqNotConfigured'`: a `faq` tutorial, and no `faqUrlTemplate` given.
 * @example tutorialUrlProblem({ fonte: 'youtube', url: 'https://vimeo.com/1' }) // 'youtubeHost'
 */
export function tutorialUrlProblem(
  tutorial: { fonte: TutorialSource; url: string },
  options: TutorialUrlOptions = {},
): TutorialUrlProblem | undefined {
  const { fonte, url } = tutorial;
  if (fonte === 'faq') {
    if (!options.faqUrlTemplate) return 'faqNotConfigured';
    return faqTemplateId(url, options.faqUrlTemplate) === undefined ? 'faqTemplate' : undefined;
  }
  if (fonte === 'otrs' && faqArticleId(url) !== undefined) return undefined;
  const parsed = parseHttpUrl(url);
  if (!parsed) return fonte === 'otrs' && typeof url === 'string' && url.startsWith('/') ? 'faqLocation' : 'scheme';
  if (fonte === 'youtube') {
    if (!isYoutubeHost(parsed.host)) return 'youtubeHost';
    return youtubeVideoId(url) === undefined ? 'youtubeVideo' : undefined;
  }
  if (fonte === 'otrs') {
    const allowed = (options.faqHosts ?? []).map((host) => host.toLowerCase().replace(/\.$/, ''));
    const withPort = parsed.port === undefined ? parsed.host : `${parsed.host}:${parsed.port}`;
    return allowed.includes(parsed.host) || allowed.includes(withPort) ? undefined : 'faqLocation';
  }
  return undefined;
}

/**
 * The host of an absolute http(s) address (lower case), for messages; undefined otherwise.
 * @example urlHost('https://WWW.Vimeo.com/1') // 'www.vimeo.com'
 */
export function urlHost(url: unknown): string | undefined {
  return parseHttpUrl(url)?.host;
}
