/**
 * A DKIM check of a received message (RFC 6376, relaxed/relaxed canonicalization, rsa-sha256), written
 * from the RFC rather than taken from the signer, so a test sees what a receiving server would verify.
 */
import { createHash, createVerify, type KeyObject } from 'node:crypto';

type Field = { name: string; raw: string };

function fieldsOf(head: string): Field[] {
  const fields: Field[] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1].raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), raw: line });
  }
  return fields;
}

const relaxedField = (field: Field) =>
  `${field.name}:${field.raw
    .slice(field.raw.indexOf(':') + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()}`;

function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}

export function verifyDkim(raw: string, publicKey: KeyObject) {
  const split = raw.indexOf('\r\n\r\n');
  const fields = fieldsOf(raw.slice(0, split));
  const signature = fields.find((field) => field.name === 'dkim-signature');
  if (!signature) return { signed: false as const };
  const tags = Object.fromEntries(
    signature.raw
      .slice(signature.raw.indexOf(':') + 1)
      .split(';')
      .map((tag) => tag.replace(/\s+/g, ''))
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]),
  );
  const bodyHash = createHash('sha256')
    .update(relaxedBody(raw.slice(split + 4)))
    .digest('base64');
  const signedNames = String(tags.h).toLowerCase().split(':');
  // Each name takes the lowest instance not yet used (RFC 6376 §5.4.2).
  const used = new Set<Field>();
  const lines = signedNames.flatMap((name) => {
    const field = fields.filter((candidate) => candidate.name === name && !used.has(candidate)).at(-1);
    if (!field) return [];
    used.add(field);
    return [`${relaxedField(field)}\r\n`];
  });
  const unsigned = relaxedField({ ...signature, raw: signature.raw.replace(/\bb=[^;]*$/, 'b=') });
  const verifier = createVerify('RSA-SHA256');
  verifier.update(lines.join('') + unsigned);
  return {
    signed: true as const,
    domain: tags.d,
    selector: tags.s,
    signedNames,
    bodyHashMatches: tags.bh === bodyHash,
    signatureValid: verifier.verify(publicKey, String(tags.b), 'base64'),
  };
}
