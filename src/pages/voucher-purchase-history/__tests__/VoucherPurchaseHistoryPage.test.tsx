import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import VoucherPurchaseHistoryPage from '..';

setupMockServer();

/** antd renders overlays, validation and messages slowly in jsdom; a busy machine needs more than 1 s. */
const SLOW_UI = { timeout: 5000 };

const purchases: API.VoucherPurchase[] = [
  {
    id: 2,
    studentId: 11,
    studentNumber: 'S000011',
    studentName: 'Mia Wong',
    type: 'E_TRANSFER',
    purchaseDate: '2026-03-02',
    comments: 'Spring offer',
    voucherAmount: '1500.00',
    giftAmount: '150.00',
    currentBalance: '1650.00',
    createdBy: 'Olive Operator',
    createdAt: '2026-03-02T10:00:00.000Z',
    reversedAt: null,
    source: null,
  },
  {
    id: 1,
    studentId: 12,
    studentNumber: 'S000012',
    studentName: 'Bob Lee',
    type: 'CASH',
    purchaseDate: '2026-02-27',
    comments: null,
    voucherAmount: '40.00',
    giftAmount: '0.00',
    currentBalance: '-10.00',
    createdBy: null,
    createdAt: '2026-02-27T10:00:00.000Z',
    reversedAt: null,
    source: null,
  },
];

/** Serves the list and records each query string the table sent. */
function servePurchases() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/voucher-purchases', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: purchases, total: 2, totalCapped: false });
    }),
  );
  return queries;
}

/** As in the app, where umi sets the en-US locale: the search form's own texts are English. */
const renderPage = () =>
  render(
    <ConfigProvider locale={enUS}>
      <VoucherPurchaseHistoryPage />
    </ConfigProvider>,
  );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Voucher purchase history page', () => {
  it('shows each purchase with its student link, type label and amounts', async () => {
    const queries = servePurchases();
    renderPage();
    expect(await screen.findByText('Mia Wong', {}, SLOW_UI)).toBeInTheDocument();
    const mia = rowOf('Mia Wong');
    expect(within(mia).getByRole('link', { name: 'Mia Wong' })).toHaveAttribute('href', '/student/studentDashboard/11');
    // Comments and who recorded it wait behind the column settings (issue 31).
    expect(within(mia).queryByText('Spring offer')).toBeNull();
    for (const text of ['S000011', 'E-transfer', '2026-03-02', '$1,500.00', '$150.00', '$1,650.00']) {
      expect(within(mia).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('Bob Lee')).getByText('-$10.00')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('marks a reversed purchase, keeping its row and amounts, and only that one', async () => {
    const reversed = { ...purchases[1], reversedAt: '2026-03-05T16:30:00.000Z' };
    server.use(
      http.get('*/api/voucher-purchases', () =>
        HttpResponse.json({ success: true, data: [purchases[0], reversed], total: 2, totalCapped: false }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Bob Lee', {}, SLOW_UI)).toBeInTheDocument();
    const bob = rowOf('Bob Lee');
    const tag = within(bob).getByText('Reversed');
    expect(tag).toHaveAttribute('title', `Reversed on ${dayjs(reversed.reversedAt).format('YYYY-MM-DD HH:mm')}`);
    for (const text of ['Cash', '$40.00', '-$10.00']) expect(within(bob).getByText(text)).toBeInTheDocument();
    expect(within(rowOf('Mia Wong')).queryByText('Reversed')).not.toBeInTheDocument();
  });

  it('says "more than 10,000" when the server stopped counting', async () => {
    server.use(
      http.get('*/api/voucher-purchases', () =>
        HttpResponse.json({ success: true, data: purchases, total: 10_000, totalCapped: true }),
      ),
    );
    renderPage();
    expect(await screen.findByText('1-20 of more than 10,000', {}, SLOW_UI)).toBeInTheDocument();
  });

  it('sends the chosen date range as from and to', async () => {
    const queries = servePurchases();
    renderPage();
    await screen.findByText('Mia Wong', {}, SLOW_UI);
    const start = dayjs().startOf('month');
    const end = start.add(9, 'day');
    fireEvent.click(screen.getByLabelText('Purchase date'));
    fireEvent.click(await screen.findByTitle(start.format('YYYY-MM-DD')));
    fireEvent.click(await screen.findByTitle(end.format('YYYY-MM-DD')));
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(start.format('YYYY-MM-DD')));
    expect(queries.at(-1)?.get('to')).toBe(end.format('YYYY-MM-DD'));
  });

  describe('Export .xlsx', () => {
    let createObjectURL: jest.Mock;
    let clicked: HTMLAnchorElement[];

    beforeEach(() => {
      createObjectURL = jest.fn(() => 'blob:export');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      clicked = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the current filters’ rows in the table’s order under the server’s file name', async () => {
      const queries = servePurchases();
      const exportQueries: URLSearchParams[] = [];
      server.use(
        http.get('*/api/voucher-purchases/export', ({ request }) => {
          exportQueries.push(new URL(request.url).searchParams);
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': 'attachment; filename="voucher-purchases_all_all.xlsx"',
            },
          });
        }),
      );
      renderPage();
      await screen.findByText('Mia Wong', {}, SLOW_UI);
      const search = screen.getByRole('searchbox', { name: 'Search purchases' });
      fireEvent.change(search, { target: { value: 'wong' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('wong'));
      // Sorted by a column: the export follows the table's order too.
      fireEvent.click(
        screen
          .getByRole('columnheader', { name: /Voucher amount/ })
          .querySelector('.ant-table-column-sorters') as Element,
      );
      await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('voucherAmount,asc'));
      fireEvent.click(screen.getByRole('button', { name: /Export \.xlsx/ }));

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].download).toBe('voucher-purchases_all_all.xlsx');
      expect(clicked[0].href).toBe('blob:export');
      expect(Object.fromEntries(exportQueries[0])).toEqual({ keyword: 'wong', sort: 'voucherAmount,asc' });
      const blob = createObjectURL.mock.calls[0][0] as Blob;
      expect(blob.size).toBe(4);
    });

    it('shows the server’s reason when the export is refused', async () => {
      servePurchases();
      server.use(
        http.get('*/api/voucher-purchases/export', () =>
          HttpResponse.json(
            {
              success: false,
              errorCode: 'ruleviolated',
              errorMessage: 'Too many rows to export (25000); narrow the date range.',
              showType: 2,
            },
            { status: 422 },
          ),
        ),
      );
      renderPage();
      await screen.findByText('Mia Wong', {}, SLOW_UI);
      fireEvent.click(screen.getByRole('button', { name: /Export \.xlsx/ }));
      expect(await screen.findByText('Failed to export, try again', {}, SLOW_UI)).toBeInTheDocument();
      expect(screen.getByText('Too many rows to export (25000); narrow the date range.')).toBeInTheDocument();
      expect(clicked).toHaveLength(0);
    });
  });

  it('records a purchase for the student chosen in the toolbar, then reloads the list', async () => {
    const queries = servePurchases();
    const studentQueries: URLSearchParams[] = [];
    const received: unknown[] = [];
    server.use(
      http.get('*/api/students', ({ request }) => {
        studentQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          total: 2,
          data: [
            { id: 15, studentId: 'S000015', firstName: 'Mia', lastName: 'Park' },
            { id: 11, studentId: 'S000011', firstName: 'Mia', lastName: 'Wong' },
          ],
        });
      }),
      http.post('*/api/voucher-purchases', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json(purchases[0], { status: 201 });
      }),
    );
    renderPage();
    await screen.findByText('Mia Wong', {}, SLOW_UI);
    expect(screen.getByRole('button', { name: /Record purchase/ })).toBeDisabled();

    const picker = screen.getByRole('combobox', { name: 'Student for a new purchase' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'mia' } });
    fireEvent.click(await screen.findByText('S000011 · Mia Wong', {}, SLOW_UI));
    // Only students who may buy vouchers are searched for: inactive ones are not offered.
    expect(studentQueries.length).toBeGreaterThan(0);
    for (const query of studentQueries) expect(query.get('statuses')).toBe('active,suspended');
    expect(studentQueries.at(-1)?.get('keyword')).toBe('mia');
    fireEvent.click(screen.getByRole('button', { name: /Record purchase/ }));
    expect(await screen.findByText('Record voucher purchase: Mia Wong', {}, SLOW_UI)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Payment type'));
    fireEvent.click(await screen.findByTitle('Cash'));
    fireEvent.change(screen.getByLabelText('Voucher amount'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded. New balance: $1,650.00', {}, SLOW_UI)).toBeInTheDocument();
    // Booked to the student picked (not the first one offered), with the form's values.
    expect(received).toEqual([
      {
        studentId: 11,
        type: 'CASH',
        purchaseDate: dayjs().format('YYYY-MM-DD'),
        voucherAmount: '1500.00',
        giftAmount: '0.00',
        comments: null,
      },
    ]);
    await waitFor(() => expect(queries).toHaveLength(2));
    // The whole flow (search, pick, fill, save, reload) renders two overlays: slow in jsdom on a busy machine.
  }, 60_000);
});
