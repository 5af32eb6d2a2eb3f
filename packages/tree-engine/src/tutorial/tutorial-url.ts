import type { TutorialScreen } from '../types';

/** Hosts that serve YouTube videos (spec §2: tutorials play a video). */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The same-origin FAQ route a `fonte: otrs` tutorial may name (ARCHITECTURE.md §5). */
const FAQ_ROUTE = /^\/api\/faq\/[1-9]\d{0,9}$/;

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** What the engine reads of a parsed URL. */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}

// The WHATWG URL parser is a global in every runtime the engine targets (browsers, Node, Deno),
// but the ES2022 lib it compiles against declares no host APIs; typed here, not declared globally,
// so apps that do have the DOM lib see no second declaration.
const UrlParser = (globalThis as unknown as { URL: new (url: string) => ParsedUrl }).URL;

function parseUrl(url: string): ParsedUrl | undefined {
  try {
    return new UrlParser(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` is an absolute `http:` or `https:` address. Nothing else (`javascript:`, `data:`,
 * `vbscript:`, relative paths) is ever rendered as a link or loaded.
 * @example isHttpUrl('javascript:alert(1)') // false
 */
export function isHttpUrl(url: string): boolean {
  const parsed = parseUrl(url.trim());
  return parsed !== undefined && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
}

/**
 * The video id of a YouTube address (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`),
 * or undefined when `url` is not a YouTube video. The portal embeds it from
 * `www.youtube-nocookie.com`, YouTube's privacy-enhanced domain.
 * @example youtubeVideoId('https://youtu.be/dQw4w9WgXcQ') // 'dQw4w9WgXcQ'
 */
export function youtubeVideoId(url: string): string | undefined {
  if (!isHttpUrl(url)) return undefined;
  const parsed = parseUrl(url.trim());
  if (!parsed) return undefined;
  const host = parsed.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? (parsed.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return id !== undefined && VIDEO_ID.test(id) ? id : undefined;
}

/** Options of {@link tutorialUrlProblem}. @example const options: TutorialUrlOptions = { faqHosts: ['faq.ufv.br'] } */
export interface TutorialUrlOptions {
  /** Hosts an absolute `fonte: otrs` URL may name (an institutional FAQ); empty by default. */
  faqHosts?: readonly string[];
}

/** Why a tutorial's URL is refused: the kind of rule it breaks. @example const problem: TutorialUrlProblem = 'not-http' */
export type TutorialUrlProblem = 'not-http' | 'not-youtube' | 'not-faq';

/**
 * Checks a tutorial's `url` against its `fonte`: `link` needs an http(s) address; `youtube` a
 * video on YouTube's hosts; `otrs` the FAQ route `/api/faq/{id}` or an http(s) address on one of
 * `faqHosts`. Returns the broken rule, or undefined when the URL is fine. The verifier refuses a
 * tree with a broken rule, and the portal never renders such a URL.
 * @example tutorialUrlProblem({ fonte: 'youtube', url: 'https://vimeo.com/1' }) // 'not-youtube'
 */
export function tutorialUrlProblem(
  screen: Pick<TutorialScreen, 'fonte' | 'url'>,
  options: TutorialUrlOptions = {},
): TutorialUrlProblem | undefined {
  const url = typeof screen.url === 'string' ? screen.url.trim() : '';
  if (screen.fonte === 'otrs') {
    if (FAQ_ROUTE.test(url)) return undefined;
    if (!isHttpUrl(url)) return 'not-http';
    const host = parseUrl(url)?.hostname.toLowerCase();
    return (options.faqHosts ?? []).some((allowed) => allowed.toLowerCase() === host) ? undefined : 'not-faq';
  }
  if (!isHttpUrl(url)) return 'not-http';
  if (screen.fonte === 'youtube' && youtubeVideoId(url) === undefined) return 'not-youtube';
  return undefined;
}
