import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import IntegrationsPanel from '../components/integrations/IntegrationsPanel';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
setupMockServer();

const endpoint: API.WebhookEndpoint = {
  id: 7,
  url: 'https://books.example/hook',
  description: 'Bookkeeping',
  events: ['student.created'],
  enabled: false,
  ordered: true,
  disabledReason: 'Switched off after 3 days of failed deliveries.',
  failingSince: '2026-11-20T10:00:00.000Z',
  previousSecretUntil: null,
  pending: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('Centre Settings → Integrations', () => {
  it('lists endpoints with why one was switched off, and shows a new secret once', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('*/api/webhook-endpoints', () => HttpResponse.json({ success: true, data: [endpoint], total: 1 })),
      http.get('*/api/webhook-event-types', () =>
        HttpResponse.json({
          success: true,
          data: [{ type: 'student.created', description: 'A student was added' }],
          total: 1,
        }),
      ),
      http.post('*/api/webhook-endpoints', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { success: true, data: { ...endpoint, id: 8, enabled: true }, secret: 'whsec_shown_once' },
          { status: 201 },
        );
      }),
    );
    render(<IntegrationsPanel />);
    expect(await screen.findByText('https://books.example/hook')).toBeInTheDocument();
    expect(screen.getByText('Switched off after 3 days of failed deliveries.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'https://new.example/hook' } });
    fireEvent.click(await within(dialog).findByText('student.created'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('whsec_shown_once')).toBeInTheDocument();
    expect(created).toEqual([
      { url: 'https://new.example/hook', description: '', events: ['student.created'], enabled: true, ordered: false },
    ]);
  });
});
