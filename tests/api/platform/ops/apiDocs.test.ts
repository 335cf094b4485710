import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { Access } from '../../../../src/contract/access';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { withTestApp } from '../../support/build';

/**
 * `GET /api/docs` (issue 33): the OpenAPI document built from the route table — every call there,
 * named as the spec names it, with its schemas and who may make it.
 */
const t = withTestApp();

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  'x-access': { level: string; menus?: string[]; button?: string };
  'x-contract-call'?: string;
}
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const docOf = async () => {
  const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiDocs });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return res.json() as Doc;
};
const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document at /api/docs', () => {
  it('has the shape of OpenAPI 3: version, info, paths, and responses on every operation', async () => {
    const doc = await docOf();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(typeof doc.info.version).toBe('string');
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(60);
    for (const { path, method, op } of ops) {
      expect(path, path).toMatch(/^\/api\//);
      expect(['get', 'post', 'put', 'delete', 'patch'], `${method} ${path}`).toContain(method);
      expect(op.responses['200']?.description, `${method} ${path}`).toBeTruthy();
      for (const [code, r] of Object.entries(op.responses)) expect(r.description, `${method} ${path} ${code}`).toBeTruthy();
      // a path parameter is declared as one, and only one the path names
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(named);
    }
  });

  it('lists every registered /api route, each once, named after the spec’s call; the ids are unique', async () => {
    const doc = await docOf();
    const listed = operations(doc).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect([...listed].sort()).toEqual([...new Set(registered)].sort());
    expect(registered.length).toBe(new Set(registered).size);
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // the spec's names (docs/spec/spec.txt §7): the path after /api/
    expect(doc.paths[ENDPOINTS.siAdd]!.post!.operationId).toBe('TDBillLadingInfo/AddTDBillLadingInfoList');
    expect(doc.paths[ENDPOINTS.currentEmployee]!.get!.operationId).toBe('CurrentEmployee/Current');
    expect(doc.paths['/api/Gateway/Receipt/{Channel}']!.post!.operationId).toBe('Gateway/Receipt/{Channel}');
    expect(doc.paths[ENDPOINTS.bookingList]!.post ?? doc.paths[ENDPOINTS.bookingList]!.get).toMatchObject({
      'x-contract-call': 'bookingList',
      tags: ['booking'],
    });
  });

  it('carries the calls’ own schemas: a body, a query, an answer', async () => {
    const doc = await docOf();
    const add = doc.paths[ENDPOINTS.siAdd]!.post!;
    expect(Object.keys(add.requestBody!.content['application/json']!.schema.properties ?? {})).toEqual(expect.arrayContaining(['TDBLInfos', 'CGO_ID']));
    const get = doc.paths[ENDPOINTS.siGet]!.get!;
    expect(get.parameters).toContainEqual(expect.objectContaining({ name: 'Id', in: 'query' }));
    const typed = operations(doc).filter(({ op }) => {
      const s = op.responses['200']!.content!['application/json']!.schema as { properties?: { Data?: unknown } };
      return s.properties?.Data && Object.keys(s.properties.Data as object).length > 0;
    });
    expect(typed.length).toBeGreaterThan(100); // the calls defined with defineCall describe their Data
    // every schema in the document is one a JSON Schema validator takes (each distinct one compiled once)
    const ajv = new Ajv({ strict: false, validateFormats: false });
    ajv.addSchema(doc.components.schemas.Refusal as object, 'refusal');
    const seen = new Set<string>();
    for (const { path, method, op } of operations(doc)) {
      const schemas = [
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
      ];
      for (const s of schemas) {
        const text = JSON.stringify(s).replaceAll('#/components/schemas/Refusal', 'refusal');
        if (seen.has(text)) continue;
        seen.add(text);
        expect(() => ajv.compile(JSON.parse(text)), `${method} ${path}`).not.toThrow();
      }
    }
    expect(seen.size).toBeGreaterThan(200);
  });

  it('says who may make each call: its access row, or public', async () => {
    const doc = await docOf();
    const list = doc.paths[ENDPOINTS.bookingList]!;
    const op = (list.post ?? list.get)!;
    const row = t.app.apiRoutes.find((r) => r.url === ENDPOINTS.bookingList)!.config!.access as Access;
    expect(row.menus.length).toBeGreaterThan(0);
    expect(op['x-access']).toEqual({ level: 'employee', ...row });
    expect(op.description).toContain(row.menus[0]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(op.security).toBeUndefined(); // the document's default: a bearer session
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = doc.paths[ENDPOINTS.userLogin]!.post!;
    expect(login['x-access']).toEqual({ level: 'public' });
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).not.toContain('401');
    expect(doc.paths[ENDPOINTS.currentUser]!.get!['x-access']).toEqual({ level: 'user' });
  });

  it('lists the refusals a call’s route schema describes (issue 46): 400 to 409 behind a session, 400 and 404 for an open call', async () => {
    const doc = await docOf();
    const route = t.app.apiRoutes.find((r) => r.url === ENDPOINTS.siAdd && r.method === 'POST')!;
    expect(Object.keys(route.schema!.response!)).toEqual(['200', '400', '401', '403', '404', '409']);
    const add = doc.paths[ENDPOINTS.siAdd]!.post!;
    expect(Object.keys(add.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(add.responses['409']!.description).toMatch(/newer sign-in/);
    expect(add.responses['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Refusal' });
    // the one Refusal schema: open, so a refusal's own facts (beside its Code and field errors) are part of it
    expect(doc.components.schemas.Refusal).toMatchObject({ additionalProperties: true, properties: { Code: { type: 'string' }, Errors: { type: 'array' } } });
    const open = doc.paths['/api/FclRate/PublicSearch']!.post!;
    expect(Object.keys(open.responses)).toEqual(['200', '400', '404']);
  });

  it('is read by tools without the browser’s client-version header; a browser asking for HTML gets a page', async () => {
    const tool = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiDocs, headers: { 'sec-fetch-mode': 'cors' } });
    expect(tool.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: ENDPOINTS.apiDocs, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<code>/api/TDBillLadingInfo/AddTDBillLadingInfoList</code>');
    expect(page.body).not.toMatch(/<script/i);
  });
});
