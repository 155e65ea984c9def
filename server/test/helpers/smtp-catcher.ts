import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string[];
  raw: string;
  subject: string;
  /** The text part (the whole body of a single-part mail). */
  text: string;
  /** The HTML alternative, when the mail has one. */
  html?: string;
  header: (name: string) => string | undefined;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `refuse` decides per recipient:
 * a reply code (e.g. 451 to ask for a retry, 550 to refuse for good) or undefined to accept.
 */
export async function startSmtpCatcher(
  refuse: (address: string) => { code: number; message: string } | undefined = () => undefined,
) {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      callback(refusal ? Object.assign(new Error(refusal.message), { responseCode: refusal.code }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push(
          parse(
            raw,
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  // A client killed mid-session (the kill -9 test) resets its socket; that is not a test failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A MIME entity's headers (unfolded, names lower-cased) and its body. */
function splitEntity(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** A part's body as text: quoted-printable and base64 escapes are bytes of UTF-8 (a euro sign is three). */
function decode(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) {
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parse(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts: { type: string; text: string }[] = [];
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      parts.push({
        type: part.headers.get('content-type') ?? 'text/plain',
        text: decode(part.body, part.headers.get('content-transfer-encoding')),
      });
    }
  } else {
    parts.push({ type, text: decode(body, headers.get('content-transfer-encoding')) });
  }
  return {
    to,
    raw,
    subject: headers.get('subject') ?? '',
    text: parts.find((part) => /^text\/plain/i.test(part.type))?.text ?? '',
    html: parts.find((part) => /^text\/html/i.test(part.type))?.text,
    header: (name) => headers.get(name.toLowerCase()),
  };
}
