// The baseline of bench/server.ts, run as a child process: a bare node:http server answering, for
// each path the bench recorded from the real server, the very same bytes with the same
// content-type. No framework, no database, no auth. BARE_ROUTES names a JSON file
// { "<path with query>": { "contentType": "...", "body": "<base64>" } }.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const routes = new Map<string, { contentType: string; body: Buffer }>();
const spec = JSON.parse(readFileSync(process.env.BARE_ROUTES!, 'utf8')) as Record<string, { contentType: string; body: string }>;
for (const [path, r] of Object.entries(spec)) routes.set(path, { contentType: r.contentType, body: Buffer.from(r.body, 'base64') });

const server = createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const r = routes.get(req.url ?? '');
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': r.contentType, 'content-length': r.body.length }).end(r.body);
});
server.keepAliveTimeout = 72_000; // like Fastify's default, so neither side closes idle connections early
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
