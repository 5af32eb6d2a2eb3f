import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages';

export interface PortalStaticOptions {
  portalDist: string;
}

/** Paths that never fall back to the portal: an unknown one is a 404 JSON, not a page. */
const RESERVED = /^\/(api|sso)(\/|$)|^\/healthz$/;

/** A page path the build prerendered: `/atendimento` → `atendimento.html` (one segment or more, no dots). */
const PAGE_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A source map, by name (`.map`, any case), as the static server or the fallback sees the path. */
const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

/**
 * Serves the built portal at `/` with history fallback: any other GET that is not a file answers
 * a page, so deep links (/chamados/abertos) work after a reload. One process, one port. The
 * portal's build prerenders some pages (`index.html` is `/`, `atendimento.html` is
 * `/atendimento`), which paint before their JavaScript runs; every other path gets the
 * client-rendered shell, `app.html` (`index.html` in a build without prerendering).
 */
async function portalStatic(app: FastifyInstance, opts: PortalStaticOptions) {
  const root = opts.portalDist;
  const hasPortal = fs.existsSync(path.join(root, 'index.html'));
  const shell = fs.existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
  // Read once: the build does not change under a running server.
  const prerendered = new Set(
    hasPortal ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')) : [],
  );
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root,
      // Hashed build assets never change; the shell and service worker must be revalidated.
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
      cacheControl: false,
      // Source maps carry every source file of the portal: built for debugging, never served.
      allowedPath: (pathName) => !isSourceMap(pathName),
      // The portal's build writes .br and .gz beside each text file: sent as they are to
      // browsers that accept them, with no compression work per request.
      preCompressed: true,
      // One route per built file, not a catch-all `/*`: a catch-all would also answer an API path
      // the router refused (a parameter over maxParamLength gets its 414, not a page or a 404).
      wildcard: false,
    });
  } else {
    app.log.warn({ portalDist: root }, 'portal build not found: serving the API only (run "pnpm build")');
  }

  const portalFallback = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasPortal) {
      return reply.status(url === '/' ? 200 : 404).type('text/plain; charset=utf-8').send(messages.portalMissing);
    }
    // A missing hashed asset is a real 404: answering HTML to a script tag only hides the fault.
    if (url.startsWith('/assets/') || isSourceMap(url)) {
      return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
    }
    const page = PAGE_PATH.test(url) ? `${url.slice(1)}.html` : undefined;
    const file = page && prerendered.has(page.split('/').join(path.sep)) ? page : shell;
    return reply.status(200).header('cache-control', 'no-cache').sendFile(file);
  };

  // Counted by the rate limit like any API route (scanners hammer unknown paths); the portal's own
  // pages are let through by the limit's allow list.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !RESERVED.test(url)) {
      return portalFallback(request, reply);
    }
    return reply.status(404).send({ mensagem: messages.routeNotFound(request.method, url) });
  });
}

export default fp(portalStatic, { name: 'portal-static', dependencies: ['rate-limit'] });
