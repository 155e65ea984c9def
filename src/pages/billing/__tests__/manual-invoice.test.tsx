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

  it("refuses a fractional quantity with the spec's message instead of rounding it (issue 31 item 3)", async () => {
    let sent = false;
    server.use(
      http.post('/api/billing/invoices', () => {
        sent = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    render(<ManualInvoiceForm onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' });
    await pickDate('Start date', '2026-08-05');
    await pickDate('End date', '2026-08-10');
    const quantity = within(dialog).getByLabelText('Quantity (number of students)');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    fireEvent.blur(quantity);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Invalid input quantity, please check again!')).toBeTruthy();
    expect((quantity as HTMLInputElement).value).toBe('2.5');
    expect(sent).toBe(false);
  });
});
