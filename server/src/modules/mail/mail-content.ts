/**
 * What a mail says, as text and as HTML alternatives (issue 30 item 8): the text part is the mail as
 * written (templates and bulk sends are plain text), the HTML part the same words under the centre's
 * name in the product's colour, with its links clickable. A bulk mail to a student carries its
 * unsubscribe link in the body of both, not only in the List-Unsubscribe header (issue 31 item 2).
 */

/** The centre has no colour setting: its mail wears the product's primary colour (spec: #1890ff). */
export const MAIL_ACCENT = '#1890ff';

export type MailContent = { text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An address in running text; punctuation right after it ends a sentence rather than belonging to it. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** One paragraph's text as HTML: escaped, addresses made links, line breaks kept. */
function paragraphHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${MAIL_ACCENT}">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, '<br>\n');
}

/** The footer sentence of a bulk mail, the same in both parts. */
export function unsubscribeLine(centreName: string): string {
  return `You receive this e-mail as a student of ${centreName}. To stop e-mails from ${centreName}, unsubscribe:`;
}

export function composeMailContent(options: {
  subject: string;
  body: string;
  centreName: string;
  /** A bulk mail to a student: its one-click unsubscribe page. */
  unsubscribeUrl?: string;
}): MailContent {
  const { centreName, unsubscribeUrl } = options;
  const text = unsubscribeUrl
    ? `${options.body.replace(/\s+$/, '')}\n\n-- \n${unsubscribeLine(centreName)} ${unsubscribeUrl}\n`
    : options.body;
  const paragraphs = options.body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph)}</p>`)
    .join('\n');
  const footer = unsubscribeUrl
    ? `<div style="padding:16px 24px;border-top:1px solid #f0f0f0;font-size:13px;color:#595959">${escapeHtml(unsubscribeLine(centreName))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${MAIL_ACCENT}">Unsubscribe</a></div>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;padding:16px 0;background:#f5f5f5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#262626">
<div style="background:${MAIL_ACCENT};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:600">${escapeHtml(centreName)}</div>
<div style="padding:24px 24px 8px">
${paragraphs}
</div>
${footer}
</div>
</body></html>
`;
  return { text, html };
}
