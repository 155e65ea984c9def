/**
 * The two forms a mail client may post for a one-click unsubscribe (RFC 8058 §3.1): urlencoded, or
 * multipart/form-data, which the RFC says receivers SHOULD send and which was refused with 415 (issue
 * 30 item 8). Only the unsubscribe routes read a form, and only its plain fields: a multipart body here
 * is a line or two, so a small reader of its text fields is enough and a file part is ignored.
 */
export function parseUrlencoded(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The text fields of a multipart/form-data body; undefined when it is not well-formed. */
export function parseMultipartForm(body: string, contentType: string): Record<string, string> | undefined {
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  if (delimiter === '--' || !body.includes(delimiter)) return undefined;
  const fields: Record<string, string> = {};
  const parts = body.split(delimiter).slice(1);
  for (const part of parts) {
    if (part.startsWith('--')) return fields;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const headers = part.slice(0, headerEnd);
    const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    if (/\bfilename=/i.test(disposition)) continue;
    fields[name] = part.slice(headerEnd + 4).replace(/\r\n$/, '');
  }
  // No closing delimiter: the body was cut short.
  return undefined;
}
