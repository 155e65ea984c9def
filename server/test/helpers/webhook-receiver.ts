/** A local webhook receiver for the delivery tests: records every POST and answers as the test says. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };
/** What the receiver does with one request: a status (and body), or hang for `delayMs` first. */
export type Behaviour = { status: number; body?: string; delayMs?: number };

export async function startReceiver(port: number) {
  const received: Received[] = [];
  let behave: (request: Received, index: number) => Behaviour = () => ({ status: 200, body: 'ok' });
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(entry);
      const answer = behave(entry, received.length - 1);
      const reply = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'text/plain' });
        response.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    behave: (fn: typeof behave) => {
      behave = fn;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
