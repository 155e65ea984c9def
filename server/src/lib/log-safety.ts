/** Query parameters whose values are secrets (one-time e-mail keys) and never reach the log. */
const SECRET_QUERY = /([?&](?:key|token|captcha)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify request serializer: method, redacted URL and caller, never headers or bodies. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
