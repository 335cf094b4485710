import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a page's document says before any script runs (issue 49, search engines): a crawler that runs
 * no script reads the `<title>` and `<meta name="description">` of the HTML itself, so a company's
 * own domain must carry the company site's, never the platform's. The portal module provides the
 * head of the host's site (`app.provideDocumentHead`); the static files serve the built document with it
 * written in (`withHead`). Without a provider, or for a host that is not a company site, the built
 * document goes out as built (the platform's words).
 */
export interface DocumentHead {
  title: string;
  description: string;
  keywords: string;
}

type HeadOf = (request: FastifyRequest) => Promise<DocumentHead | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's one line at start-up: how a request's host finds its site's head. */
    provideDocumentHead(fn: HeadOf): void;
  }
}

/** The heads of one app: the provider a module gives (`app.provideDocumentHead`), asked for each public document. */
export function documentHeads(app: FastifyInstance): (request: FastifyRequest) => Promise<DocumentHead | undefined> {
  let headOf: HeadOf | undefined;
  app.decorate('provideDocumentHead', (fn: HeadOf) => {
    headOf = fn;
  });
  // the head of the request's site, or undefined (the built document's own); a failure to read it never fails the page
  return async (request) => {
    if (!headOf) return undefined;
    try {
      return await headOf(request);
    } catch (err) {
      request.log.warn({ err }, 'the site head could not be read; the built document goes out');
      return undefined;
    }
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built document with the site's title, description and keywords in place of the built ones (an empty one keeps the built). */
export function withHead(html: string, head: DocumentHead): string {
  let out = html;
  if (head.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description)
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.keywords) out = out.replace(/<\/title>/, `</title>\n    <meta name="keywords" content="${escapeHtml(head.keywords)}" />`);
  return out;
}
