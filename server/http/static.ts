import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '../../src/contract/envelope';
import { isPublicSitePath } from '../../src/routes/publicSite';
import { serveAssetsFromMemory } from './assetCache';
import { type DocumentHead, withHead } from './documentHead';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The browser app is not built: run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/**
 * Build metadata: Vite's manifest (.vite/manifest.json) and any other dotfile or dot-folder, and
 * source maps. They map every chunk to its source module, so they stay on disk for tools
 * (bench/firstPage.ts reads the manifest from disk) and are never served, not even as the
 * history fallback. Checked on the decoded, normalised path (so %2E and ../ change nothing).
 */
export function isBuildMetadata(urlPath: string): boolean {
  let path = urlPath.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // undecodable: checked as it is
  }
  const segments = posix.normalize(`/${path}`).split('/');
  return segments.some((s) => s.startsWith('.') && s !== '.' && s !== '..') || /\.map$/i.test(path);
}

/** The public sites' own entry (docs/public-entry.md), beside the staff shell's index.html. */
export const PUBLIC_DOCUMENT = 'public.html';

/**
 * The document of a page address: the public sites' light entry for their pages (the rule of
 * src/routes/publicSite.ts, the same the public entry leaves by), the staff shell for the rest — on
 * the main hosts and the company hosts alike (the page asks ShowPointTo whose site it is).
 */
export function documentFor(url: string, publicBuilt = true): string {
  const [path = '/', query = ''] = url.split('?', 2);
  return publicBuilt && isPublicSitePath(path, query) ? PUBLIC_DOCUMENT : 'index.html';
}

/**
 * Serves the built browser app with history fallback: any GET of a path outside /api that is not
 * a file answers its document (documentFor: public.html or index.html), so deep links work. Hashed assets are cached for good; index.html
 * is revalidated so a new build reaches people at once. Unknown /api calls answer the envelope.
 * A file's brotli or gzip copy made at build time (scripts/vite/precompress.ts) is sent when the
 * browser accepts it, with Content-Encoding; without copies (a dev build, a small file) the file
 * itself. Every file answer says `Vary: Accept-Encoding`, so a cache keeps one per encoding. The
 * hashed assets are answered from memory (assetCache.ts).
 */
export async function serveBrowserApp(
  app: FastifyInstance,
  staticDir: string,
  documentHeadOf: (request: FastifyRequest) => Promise<DocumentHead | undefined> = async () => undefined,
): Promise<void> {
  const built = existsSync(join(staticDir, 'index.html'));
  const publicBuilt = existsSync(join(staticDir, PUBLIC_DOCUMENT));
  if (built) {
    serveAssetsFromMemory(app, staticDir, isBuildMetadata);
    await app.register(fastifyStatic, {
      root: staticDir,
      // `/` is a page like any other: the not-found handler below picks its document (not index.html by default)
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !isBuildMetadata(pathName),
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(staticDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // `/` is a page (the public home): its document is chosen below, not the folder's index.html
    app.get('/', (_request, reply) => reply.callNotFound());
  }
  // the public document, read once: a company site's page goes out with its own head (documentHead.ts)
  const publicHtml = publicBuilt ? readFileSync(join(staticDir, PUBLIC_DOCUMENT), 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(fail(`No such call: ${request.method} ${path}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(fail(`Nothing at ${request.method} ${path}`));
    }
    if (isBuildMetadata(request.url)) return reply.status(404).type('text/plain').send('Not found');
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    if (/\.[a-z0-9]+$/i.test(path) && path.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found'); // a missing asset is not a page
    }
    const document = documentFor(request.url, publicBuilt);
    const head = document === PUBLIC_DOCUMENT ? await documentHeadOf(request) : undefined;
    if (head) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withHead(publicHtml, head));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(document);
  });
}
