import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../lib/app-error';
import { addressGuardedLookup, isNonPublicAddress, literalAddressOf } from '../../platform/net/address-guard';

/** How long a receiver has to answer an attempt (issue 36: 10 s). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
export const ANSWER_KEPT_BYTES = 2048;

class RefusedAddress extends Error {}

/**
 * Why an endpoint's address is refused (a phrase that follows "The address"), or null: https only and no user name or password, and a literal
 * address must be public; with `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) http and private addresses pass,
 * for tests and closed networks. A host name's addresses are checked again at every delivery (the lookup).
 */
export function endpointUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a web address';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must start with https://';
  if (url.username || url.password) return 'must not contain a user name or password';
  const literal = literalAddressOf(url);
  if (literal && !allowPrivate && isNonPublicAddress(literal))
    return `is on a private or local network (${literal}), which the centre does not send to`;
  if (!allowPrivate && /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(url.hostname))
    return `is on a private or local network (${url.hostname}), which the centre does not send to`;
  return null;
}

export function assertEndpointUrl(raw: string, allowPrivate: boolean): void {
  const problem = endpointUrlProblem(raw, allowPrivate);
  if (problem)
    throw new AppError('validation', { message: `url: ${problem}`, fieldErrors: [{ field: 'url', message: problem }] });
}

/** What one attempt got: the receiver's status (null: no answer) and the start of its answer or the reason. */
export type PostResult = { status: number | null; answer: string };

/** POSTs a body; never throws: every failure is a result the delivery log shows. */
export function postWebhook(
  raw: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const problem = endpointUrlProblem(raw, options.allowPrivate);
  if (problem) return Promise.resolve({ status: null, answer: `The address ${problem}.` });
  const url = new URL(raw);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      lookup: addressGuardedLookup(
        options.allowPrivate,
        (message) => new RefusedAddress(message),
        'which the centre does not send to',
      ) as never,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
    });
    const timer = setTimeout(() => {
      finish({ status: null, answer: `No answer within ${timeoutMs / 1000} s.` });
      request.destroy();
    }, timeoutMs);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish({
          status: response.statusCode ?? null,
          answer: Buffer.concat(chunks).subarray(0, ANSWER_KEPT_BYTES).toString('utf8'),
        });
      response.on('data', (chunk: Buffer) => {
        if (size < ANSWER_KEPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        // The rest of a long answer is not wanted: stop reading it.
        if (size >= ANSWER_KEPT_BYTES) {
          done();
          request.destroy();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        error instanceof RefusedAddress
          ? error.message
          : code === 'ECONNREFUSED'
            ? 'The receiver refused the connection.'
            : code?.startsWith('ERR_TLS') || code?.includes('CERT')
              ? "The receiver's certificate is not valid."
              : `No answer (${code ?? error.message}).`;
      finish({ status: null, answer: reason });
    });
    request.end(body);
  });
}
