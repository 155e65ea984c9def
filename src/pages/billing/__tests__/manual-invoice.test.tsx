import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import ManualInvoiceForm from '../components/ManualInvoiceForm';

jest.setTimeout(30_000);

setupMockServer();

const OVERLAP = 'Invoice date overlapped, please try again!';

async function pickDate(placeholder: string, day: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('Create invoice', () => {
  it("puts the server's overlap message on the dates, in the spec's words", async () => {
    let sent: unknown;
    server.use(
      http.post('/api/billing/invoices', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            success: false,
            errorCode: 'conflict',
            errorMessage: OVERLAP,
            showType: 2,
            fieldErrors: [{ field: 'periodStart', message: OVERLAP }],
          },
          { status: 409 },
        );
      }),
    );
    render(<ManualInvoiceForm onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' });
    await pickDate('Start date', '2026-08-05');
    await pickDate('End date', '2026-08-10');
    fireEvent.change(within(dialog).getByLabelText('Quantity (number of students)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toEqual({ periodStart: '2026-08-05', periodEnd: '2026-08-10', quantity: 3 }));
    const dates = within(dialog).getByText('Start and end date').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(dates).getByText(OVERLAP)).toBeTruthy());
  });
});
