/**
 * Every write route (each POST, PUT, PATCH and DELETE in the app's own route table) either leaves an
 * entry on the audit trail or has a written reason why not (issue 30, item 11). A new write route
 * fails this test until someone decides which. An entry names the trail's action; an `audit_events`
 * action must be written somewhere in the server's code, so a renamed or removed one is caught too.
 * What each entry holds is checked by the audit-log tests (audit-log*.test.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { registeredRoutes } from './helpers/routes';

/** The trail's entries a route writes: `audit_events` actions, or another source the trail reads. */
type Audited = { audit: string[] } | { source: 'lesson history' | 'voucher ledger' | 'credit entries' | 'teacher pay' };
type NotAudited = { reason: string };

const OWN_SESSION = 'signs in or asks for a key: nothing of the centre changes (failures are counted, not audited)';

const WRITE_ROUTES: Record<string, Audited | NotAudited> = {
  // Accounts and sign-in
  'POST /api/authenticate': { reason: OWN_SESSION },
  'POST /api/account/reset-password/init': { reason: OWN_SESSION },
  'POST /api/account/reset-password/finish': {
    reason: 'the owner of the e-mailed key sets a new password; every session ends (not yet on the trail)',
  },
  'POST /api/register': { audit: ['teacher.register'] },
  'POST /api/registrations/:id/approve': { audit: ['teacher.approve'] },
  'POST /api/registrations/:id/refuse': { audit: ['teacher.refuse'] },
  'POST /api/account': { audit: ['account.update-own'] },
  'POST /api/account/change-password': { audit: ['account.password-change'] },
  'PUT /api/account-settings/notifications': {
    reason: "a teacher's own choice of which messages they receive; it changes nothing of anyone else",
  },
  'DELETE /api/notices': { reason: "clears the signed-in user's own notices" },
  'POST /api/notices/read': { reason: "marks the signed-in user's own notices read" },
  'POST /api/staff': { audit: ['account.create'] },
  'PUT /api/staff/:id': { audit: ['account.update', 'account.role-change'] },
  'DELETE /api/staff/:id': { audit: ['account.delete'] },
  // People
  'POST /api/teachers': { audit: ['teacher.create'] },
  'PUT /api/teachers/:id': { audit: ['teacher.update', 'teacher.approve'] },
  'DELETE /api/teachers/:id': { audit: ['teacher.delete'] },
  'POST /api/teachers/delete': { audit: ['teacher.delete'] },
  'POST /api/teachers/:id/sin': {
    reason: 'a read, not a change: each reveal is written to the server log (who saw whose SIN, never the value)',
  },
  'POST /api/students': { audit: ['student.create'] },
  'PUT /api/students/:id': { audit: ['student.update'] },
  'POST /api/students/activate': { audit: ['student.status-change'] },
  'POST /api/students/deactivate': { audit: ['student.status-change'] },
  'POST /api/students/suspend': { audit: ['student.status-change'] },
  'POST /api/students/:id/ledger-entries': { source: 'voucher ledger' },
  'POST /api/ledger-entries/:id/reverse': { source: 'voucher ledger' },
  'POST /api/voucher-purchases': { source: 'voucher ledger' },
  'POST /api/referrals': { audit: ['referral.create'] },
  'PUT /api/referrals/:id': { audit: ['referral.update'] },
  // Courses and terms
  'POST /api/courses': { audit: ['course.create', 'teacher.courses'] },
  'PUT /api/courses/:id': { audit: ['course.update', 'teacher.courses'] },
  'POST /api/courses/:id/teachers': { audit: ['teacher.courses'] },
  'DELETE /api/courses/:id/teachers/:teacherId': { audit: ['teacher.courses'] },
  'POST /api/terms': { audit: ['term.create'] },
  'PUT /api/terms/:id': { audit: ['term.update'] },
  'DELETE /api/terms/:id': { audit: ['term.delete'] },
  'POST /api/term-registers': {
    reason: 'a registration is its own record (who made it and when); a VOUCHER one is charged in the voucher ledger',
  },
  'PUT /api/term-registers/:id': {
    reason: 'edits an unpaid registration (a paid one only its comments); payments are audited (term-register.pay)',
  },
  'DELETE /api/term-registers/:id': { reason: 'only an unpaid registration can be deleted: no money moved' },
  'POST /api/term-registers/:id/pay': { audit: ['term-register.pay'] },
  'POST /api/term-registers/:id/unpay': { audit: ['term-register.unpay'] },
  // Lessons
  'POST /api/schedules': {
    reason: 'new planned lessons carry who created them; nothing is charged until confirmation',
  },
  'POST /api/schedules/conflicts': { reason: 'a read sent as POST (the proposed times): nothing is written' },
  'POST /api/schedules/repeat-weekly': {
    reason: 'copies planned lessons; nothing is charged until confirmation',
  },
  // An edit or a move of a planned lesson is on its history when it changes the price (price-change);
  // other edits of a planned lesson (time, teacher, students) are not on the trail yet.
  'PUT /api/schedules/:id': { source: 'lesson history' },
  'PATCH /api/schedules/:id/time': { source: 'lesson history' },
  'POST /api/schedules/:id/cancel': { source: 'lesson history' },
  'PUT /api/schedules/:id/confirmation': { source: 'lesson history' },
  'POST /api/teacher-confirmations/:id/confirm': { audit: ['lesson.confirm'] },
  'POST /api/teacher-confirmations/:id/confirm-unchanged': { audit: ['lesson.confirm'] },
  'POST /api/teacher-confirmations/:id/cancel': { source: 'lesson history' },
  'PUT /api/schedules/:id/feedback': {
    reason: 'feedback text keeps who submitted it and when on the lesson; it moves no money',
  },
  'PUT /api/teacher-availability/:teacherId/slots': { reason: "a teacher's weekly hours: scheduling help only" },
  'POST /api/teacher-availability/:teacherId/exceptions': { reason: "a teacher's date exception: scheduling help" },
  'DELETE /api/teacher-availability/exceptions/:id': { reason: "a teacher's date exception: scheduling help" },
  // Calendars
  'POST /api/calendar-links/mine/feed': { reason: "a teacher's own calendar feed address, made anew" },
  'DELETE /api/calendar-links/mine/feed': { reason: "a teacher's own calendar feed address, turned off" },
  'PUT /api/calendar-links/mine/subscription': { reason: "a teacher's own busy-time calendar link" },
  'DELETE /api/calendar-links/mine/subscription': { reason: "a teacher's own busy-time calendar link" },
  'POST /api/calendar-links/mine/subscription/refresh': { reason: 'reads the linked calendar again' },
  'POST /api/calendar-links/:teacherId/subscription/refresh': { reason: 'reads the linked calendar again' },
  'POST /api/calendar-links/:teacherId/feed': { reason: "a teacher's calendar feed address, made anew by staff" },
  'POST /api/calendar-links/centre-feed': { reason: "the centre's calendar feed address, made anew" },
  'DELETE /api/calendar-links/centre-feed': { reason: "the centre's calendar feed address, turned off" },
  // Centre and billing
  'PUT /api/centre-settings': { audit: ['settings.update'] },
  'PUT /api/billing/price-plan': { audit: ['price-plan.update'] },
  'PUT /api/accounting/accounts': { audit: ['accounting.accounts.update'] },
  'POST /api/webhook-endpoints': { audit: ['webhook.endpoint.create'] },
  'PUT /api/webhook-endpoints/:id': { audit: ['webhook.endpoint.update'] },
  'DELETE /api/webhook-endpoints/:id': { audit: ['webhook.endpoint.delete'] },
  'POST /api/webhook-endpoints/:id/rotate-secret': { audit: ['webhook.endpoint.rotate-secret'] },
  'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend': { audit: ['webhook.delivery.resend'] },
  'POST /api/webhook-endpoints/:id/test': { audit: ['webhook.endpoint.test'] },
  'POST /api/billing/cycle': { reason: 'the cycle row keeps who started it and when' },
  'POST /api/billing/cycle/stop': { reason: 'the cycle row keeps who stopped it and when' },
  'POST /api/billing/period-end-runs': { audit: ['invoice.charge', 'invoice.paid', 'invoice.payment-failed'] },
  'POST /api/billing/invoices': { reason: 'the invoice keeps who created it; its credit use is a credit entry' },
  'POST /api/billing/invoices/:id/pay': { audit: ['invoice.charge', 'invoice.paid', 'invoice.payment-failed'] },
  'POST /api/billing/invoices/:id/void': { audit: ['invoice.void'] },
  'POST /api/billing/credit-entries': { source: 'credit entries' },
  'POST /api/billing/card-setup': {
    reason: 'starts a card form at the provider; nothing is kept until the card is saved',
  },
  'PUT /api/billing/card/test': { audit: ['billing-card.add', 'billing-card.replace'] },
  'PUT /api/billing/card/stripe': { audit: ['billing-card.add', 'billing-card.replace'] },
  'POST /api/billing/stripe-webhook': { audit: ['invoice.paid', 'invoice.payment-failed'] },
  'POST /api/billing/test-provider/challenges/:token': { audit: ['invoice.paid', 'invoice.payment-failed'] },
  // E-mail
  'POST /api/email/templates': { audit: ['email-template.create'] },
  'PUT /api/email/templates/:id': { audit: ['email-template.update'] },
  'DELETE /api/email/templates/:id': { audit: ['email-template.delete'] },
  'POST /api/email/preview': { reason: 'a read sent as POST (the draft text): nothing is written' },
  'POST /api/email/recipients': { reason: 'a read sent as POST (the recipient choice): nothing is written' },
  'POST /api/email/sends': { reason: 'the send keeps who sent it, when, to whom and what: the e-mail history' },
  'POST /api/email/sends/:id/retry': { reason: 'sends failed mails of a send again; the history shows each attempt' },
  'POST /api/email/unsubscribe': { audit: ['student.unsubscribe'] },
  'POST /api/email/resubscribe': { audit: ['student.resubscribe'] },
  // Calendars, the family portal and imports (session 6)
  'DELETE /api/calendar-links/:teacherId/subscription': { audit: ['teacher.calendar-unlink'] },
  'POST /api/students/:id/family-invitations': { audit: ['family.invitation.create', 'family.invitation.resend'] },
  'POST /api/family-invitations/:id/resend': { audit: ['family.invitation.resend'] },
  'POST /api/family-invitations/:id/revoke': { audit: ['family.invitation.revoke'] },
  'DELETE /api/students/:id/family-accounts/:userId': { audit: ['family.unlink'] },
  'POST /api/portal/activate': { audit: ['family.invitation.accept', 'family.account.create', 'family.link'] },
  'PUT /api/portal/profile': { audit: ['student.messages'] },
  'POST /api/portal/calendar-feed/renew': {
    reason: "a family's own calendar feed address, renewed: the old one stops; nothing of anyone else changes",
  },
  // Managing lessons from the portal (session 7)
  'PUT /api/centre-settings/cancellation-policy': { audit: ['settings.cancellation-policy'] },
  'POST /api/family-invitations/bulk': {
    audit: ['family.invitation.create', 'family.invitation.resend', 'family.account.create', 'family.link'],
  },
  'POST /api/portal/lessons/:id/cancel': { source: 'lesson history' },
  'POST /api/portal/lessons/:id/move-requests': { audit: ['lesson.move-request'] },
  'POST /api/move-requests/:id/answer': { audit: ['lesson.move-request-answer'] },
  'POST /api/imports/files': {
    reason: 'an uploaded file waiting to be mapped: nothing of the centre changes until it is imported',
  },
  'POST /api/imports/dry-run': { reason: 'checks every row and writes nothing (a dry run)' },
  'POST /api/imports': { audit: ['import.run'] },
  'POST /api/imports/:id/undo': { audit: ['import.undo'] },
  // Buying vouchers online (session 7)
  'POST /api/voucher-packages': { audit: ['voucher-package.create'] },
  'PUT /api/voucher-packages/:id': { audit: ['voucher-package.update'] },
  'PUT /api/online-payment-settings': { audit: ['online-payments.update'] },
  'POST /api/voucher-purchases/:id/online-refund': { audit: ['voucher.online-refund'] },
  'POST /api/portal/voucher-orders': {
    reason: "a family's order waiting for its card payment: nothing of the centre changes until it is paid",
  },
  'POST /api/portal/voucher-orders/:id/pay': { source: 'voucher ledger' },
  'POST /api/portal/voucher-orders/:id/confirm': { source: 'voucher ledger' },
  'POST /api/portal/stripe-webhook': { source: 'voucher ledger' },
};

/** Every action string written in the server's code (`action: '…'`, or a `'…'` beside it in a ternary). */
function actionsInCode(): string {
  const root = path.resolve(import.meta.dirname, '../src');
  return fs
    .readdirSync(root, { recursive: true })
    .filter((name) => String(name).endsWith('.ts'))
    .map((name) => fs.readFileSync(path.join(root, String(name)), 'utf8'))
    .join('\n');
}

describe('audit coverage of write routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('each write route has an audit entry or a written reason; none is listed that does not exist', () => {
    const writes = registeredRoutes(t.app).filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));
    const missing = writes.filter((route) => !(route in WRITE_ROUTES));
    assert.deepEqual(missing, [], 'write routes with neither an audit entry nor a reason');
    const stale = Object.keys(WRITE_ROUTES).filter((route) => !writes.includes(route));
    assert.deepEqual(stale, [], 'listed routes the app no longer has');
    for (const [route, entry] of Object.entries(WRITE_ROUTES))
      if ('reason' in entry) assert.ok(entry.reason.length > 15, `${route}: a reason says why`);
  });

  test("every audit_events action listed is written by the server's code", () => {
    const code = actionsInCode();
    const unknown = Object.entries(WRITE_ROUTES).flatMap(([route, entry]) =>
      'audit' in entry
        ? entry.audit.filter((action) => !code.includes(`'${action}'`)).map((a) => `${route}: ${a}`)
        : [],
    );
    assert.deepEqual(unknown, []);
  });
});
