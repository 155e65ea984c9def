import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import EmailPage from '..';
import HistoryTab from '../components/HistoryTab';
import SendRecipientsDrawer from '../components/SendRecipientsDrawer';
import TemplatesTab from '../components/TemplatesTab';

// ProTable and ProForm pages render slowly in jsdom, slower still on a busy machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

setupMockServer();

const templates: API.EmailTemplate[] = [
  {
    id: 1,
    builtInKey: 'low-balance',
    name: 'Low balance',
    subject: 'Your balance is low',
    body: 'Hello {{firstName}}, your balance is {{balance}}.',
    updatedAt: '2026-11-20T15:30:00.000Z',
  },
  {
    id: 2,
    builtInKey: null,
    name: 'Holiday hours',
    subject: 'Closed on Monday',
    body: 'Dear {{fullName}}, we are closed.',
    updatedAt: '2026-11-21T09:00:00.000Z',
  },
];

const recipients = [
  { kind: 'student', id: 11, name: 'Ana Low', email: 'ana@example.com', excluded: null },
  { kind: 'student', id: 12, name: 'Bo Quiet', email: 'bo@example.com', excluded: 'opted-out' },
  { kind: 'student', id: 13, name: 'Cy Nomail', email: null, excluded: 'no-email' },
];

const counts = { queued: 0, sent: 0, failed: 0, skipped: 0, stored: 0 };
const sends: API.EmailSend[] = [
  {
    id: 7,
    subject: 'Top up please',
    state: 'finished',
    group: 'low-balance-students',
    sender: 'Olga Op',
    sendAt: '2026-11-24T16:05:00.000Z',
    createdAt: '2026-11-24T16:05:00.000Z',
    counts: { ...counts, sent: 40, failed: 2, skipped: 3 },
  },
  {
    id: 8,
    subject: 'Next term',
    state: 'scheduled',
    group: 'active-students',
    sender: 'Olga Op',
    sendAt: '2026-12-01T08:00:00.000Z',
    createdAt: '2026-11-24T17:00:00.000Z',
    counts,
  },
];

/** Serves the E-mail screen's reads; answers what each write was sent. */
function serveEmail(options: { smtpConfigured?: boolean } = {}) {
  const written: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/email/templates', () =>
      HttpResponse.json({ success: true, data: templates, total: templates.length }),
    ),
    http.get('*/api/email/template-variables', () =>
      HttpResponse.json({
        success: true,
        data: [
          { name: 'firstName', description: 'Recipient’s first name' },
          { name: 'balance', description: 'The student’s voucher balance' },
        ],
      }),
    ),
    http.get('*/api/students', () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 11, studentId: 'S000011', firstName: 'Ana', lastName: 'Low' }],
        total: 1,
      }),
    ),
    http.post('*/api/email/recipients', async ({ request }) => {
      written.push({ url: 'recipients', body: await request.json() });
      return HttpResponse.json({ success: true, data: recipients, total: 3, excluded: 2 });
    }),
    http.post('*/api/email/preview', async ({ request }) => {
      const body = (await request.json()) as { subject: string; body: string };
      written.push({ url: 'preview', body });
      if (body.body.includes('{{balanse}}')) {
        return HttpResponse.json(
          {
            success: false,
            errorCode: 'validation',
            errorMessage: 'body: Unknown variable {{balanse}}',
            showType: 2,
            fieldErrors: [{ field: 'body', message: 'Unknown variable {{balanse}}' }],
          },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        success: true,
        data: {
          to: 'ana@example.com',
          subject: body.subject.replace('{{firstName}}', 'Ana'),
          body: body.body.replace('{{firstName}}', 'Ana').replace('{{balance}}', '-$12.50'),
        },
      });
    }),
    http.post('*/api/email/sends', async ({ request }) => {
      written.push({ url: 'sends', body: await request.json() });
      return HttpResponse.json({ success: true, data: { id: 9 } }, { status: 201 });
    }),
    http.get('*/api/email/sends', () =>
      HttpResponse.json({
        success: true,
        data: sends,
        total: sends.length,
        smtpConfigured: options.smtpConfigured ?? true,
      }),
    ),
    http.get('*/api/email/sends/7/recipients', () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            id: 100,
            name: 'Ana Low',
            email: 'ana@example.com',
            status: 'sent',
            error: null,
            subject: 'Top up please',
            body: 'Dear Ana',
            attempts: 1,
            sentAt: '2026-11-24T16:06:00.000Z',
          },
          {
            id: 101,
            name: 'Nev Er',
            email: 'never@example.com',
            status: 'failed',
            error: '550 No such mailbox here',
            subject: 'Top up please',
            body: 'Dear Nev',
            attempts: 1,
            sentAt: null,
          },
        ],
        total: 2,
      }),
    ),
    http.post('*/api/email/sends/7/retry', () => {
      written.push({ url: 'retry', body: null });
      return HttpResponse.json({ success: true, data: { retried: 2 } });
    }),
  );
  return written;
}

/** Opens an antd select by its label and picks an option by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1]);
}

describe('E-mail page', () => {
  it('Send: a template fills the text, the recipients are counted with who is left out and why, and the preview is a real one', async () => {
    const written = serveEmail();
    render(<EmailPage />);
    await choose('Template', 'Low balance');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Your balance is low'));
    expect(screen.getByLabelText('Body')).toHaveValue('Hello {{firstName}}, your balance is {{balance}}.');

    await choose('Recipients', 'Students under the balance threshold');
    expect(await screen.findByText('1 recipient, 2 left out')).toBeInTheDocument();
    expect(written.find((w) => w.url === 'recipients')?.body).toEqual({
      audience: { group: 'low-balance-students' },
    });
    fireEvent.click(screen.getByText('Left out (2)'));
    expect(await screen.findByText('Bo Quiet')).toBeInTheDocument();
    expect(screen.getByText('Opted out of e-mail')).toBeInTheDocument();
    expect(screen.getByText('No e-mail address')).toBeInTheDocument();

    expect(await screen.findByText('Hello Ana, your balance is -$12.50.')).toBeInTheDocument();
    expect(screen.getByText('To: ana@example.com')).toBeInTheDocument();
    expect(written.find((w) => w.url === 'preview')?.body).toMatchObject({ recipient: { kind: 'student', id: 11 } });
  });

  it('Send: sending posts the text and the audience, then shows the History', async () => {
    const written = serveEmail();
    render(<EmailPage />);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Closed on Monday' } });
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Dear {{fullName}}, we are closed.' } });
    await choose('Recipients', 'All active students');
    await screen.findByText('1 recipient, 2 left out');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(written.some((w) => w.url === 'sends')).toBe(true));
    expect(written.find((w) => w.url === 'sends')?.body).toEqual({
      subject: 'Closed on Monday',
      body: 'Dear {{fullName}}, we are closed.',
      audience: { group: 'active-students' },
    });
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
  });

  it('Send: nothing is sent without recipients', async () => {
    const written = serveEmail();
    render(<EmailPage />);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose the recipients!')).toBeInTheDocument();
    expect(written.some((w) => w.url === 'sends')).toBe(false);
  });

  it('History: each send with its counts and time, and a warning while SMTP is not configured', async () => {
    serveEmail({ smtpConfigured: false });
    render(<HistoryTab />);
    expect(await screen.findByText('Top up please')).toBeInTheDocument();
    expect(screen.getByText(/SMTP is not configured \(SMTP_URL\)/)).toBeInTheDocument();
    const row = screen.getByText('Top up please').closest('tr') as HTMLElement;
    expect(within(row).getByText('40 sent')).toBeInTheDocument();
    expect(within(row).getByText('2 failed')).toBeInTheDocument();
    expect(within(row).getByText('3 skipped')).toBeInTheDocument();
    expect(within(row).getByText(/^2026-11-24 \d{2}:05$/)).toBeInTheDocument();
    const scheduled = screen.getByText('Next term').closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
  });

  it("History: a send's recipients show the SMTP server's reply, and the failed ones are retried", async () => {
    const written = serveEmail();
    const onRetried = jest.fn();
    render(<SendRecipientsDrawer send={sends[0]} onClose={() => {}} onRetried={onRetried} />);
    const failedRow = (await screen.findByText('550 No such mailbox here')).closest('tr') as HTMLElement;
    // Opening the row shows the whole reply, which its column cuts short.
    fireEvent.click(failedRow.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(await screen.findByText('SMTP server’s reply: 550 No such mailbox here')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry failed (2)' }));
    await waitFor(() => expect(written.some((w) => w.url === 'retry')).toBe(true));
    expect(await screen.findByText('2 queued again')).toBeInTheDocument();
    expect(onRetried).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  it('Templates: built-in ones cannot be deleted; an unknown variable is named in the preview', async () => {
    serveEmail();
    render(<TemplatesTab />);
    expect(await screen.findByText('Holiday hours')).toBeInTheDocument();
    const builtIn = screen.getByText('Low balance').closest('tr') as HTMLElement;
    expect(within(builtIn).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const own = screen.getByText('Holiday hours').closest('tr') as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /New template/ }));
    const dialog = (await screen.findByText('New template', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(await within(dialog).findByText('{{balance}}')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Hi {{firstName}}' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Your balance: {{balanse}}' } });
    expect(await within(dialog).findByText('body: Unknown variable {{balanse}}')).toBeInTheDocument();
  });
});
