// The baseline of bench/live.ts, run as a child process: a bare `ws` WebSocketServer on the same
// path that speaks the same frames without a database: ping → pong, any auth frame → authed, and
// POST /broadcast sends the request body, as one text frame, to every authed socket.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const authed = new Set<WebSocket>();
const PONG = JSON.stringify({ type: 'pong' });
const AUTHED = JSON.stringify({ type: 'authed' });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (req.method === 'POST' && req.url === '/broadcast') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      for (const socket of authed) if (socket.readyState === socket.OPEN) socket.send(text);
      const body = JSON.stringify({ Status: true, Data: { Sockets: authed.size } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    });
    return;
  }
  res.writeHead(404).end();
});

const wss = new WebSocketServer({ server, path: '/api/client/ws', maxPayload: 64 * 1024 });
wss.on('connection', (socket) => {
  socket.on('message', (raw) => {
    let frame: { type?: unknown };
    try {
      frame = JSON.parse(raw.toString()) as { type?: unknown };
    } catch {
      return;
    }
    if (frame?.type === 'ping') socket.send(PONG);
    else if (frame?.type === 'auth') {
      authed.add(socket);
      socket.send(AUTHED);
    }
  });
  socket.on('close', () => authed.delete(socket));
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const s of wss.clients) s.terminate();
  wss.close();
  server.close(() => process.exit(0));
});
