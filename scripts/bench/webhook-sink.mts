/** The webhook bench's receiver, in a process of its own: answers 200 at once and reports its count. */
import http from 'node:http';

const port = Number(process.argv[2] ?? 0);
let received = 0;
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    response.end('ok');
  });
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : port });
});
setInterval(() => process.send?.({ received }), 100);
process.on('disconnect', () => process.exit(0));
