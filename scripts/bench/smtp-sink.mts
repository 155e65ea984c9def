/**
 * The bench's SMTP server, in a process of its own so that receiving mail does not take the API's
 * thread: a real SMTP conversation on 127.0.0.1 that counts what arrives and reports the count (and
 * its listening port) to the parent over IPC.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
let reported = -1;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
setInterval(() => {
  if (received === reported) return;
  reported = received;
  process.send?.({ received });
}, 50);
process.on('disconnect', () => server.close(() => process.exit(0)));
