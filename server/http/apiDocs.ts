import type { FastifyInstance } from 'fastify';
import type { Access } from '../../src/contract/accessRow';
import { ENDPOINTS, WEB_VERSION } from '../../src/contract/endpoints';
import type { AuthLevel } from '../platform/auth/authHook';
import { isRefusalSchema, REFUSAL_SCHEMA, REFUSAL_STATUSES, type RefusalStatus } from './refusals';
import { JSON_TYPE } from './replies';
import type { RegisteredRoute } from './routeTable';

/**
 * The API described as OpenAPI 3.1, built from the server's own route table (`app.apiRoutes`): the
 * same schemas the validator checks and the serialiser sends (TypeBox is JSON Schema, which 3.1
 * takes as it is), so the document cannot drift from the calls. Each operation is named after the
 * spec's call — its path after `/api/` (`TDBillLadingInfo/AddTDBillLadingInfoList`,
 * `BookingOrder/List`) — and says who may call it (`x-access`, and in words).
 *
 * Built from the table rather than with @fastify/swagger: the table already holds every route with
 * its module, schemas and access row, and a second onRoute collector would only copy it.
 */

/** Who may make a call: its access row (an employee holding one of the menus, and the button), or its auth level. */
export interface CallAccess {
  level: AuthLevel;
  access?: Access;
}

export const accessOf = (r: RegisteredRoute): CallAccess =>
  r.config?.access ? { level: 'employee', access: r.config.access as Access } : { level: (r.config?.auth as AuthLevel | undefined) ?? 'public' };

const LEVEL_WORDS: Record<AuthLevel, string> = {
  public: 'Anyone, signed in or not.',
  session: 'Any live session (an individual user or a company account).',
  user: 'A signed-in individual user (not a company account).',
  employee: 'A session acting as an employee of a company.',
};

/** Who may call, in a sentence for the document's reader. */
export function accessWords({ level, access }: CallAccess): string {
  if (!access) return LEVEL_WORDS[level];
  const who = access.platformOnly
    ? 'Platform staff'
    : access.sellersOnly
      ? 'Employees of freight sellers (the platform and providers)'
      : access.buyersOnly
        ? 'Platform staff and employees of customers (never providers)'
        : 'Employees';
  const menus = access.menus.map((m) => `\`${m}\``).join(' or ');
  return `${who} holding the menu ${menus}${access.button ? ` with the button \`${access.button}\`` : ''}.`;
}

/** The spec's name of a call: its path after `/api/`, path parameters in braces (`Gateway/Receipt/{Channel}`). */
export const callName = (url: string) => openApiPath(url).replace(/^\/api\//, '');
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A schema as plain JSON: TypeBox's symbol keys dropped, nothing shared with the live route's object. */
const plain = (schema: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(schema ?? {}));

interface Property {
  [k: string]: unknown;
}

const ANY_ANSWER = {
  type: 'object',
  properties: { Status: { const: true }, Data: {}, Message: { type: 'string' } },
  description: 'The envelope of every answer (DESIGN §4); this call does not describe its Data.',
};

const json = (schema: unknown) => ({ 'application/json': { schema } });
const refusal = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Refusal' }) });

/**
 * The refusals a route's schema lists (a call's route: server/http/route.ts), each by reference to
 * the one Refusal schema; a route registered without them (not a contract's call) is said to answer
 * those of its auth level.
 */
function refusalsIn(response: Record<string, unknown> | undefined, who: CallAccess): Record<string, unknown> {
  const listed = Object.entries(response ?? {}).filter(([status]) => status !== '200');
  if (listed.length)
    return Object.fromEntries(
      listed.map(([status, s]) => [status, isRefusalSchema(s) ? refusal(s.description) : { description: `Refused (${status}).`, content: json(plain(s)) }]),
    );
  const statuses: RefusalStatus[] = who.level === 'public' ? [400] : [400, 401, 403];
  return Object.fromEntries(statuses.map((s) => [s, refusal(REFUSAL_STATUSES[s])]));
}

/** The path's contract name (ENDPOINTS' key), for finding the call in src/contract. */
const CONTRACT_NAMES = new Map(Object.entries(ENDPOINTS as Record<string, string>).map(([name, path]) => [path, name]));

function operation(r: RegisteredRoute, operationId: string) {
  const who = accessOf(r);
  const schema = r.schema;
  const parameters: Property[] = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (schema?.querystring) {
    const q = plain(schema.querystring) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, s] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: 'query', required: (q.required ?? []).includes(name), schema: s });
    }
  }
  const answer = schema?.response?.['200'];
  const responses: Record<string, unknown> = {
    200: { description: 'Done: `Status: true` and the Data.', content: json(answer ? plain(answer) : ANY_ANSWER) },
    ...refusalsIn(schema?.response, who),
  };
  const contractName = CONTRACT_NAMES.get(r.url);
  return {
    operationId,
    summary: callName(r.url),
    description: `Who may call: ${accessWords(who)}`,
    ...(r.module ? { tags: [r.module] } : {}),
    ...(who.level === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(schema?.body ? { requestBody: { required: true, content: json(plain(schema.body)) } } : {}),
    responses,
    'x-access': { level: who.level, ...(who.access ? plain(who.access) : {}) },
    ...(contractName ? { 'x-contract-call': contractName } : {}),
  };
}

/**
 * The OpenAPI document of these routes. operationIds are the calls' names; should a path ever have
 * two methods, the second and later take `#<METHOD>` so every id stays unique.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const taken = new Set<string>();
  for (const r of [...routes].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : a.method < b.method ? -1 : 1))) {
    let id = callName(r.url);
    if (taken.has(id)) id = `${id}#${r.method}`;
    taken.add(id);
    const path = openApiPath(r.url);
    paths[path] ??= {};
    paths[path]![r.method.toLowerCase()] = operation(r, id);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The freight platform’s calls, generated from the server’s route table. Every answer is the envelope ' +
        '`{ Status, Data, Message }`; a refusal is `Status: false` with a Message in the person’s language. ' +
        'Send `Authorization: Bearer <token>` (from a sign-in) on calls that are not public.',
    },
    security: [{ session: [] }],
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The token a sign-in answers.' } },
      schemas: { Refusal: plain(REFUSAL_SCHEMA) },
    },
    paths,
  };
}

/**
 * `GET /api/docs`: the document as JSON, built once on first asking (the route table is complete by
 * then). Its version is the API's (WEB_VERSION, the client version every browser request names). A browser that asks for HTML gets a page listing the calls and who may make each.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  let json: string | undefined;
  let page: string | undefined;
  const document = () => (doc ??= openApiDocument(app.apiRoutes, { title: 'Freight platform API', version: WEB_VERSION }));
  app.get(ENDPOINTS.apiDocs, { config: { auth: 'public' } }, async (request, reply) => {
    const wantsPage = /text\/html/.test(request.headers.accept ?? '') && !/application\/json/.test(request.headers.accept ?? '');
    // kept as text too: the document is most of a megabyte, not worth serialising again for each reader
    if (!wantsPage) {
      json ??= JSON.stringify(document());
      return reply.type(JSON_TYPE).send(json);
    }
    page ??= docsPage(document());
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

const html = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page (no scripts, so the security headers' policy allows it): one row per call. */
function docsPage(doc: ReturnType<typeof openApiDocument>): string {
  const rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const o = op as { operationId: string; description: string; tags?: string[] };
      return `<tr><td>${html(o.tags?.[0] ?? '')}</td><td>${method.toUpperCase()}</td><td><code>${html(path)}</code></td><td>${html(o.description.replace(/^Who may call: /, '').replace(/`/g, ''))}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${html(doc.info.title)} ${html(doc.info.version)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}</style>
<h1>${html(doc.info.title)} ${html(doc.info.version)}</h1>
<p>${rows.length} calls. The machine-readable OpenAPI 3.1 document is this address asked for JSON (<code>curl ${html(ENDPOINTS.apiDocs)}</code>).</p>
<table><thead><tr><th>Module</th><th>Method</th><th>Call</th><th>Who may call</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></html>`;
}
