import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { getDisplaySettings, setDisplaySettings } from '@/utils/format';
import CentreSettingsForm from '../components/CentreSettingsForm';

setupMockServer();

const stored = {
  centreName: 'Maple Tutoring',
  contactEmail: null,
  contactPhone: null,
  currency: 'CAD',
  timeFormat: '24h',
  lowBalanceThreshold: '100.00',
  reminderHoursBefore: 24,
  pwaEnabled: false,
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('Centre settings form', () => {
  afterEach(() => setDisplaySettings(undefined));

  it('loads the settings and saves the edited ones, blanks as null', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/centre-settings', () => HttpResponse.json(stored)),
      http.put('*/api/centre-settings', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...stored, ...body });
      }),
    );
    render(<CentreSettingsForm />);
    await waitFor(() => expect(screen.getByLabelText('Centre name')).toHaveValue('Maple Tutoring'));
    fireEvent.change(screen.getByLabelText('Currency (ISO code)'), { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText(/Low balance threshold/), { target: { value: '60.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Centre settings saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        centreName: 'Maple Tutoring',
        contactEmail: null,
        contactPhone: null,
        currency: 'USD',
        timeFormat: '24h',
        lowBalanceThreshold: '60.00',
        reminderHoursBefore: 24,
        pwaEnabled: false,
      },
    ]);
    // Every screen writes amounts in the new currency at once.
    expect(getDisplaySettings().currency).toBe('USD');
  });

  it('refuses a threshold that is not an amount before sending anything', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/centre-settings', () => HttpResponse.json(stored)),
      http.put('*/api/centre-settings', () => {
        puts.push(1);
        return HttpResponse.json(stored);
      }),
    );
    render(<CentreSettingsForm />);
    await waitFor(() => expect(screen.getByLabelText('Centre name')).toHaveValue('Maple Tutoring'));
    fireEvent.change(screen.getByLabelText(/Low balance threshold/), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount like 100.00 (at most 2 decimals)')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});
