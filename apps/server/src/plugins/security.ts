import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The helmet options. The CSP lets scripts come only from this origin: the portal is a Vite
 * build with no inline script and a precompiled validator, so neither 'unsafe-inline' nor
 * 'unsafe-eval' is needed for scripts.
 */
/**
 * Where images may come from: this origin (and the messages' own `data:`/`blob:` images), the FAQ
 * hosts tutorials may point at (FAQ_HOSTS), and the Znuny the articles come from. A tree's
 * markdown cannot show an image from anywhere else — an image elsewhere tells its host who looked
 * at the page and when — nor can a message's external image, even after 'Mostrar imagens externas'.
 * @example imageSources(config) // ["'self'", 'data:', 'blob:', 'https://faq.ufv.br']
 */
export function imageSources(config: Pick<Config, 'faqHosts' | 'znuny' | 'znunyAgentUrl'>): string[] {
  const origins = new Set(config.faqHosts.map((host) => `https://${host}`));
  for (const url of [config.znuny?.webserviceUrl, config.znunyAgentUrl]) if (url) origins.add(new URL(url).origin);
  return ["'self'", 'data:', 'blob:', ...origins];
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style attributes and the SSO page's <style> need inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources(config),
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Tutorials embed YouTube videos.
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on http://localhost it would upgrade the portal's own requests.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The portal is never framed (`frame-ancestors 'none'`); the legacy header says the same to
    // browsers without CSP 2, rather than helmet's default SAMEORIGIN, which contradicted it.
    xFrameOptions: { action: 'deny' },
    // YouTube iframes do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * Helmet's headers are the same for every response, so they are computed once (by helmet itself,
 * on a throw-away instance) and then set with one cheap hook: running helmet per request halved
 * the throughput of the hottest routes.
 */
export async function securityHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([k, v]) => !skip.has(k) && typeof v === 'string')) as Record<string, string>;
}

/** Security headers on every response (the rate limit is `rate-limit.ts`). */
async function security(app: FastifyInstance, opts: { config: Config; headers?: Record<string, string> }) {
  const { config } = opts;
  const headers = opts.headers ?? (await securityHeaders(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The id in every log line of this request, so a user's report can be traced.
    reply.header('x-request-id', request.id);
    done();
  });
}

export default fp(security, { name: 'security' });
