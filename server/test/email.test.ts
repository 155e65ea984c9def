import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTemplates, mailOutbox, students } from '../src/db/schema';
import { getCentreSettings } from '../src/modules/centre-settings/centre-settings.service';
import { type AuthHeader, createTestApp, keyFromMail, type TestApp, tableSnapshot } from './helpers/app';
import { verifyDkim } from './helpers/dkim-verify';
import { eventually } from './helpers/eventually';
import { insertStudent } from './helpers/records';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { insertRoleUsers } from './helpers/users';

type Send = { id: number; state: string; counts: Record<string, number> };
type SendRecipient = { name: string; email: string; status: string; error: string | null; attempts: number };

const sends = async (t: TestApp, who: AuthHeader) => {
  const response = await t.inject({ method: 'GET', url: '/api/email/sends', headers: who });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { data: Send[]; smtpConfigured: boolean };
};
const recipientsOf = async (t: TestApp, who: AuthHeader, id: number) => {
  const response = await t.inject({ method: 'GET', url: `/api/email/sends/${id}/recipients`, headers: who });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: SendRecipient[] }).data;
};
const send = async (t: TestApp, who: AuthHeader, payload: object) => {
  const response = await t.inject({ method: 'POST', url: '/api/email/sends', headers: who, payload });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { data: { id: number } }).data.id;
};
const settled = (t: TestApp, who: AuthHeader, id: number) =>
  eventually(
    async () => (await sends(t, who)).data.find((s) => s.id === id),
    (s) => s?.state === 'finished' && s.counts.queued === 0,
  );
const setBalance = (t: TestApp, id: number, balance: string) =>
  t.db.update(students).set({ voucherBalance: balance }).where(eq(students.id, id));

describe('e-mail over real SMTP', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let admin: AuthHeader;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const refusedOnce = new Set<string>();

  before(async () => {
    smtp = await startSmtpCatcher((address) => {
      if (address.startsWith('never')) return { code: 550, message: 'No such mailbox here' };
      if (address.startsWith('later') && !refusedOnce.has(address)) {
        refusedOnce.add(address);
        return { code: 451, message: 'Try again later' };
      }
      return undefined;
    });
    t = await createTestApp({ smtpUrl: smtp.url, retryDelaySeconds: 1 });
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    admin = await t.signIn('admin');
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  test('templates: the built-in ones are listed and editable, an unknown variable is refused by name', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/email/templates', headers: operator });
    const keys = (list.json().data as { builtInKey: string | null }[]).map((row) => row.builtInKey);
    for (const key of [
      'welcome',
      'low-balance',
      'lesson-reminder',
      'lesson-cancelled',
      'feedback-available',
      'activation',
      'password-reset',
    ])
      assert.ok(keys.includes(key), `built-in ${key} listed`);

    const before = await tableSnapshot(t.db);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/email/templates',
      headers: operator,
      payload: { name: 'Typo', subject: 'Hi {{firstName}}', body: 'Your balance: {{balanse}}' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fieldErrors, [{ field: 'body', message: 'Unknown variable {{balanse}}' }]);
    assert.deepEqual(await tableSnapshot(t.db), before, 'nothing written');
    // Names every object has (its prototype's) are not variables either: they rendered as code.
    const inherited = await t.inject({
      method: 'POST',
      url: '/api/email/templates',
      headers: operator,
      payload: { name: 'Inherited', subject: 'Hi {{constructor}}', body: 'See {{toString}}' },
    });
    assert.equal(inherited.statusCode, 400, inherited.body);
    assert.deepEqual(inherited.json().fieldErrors, [
      { field: 'subject', message: 'Unknown variable {{constructor}}' },
      { field: 'body', message: 'Unknown variable {{toString}}' },
    ]);
    assert.deepEqual(await tableSnapshot(t.db), before, 'nothing written');

    // The activation mail is a template: staff's wording reaches the next registration.
    const activation = (list.json().data as { id: number; builtInKey: string }[]).find(
      (r) => r.builtInKey === 'activation',
    );
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/email/templates/${activation?.id}`,
      headers: operator,
      payload: { name: 'Account activation', subject: 'Welcome aboard, {{fullName}}', body: 'Click: {{link}}\n' },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const registered = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { login: 'newbie', email: 'newbie@example.com', password: 'secret1', firstName: 'New', lastName: 'Bie' },
    });
    assert.equal(registered.statusCode, 201);
    assert.equal(t.mails.at(-1)?.subject, 'Welcome aboard, New Bie');
    keyFromMail(t.mails.at(-1), '/user/activate');
    const removed = await t.inject({ method: 'DELETE', url: `/api/email/templates/${activation?.id}`, headers: admin });
    assert.equal(removed.statusCode, 422);
    await t.mailer.flush();
    const [account] = smtp.received.filter((m) => m.to.includes('newbie@example.com'));
    assert.equal(account.header('List-Unsubscribe'), undefined, 'account mail has no unsubscribe');
    // Text and HTML alternatives: the text part is the mail as written, the HTML part the same words
    // under the centre's name, its link clickable, and no unsubscribe line (not bulk mail).
    assert.match(account.header('Content-Type') ?? '', /^multipart\/alternative/);
    const written = t.mails.find((m) => m.to === 'newbie@example.com');
    assert.equal(account.text.replace(/\r\n/g, '\n').trimEnd(), written?.text.trimEnd());
    const { centreName } = await getCentreSettings(t.db);
    assert.ok(account.html?.includes(`>${centreName}</div>`), 'the HTML part names the centre');
    const activationLink = /http:\/\/\S+\/user\/activate\S*/.exec(account.text)?.[0] ?? '';
    assert.ok(activationLink, account.text);
    assert.ok(account.html?.includes(`<a href="${activationLink.replaceAll('&', '&amp;')}"`), account.html);
    assert.doesNotMatch(account.text, /unsubscribe/i);
  });

  test('low-balance students get a personal mail with one-click unsubscribe; the opted-out are listed and skipped', async () => {
    const ana = await insertStudent(t.db, { firstName: 'Ana', lastName: 'Low', email: 'ana@example.com' });
    const bo = await insertStudent(t.db, {
      firstName: 'Bo',
      lastName: 'Quiet',
      email: 'bo@example.com',
      allowEmail: false,
    });
    const cy = await insertStudent(t.db, { firstName: 'Cy', lastName: 'Rich', email: 'cy@example.com' });
    await setBalance(t, ana.id, '-12.50');
    await setBalance(t, bo.id, '-1.00');
    await setBalance(t, cy.id, '180.00');

    const audience = { group: 'low-balance-students' };
    const listed = await t.inject({
      method: 'POST',
      url: '/api/email/recipients',
      headers: operator,
      payload: { audience },
    });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(
      listed.json().data.map((r: { name: string; excluded: string | null }) => [r.name, r.excluded]),
      [
        ['Ana Low', null],
        ['Bo Quiet', 'opted-out'],
      ],
    );
    assert.equal(listed.json().excluded, 1);

    const preview = await t.inject({
      method: 'POST',
      url: '/api/email/preview',
      headers: operator,
      payload: {
        subject: 'Hi {{firstName}}',
        body: '{{fullName}} owes {{balance}}',
        recipient: { kind: 'student', id: ana.id },
      },
    });
    assert.deepEqual(preview.json().data, { to: 'ana@example.com', subject: 'Hi Ana', body: 'Ana Low owes -$12.50' });

    const id = await send(t, operator, {
      subject: 'Balance for {{firstName}}',
      body: 'Dear {{fullName}}, your balance is {{balance}}.',
      audience,
    });
    await settled(t, operator, id);
    const mail = smtp.received.find((m) => m.to.includes('ana@example.com'));
    assert.ok(mail, 'Ana got it');
    assert.equal(mail.subject, 'Balance for Ana');
    assert.match(mail.text, /Dear Ana Low, your balance is -\$12\.50\./);
    assert.equal(mail.header('List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    const link = mail.header('List-Unsubscribe')?.match(/^<(.+)>$/)?.[1];
    assert.ok(link?.startsWith('http://localhost:8000/api/email/unsubscribe?token='), String(link));
    // The same link is in the body, visible, in both parts (issue 31 item 2), after the text as written.
    const { centreName } = await getCentreSettings(t.db);
    const text = mail.text.replace(/\r\n/g, '\n');
    assert.ok(text.startsWith('Dear Ana Low, your balance is -$12.50.\n\n-- \n'), text);
    assert.ok(text.includes(`To stop e-mails from ${centreName}, unsubscribe: ${link}`), text);
    assert.ok(mail.html?.includes(`<a href="${link}" style="color:#1890ff">Unsubscribe</a>`), mail.html);
    assert.ok(!smtp.received.some((m) => m.to.includes('bo@example.com') || m.to.includes('cy@example.com')));

    const rows = await recipientsOf(t, operator, id);
    assert.deepEqual(
      rows.map((r) => [r.name, r.status, r.error]),
      [
        ['Ana Low', 'sent', null],
        ['Bo Quiet', 'skipped', 'Opted out of e-mail'],
      ],
    );

    // The mail client's one-click POST needs no session and turns allowEmail off.
    const url = new URL(link ?? '');
    const oneClick = await t.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    const [after] = await t.db
      .select({ allowEmail: students.allowEmail })
      .from(students)
      .where(eq(students.id, ana.id));
    assert.equal(after.allowEmail, false);
    const forged = await t.inject({ method: 'POST', url: '/api/email/unsubscribe?token=not-a-real-token-at-all' });
    assert.equal(forged.statusCode, 400);
  });

  test('one-click unsubscribe takes multipart/form-data too; the page names the centre, what stops, and the way back', async () => {
    const dee = await insertStudent(t.db, { firstName: 'Dee', lastName: 'Multi', email: 'dee@example.com' });
    const id = await send(t, operator, {
      subject: 'News',
      body: 'Hello {{firstName}}',
      audience: { group: 'selected-students', studentIds: [dee.id] },
    });
    await settled(t, operator, id);
    const mail = smtp.received.find((m) => m.to.includes('dee@example.com'));
    const link = new URL(mail?.header('List-Unsubscribe')?.match(/^<(.+)>$/)?.[1] ?? '');
    const allowEmail = async () =>
      (await t.db.select({ allowEmail: students.allowEmail }).from(students).where(eq(students.id, dee.id)))[0]
        .allowEmail;
    const { centreName } = await getCentreSettings(t.db);

    const page = await t.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(`<h1 `) && page.body.includes(`>${centreName}</h1>`), page.body);
    assert.ok(page.body.includes(`Stop e-mails from ${centreName} to Dee?`), page.body);
    assert.equal(await allowEmail(), true, 'opening the page changes nothing');

    // What RFC 8058 says a mail client SHOULD send: a multipart/form-data form.
    const boundary = '----centre-admin-test';
    const oneClick = await t.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    assert.deepEqual(oneClick.json(), { success: true });
    assert.equal(await allowEmail(), false);

    // A broken multipart body is refused with a clear message; nothing changes.
    const broken = await t.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-`,
    });
    assert.equal(broken.statusCode, 400, broken.body);
    assert.match(broken.json().errorMessage, /multipart\/form-data/);

    // The person pressing the page's button: a page back with a way to undo it.
    const pressed = await t.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    assert.ok(pressed.body.includes(`Dee will no longer receive e-mails from ${centreName}`), pressed.body);
    const back = /action="(\/api\/email\/resubscribe\?token=[^"]+)"/.exec(pressed.body)?.[1];
    assert.ok(back, pressed.body);
    const resubscribed = await t.inject({
      method: 'POST',
      url: back,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    assert.equal(resubscribed.statusCode, 200);
    assert.ok(resubscribed.body.includes(`Dee will receive e-mails from ${centreName} again`), resubscribed.body);
    assert.equal(await allowEmail(), true);
    const forged = await t.inject({ method: 'POST', url: '/api/email/resubscribe?token=not-a-real-token-at-all' });
    assert.equal(forged.statusCode, 400);
  });

  test("History writes the centre's own variables in a send's subject and keeps the recipient's", async () => {
    const student = await insertStudent(t.db, { firstName: 'Sub', lastName: 'Ject', email: 'subject@example.com' });
    const id = await send(t, operator, {
      subject: 'News from {{centreName}} for {{firstName}}',
      body: 'Hello {{firstName}}',
      audience: { group: 'selected-students', studentIds: [student.id] },
    });
    const { centreName } = await getCentreSettings(t.db);
    const listed = (await sends(t, operator)).data.find((row) => row.id === id) as Send & { subject: string };
    assert.equal(listed.subject, `News from ${centreName} for {{firstName}}`);
    await settled(t, operator, id);
    const [mail] = await recipientsOf(t, operator, id);
    assert.equal((mail as SendRecipient & { subject: string }).subject, `News from ${centreName} for Sub`);
  });

  test('a refused delivery (451) is retried and sent once; a permanent refusal (550) fails with the reply, is noticed, and can be retried', async () => {
    const later = await insertStudent(t.db, { firstName: 'Lat', lastName: 'Er', email: 'later@example.com' });
    const never = await insertStudent(t.db, { firstName: 'Nev', lastName: 'Er', email: 'never@example.com' });
    const id = await send(t, operator, {
      subject: 'Hello',
      body: 'Hello {{firstName}}',
      audience: { group: 'selected-students', studentIds: [later.id, never.id] },
    });
    await settled(t, operator, id);
    const rows = await recipientsOf(t, operator, id);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    assert.equal(byName['Lat Er'].status, 'sent');
    assert.equal(byName['Lat Er'].attempts, 2);
    assert.equal(smtp.received.filter((m) => m.to.includes('later@example.com')).length, 1);
    assert.equal(byName['Nev Er'].status, 'failed');
    assert.match(byName['Nev Er'].error ?? '', /550 No such mailbox here/);

    // The notice is posted just after the last row settles.
    const heard = (titles: string[]) => titles.includes('E-mail "Hello": 1 failed');
    const titles = await eventually(
      async () =>
        (await t.inject({ method: 'GET', url: '/api/notices', headers: admin }))
          .json()
          .data.map((n: { title: string }) => n.title),
      heard,
    );
    assert.ok(heard(titles), 'administrators hear of the failure');
    const retried = await t.inject({ method: 'POST', url: `/api/email/sends/${id}/retry`, headers: operator });
    assert.deepEqual(retried.json().data, { retried: 1 });
    await settled(t, operator, id);
    const [again] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'never@example.com'));
    assert.equal(again.status, 'failed');
    assert.equal(again.attempts, 2);
  });

  test('a send at a later time waits, writing nobody yet', async () => {
    const id = await send(t, operator, {
      subject: 'Later',
      body: 'x',
      audience: { group: 'staff' },
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const found = (await sends(t, operator)).data.find((s) => s.id === id);
    assert.equal(found?.state, 'scheduled');
    assert.deepEqual(await recipientsOf(t, operator, id), []);
  });
});

describe('e-mail without SMTP', () => {
  let t: TestApp;
  let operator: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('a send waits in the outbox and the History says SMTP is not configured', async () => {
    await insertStudent(t.db, { firstName: 'Out', lastName: 'Box', email: 'out@example.com' });
    const id = await send(t, operator, {
      subject: 'Hi',
      body: 'Hi {{firstName}}',
      audience: { group: 'active-students' },
    });
    const history = await eventually(
      () => sends(t, operator),
      (h) => h.data[0]?.state === 'finished',
    );
    assert.equal(history.smtpConfigured, false);
    assert.equal(history.data[0].counts.stored, 1);
    assert.deepEqual(
      (await recipientsOf(t, operator, id)).map((r) => [r.name, r.status]),
      [['Out Box', 'stored']],
    );
    const count = await t.db.select().from(emailTemplates);
    assert.ok(count.length >= 7);
  });
});

describe('e-mail signed with DKIM', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  before(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      smtpUrl: smtp.url,
      env: {
        DKIM_DOMAIN: 'centre.example',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    await insertRoleUsers(t.db);
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  test('a bulk mail is signed for the configured domain, its List-Unsubscribe headers included', async () => {
    const operator = await t.signIn('operator');
    const student = await insertStudent(t.db, { firstName: 'Kim', lastName: 'Signed', email: 'kim@example.com' });
    const id = await send(t, operator, {
      subject: 'Signed news',
      body: 'Hello {{firstName}}: see https://centre.example/news.',
      audience: { group: 'selected-students', studentIds: [student.id] },
    });
    await settled(t, operator, id);
    const mail = smtp.received.find((m) => m.to.includes('kim@example.com'));
    assert.ok(mail);
    const check = verifyDkim(mail.raw, publicKey);
    assert.ok(check.signed, 'no DKIM-Signature header');
    assert.equal(check.domain, 'centre.example');
    assert.equal(check.selector, 'mail2026');
    for (const name of ['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post'])
      assert.ok(check.signedNames.includes(name), `${name} is not signed: ${check.signedNames.join(':')}`);
    assert.equal(check.bodyHashMatches, true, 'body hash');
    assert.equal(check.signatureValid, true, 'signature');
    assert.ok(
      mail.html?.includes('<a href="https://centre.example/news"'),
      'the link is clickable, its full stop left out',
    );
  });
});
