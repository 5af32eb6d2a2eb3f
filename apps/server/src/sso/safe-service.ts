import type { FastifyRequest } from 'fastify';

/**
 * The `service` a demo login may return to: a same-origin path or a URL of this very origin.
 * Anything else would make the login page an open redirect that hands tokens to strangers.
 * Returns a relative URL (path, query, hash) or undefined.
 */
export function safeService(service: string | undefined, request: FastifyRequest, publicUrl?: string): string | undefined {
  const target = resolveService(service, request, publicUrl);
  // A path that normalises to '//host' ('/.//evil', '/a/..//evil', 'http://us//evil') is a
  // protocol-relative URL once it is a Location header: another origin after all.
  return target === undefined || /^\/[/\\]/.test(target) ? undefined : target;
}

function resolveService(service: string | undefined, request: FastifyRequest, publicUrl?: string): string | undefined {
  if (!service) return '/';
  const s = service.trim();
  if (s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\')) {
    const u = new URL(s, 'http://same-origin.invalid');
    return u.origin === 'http://same-origin.invalid' ? `${u.pathname}${u.search}${u.hash}` : undefined;
  }
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return undefined;
  }
  const origins = new Set<string>();
  try {
    origins.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // a Host header that is not a host: only PUBLIC_URL can match
  }
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins.has(u.origin) ? `${u.pathname}${u.search}${u.hash}` : undefined;
}

/** `target` with `?ticket=<token>` added (replacing any ticket already there). */
export function withTicket(target: string, token: string): string {
  const u = new URL(target, 'http://same-origin.invalid');
  u.searchParams.set('ticket', token);
  return `${u.pathname}${u.search}${u.hash}`;
}
