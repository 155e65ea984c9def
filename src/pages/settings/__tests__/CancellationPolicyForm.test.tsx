import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import CancellationPolicyForm from '../components/CancellationPolicyForm';

setupMockServer();

const stored = { freeCancellationHours: 24, lateCancellation: 'refuse', updatedAt: '2026-11-25T10:00:00.000Z' };

describe('Cancellation policy form', () => {
  it('loads the policy and saves the changed one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/centre-settings/cancellation-policy', () => HttpResponse.json(stored)),
      http.put('*/api/centre-settings/cancellation-policy', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...stored, ...body });
      }),
    );
    render(<CancellationPolicyForm />);
    const hours = await screen.findByLabelText(/Free cancellation until/);
    await waitFor(() => expect(hours).toHaveValue('24'));
    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(screen.getByLabelText(/Is charged/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cancellation policy saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ freeCancellationHours: 48, lateCancellation: 'charge' }]);
  });

  it('shows the server’s reason on the field', async () => {
    server.use(
      http.get('*/api/centre-settings/cancellation-policy', () => HttpResponse.json(stored)),
      http.put('*/api/centre-settings/cancellation-policy', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'badrequest',
            errorMessage: 'freeCancellationHours: must be at most 720',
            showType: 2,
            fieldErrors: [{ field: 'freeCancellationHours', message: 'must be at most 720' }],
          },
          { status: 400 },
        ),
      ),
    );
    render(<CancellationPolicyForm />);
    await waitFor(() => expect(screen.getByLabelText(/Free cancellation until/)).toHaveValue('24'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be at most 720/)).toBeInTheDocument();
  });
});
