/**
 * Fetches a calendar a teacher pasted, without letting that address reach into the centre's own
 * network: only http(s), and the address checks of platform/net/address-guard.ts (shared with webhooks). Redirects are followed a few times, each
 * checked the same way; the body is cut off past a size limit and the whole fetch past a timeout.
 */
import http from 'node:http';
import https from 'node:https';
import { addressGuardedLookup, isNonPublicAddress, literalAddressOf } from '../../platform/net/address-guard';

export class CalendarFetchError extends Error {}

export type SafeFetchOptions = {
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
};

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Only http and https, no credentials in the address (they would end up in logs and the masked URL). */
export function checkCalendarUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CalendarFetchError('This is not a web address.');
  }
  if (url.protocol === 'webcal:') url = new URL(`https:${raw.slice('webcal:'.length)}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CalendarFetchError('Only http, https and webcal addresses can be read.');
  }
  if (url.username || url.password)
    throw new CalendarFetchError('The address must not contain a user name or password.');
  return url;
}

const guardedLookup = (allowPrivate: boolean) =>
  addressGuardedLookup(allowPrivate, (message) => new CalendarFetchError(message), 'which the centre does not read');

function getOnce(url: URL, options: Required<SafeFetchOptions>, deadline: number) {
  return new Promise<{ status: number; location?: string; body?: string }>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new CalendarFetchError('The calendar did not answer in time.'));
    // A literal address skips the lookup, so it is checked here.
    const literal = literalAddressOf(url);
    if (literal && !options.allowPrivate && isNonPublicAddress(literal)) {
      return reject(
        new CalendarFetchError(`The host ${literal} is on a private or local network, which the centre does not read.`),
      );
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate) as never,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'CentreAdmin-calendar/1.0' },
        timeout: remaining,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(new CalendarFetchError(`The calendar's server answered ${status}.`));
        }
        const declared = Number(response.headers['content-length']);
        if (declared > options.maxBytes) {
          request.destroy();
          return reject(new CalendarFetchError(tooLarge(options.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy();
            reject(new CalendarFetchError(tooLarge(options.maxBytes)));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(asFetchError(error)));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new CalendarFetchError('The calendar did not answer in time.')),
      remaining,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new CalendarFetchError('The calendar did not answer in time.')));
    request.on('error', (error) => reject(asFetchError(error)));
  });
}

const tooLarge = (maxBytes: number) => `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;

function asFetchError(error: unknown): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return new CalendarFetchError('The calendar server refused the connection.');
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return new CalendarFetchError("The calendar server's certificate is not valid.");
  return new CalendarFetchError(`The calendar could not be read (${code ?? (error as Error).message}).`);
}

/** The calendar's text, or a CalendarFetchError whose message says why not in words a teacher follows. */
export async function fetchCalendarText(raw: string, options: SafeFetchOptions): Promise<string> {
  const settings: Required<SafeFetchOptions> = {
    allowPrivate: options.allowPrivate,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? 3,
  };
  const deadline = Date.now() + settings.timeoutMs;
  let url = checkCalendarUrl(raw);
  for (let hop = 0; hop <= settings.maxRedirects; hop += 1) {
    const answer = await getOnce(url, settings, deadline);
    if (answer.body !== undefined) return answer.body;
    url = checkCalendarUrl(new URL(answer.location ?? '', url).toString());
  }
  throw new CalendarFetchError('The calendar address redirects too many times.');
}
