import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { setListSettingsUser } from '@/utils/list-settings';
import TermRegisterPage from '..';
import { algebraTermOfRegisters, paidRegister, studentWithBalance, unpaidRegister } from './register.fixture';

const mockAccess = { canAdmin: false };
// The page asks umi's access model whether the user is an administrator; the model is not under test.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

setupMockServer();

/** Serves the list (recording each query), the term and student pickers, and one student's balance. */
function serveRegisters(balance = '500.00') {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/term-registers', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [unpaidRegister, paidRegister], total: 2 });
    }),
    http.get('*/api/terms/:id', () => HttpResponse.json(algebraTermOfRegisters)),
    http.get('*/api/terms', () => HttpResponse.json({ success: true, data: [], total: 0 })),
    http.get('*/api/students/:id', ({ params }) => HttpResponse.json(studentWithBalance(Number(params.id), balance))),
    http.get('*/api/students', () => HttpResponse.json({ success: true, data: [], total: 0 })),
  );
  return queries;
}

/** Answers POST /api/term-registers/:id/pay, recording the bodies. */
function answerPay(status: number, body: object) {
  const received: unknown[] = [];
  server.use(
    http.post('*/api/term-registers/:id/pay', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
const rowOf = (studentName: string) => screen.getByText(studentName, { exact: false }).closest('tr') as HTMLElement;
const submitSearch = () =>
  fireEvent.click(document.querySelector('.ant-pro-table-search button.ant-btn-primary') as HTMLElement);
const payDialog = async () =>
  (await screen.findByText(/^Mark paid: /, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('Term registers page', () => {
  it('starts filtered on the term in the URL, shown by name', async () => {
    window.history.replaceState(null, '', '/termRegister?termId=7');
    const queries = serveRegisters();
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20', termId: '7' });
    expect(await screen.findByTitle('Algebra 2026-09-01–2026-12-20')).toBeInTheDocument();
  });

  it('shows each register with a link to the student, the price and a paid tag', async () => {
    serveRegisters();
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    const ada = rowOf('Ada Lovelace');
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace (S-0042)' })).toHaveAttribute(
      'href',
      '/student/studentDashboard/31',
    );
    for (const text of ['Algebra 2026-09-01–2026-12-20', 'Voucher', '$120.00', 'Unpaid'])
      expect(within(ada).getByText(text)).toBeInTheDocument();
    const bob = rowOf('Bob Stone');
    expect(within(bob).getByText('Paid')).toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the columns that fit an office screen; the rest wait behind the column settings, remembered per person (issue 31)', async () => {
    serveRegisters();
    setListSettingsUser(5);
    try {
      const first = render(<TermRegisterPage />);
      await screen.findByText('Ada Lovelace (S-0042)');
      expect(headers()).toEqual(['Term', 'Student', 'Paid', 'Payment type', 'Price', 'Actions']);

      fireEvent.click(document.querySelector('.ant-pro-table-list-toolbar-setting-item .anticon-setting') as Element);
      // The settings list each column as a tree node with a check box.
      const teacherNode = (
        await screen.findByText('Teacher', { selector: '.ant-tree-title *, .ant-tree-title' })
      ).closest('.ant-tree-treenode');
      fireEvent.click(teacherNode?.querySelector('.ant-tree-checkbox') as Element);
      await waitFor(() => expect(headers()).toContain('Teacher'));
      expect(within(rowOf('Ada Lovelace')).getByText('Tina Turner')).toBeInTheDocument();
      first.unmount();

      // The next visit by the same person keeps the choice; another person starts from the defaults.
      render(<TermRegisterPage />);
      await screen.findByText('Ada Lovelace (S-0042)');
      expect(headers()).toEqual(['Term', 'Student', 'Paid', 'Teacher', 'Payment type', 'Price', 'Actions']);
      expect(JSON.parse(localStorage.getItem('list-columns:v2:5:term-registers') ?? '{}').teacherName).toMatchObject({
        show: true,
      });
    } finally {
      setListSettingsUser(undefined);
      localStorage.clear();
    }
  });

  it('sends the paid filter (Unpaid → paid=false)', async () => {
    const queries = serveRegisters();
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    fireEvent.mouseDown(screen.getByLabelText('Paid'));
    fireEvent.click(await screen.findByTitle('Unpaid'));
    submitSearch();
    await waitFor(() => expect(queries.at(-1)?.get('paid')).toBe('false'));
  });

  it('marks a register paid by voucher, warning first that the balance is lower than the price', async () => {
    const queries = serveRegisters('50.00');
    const received = answerPay(200, { ...unpaidRegister, paid: true });
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    fireEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Mark paid' }));
    const dialog = await payDialog();
    expect(await within(dialog).findByText('$50.00')).toBeInTheDocument();
    expect(within(dialog).getByText('-$70.00')).toBeInTheDocument();
    expect(within(dialog).getByText('The voucher balance is lower than the price')).toBeInTheDocument();
    expect(within(dialog).getByText(/leaves Ada Lovelace owing \$70.00 in vouchers/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid')).toBeInTheDocument();
    expect(received).toEqual([{ paymentType: 'VOUCHER' }]);
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(2));
  });

  it('shows no warning when the balance covers the price, and can record another payment type', async () => {
    serveRegisters('500.00');
    const received = answerPay(200, { ...unpaidRegister, paid: true });
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    fireEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Mark paid' }));
    const dialog = await payDialog();
    expect(await within(dialog).findByText('$380.00')).toBeInTheDocument();
    expect(within(dialog).queryByText('The voucher balance is lower than the price')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('Payment type'));
    fireEvent.click(await screen.findByTitle('Cash'));
    expect(within(dialog).queryByText('Current voucher balance')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await screen.findByText('Marked paid');
    expect(received).toEqual([{ paymentType: 'CASH' }]);
  });

  it('says "Failed to update, try again" with the reason when the payment is refused', async () => {
    serveRegisters();
    answerPay(422, {
      success: false,
      errorCode: 'ruleviolated',
      errorMessage: 'This term register is already paid.',
      showType: 2,
    });
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    fireEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Mark paid' }));
    const dialog = await payDialog();
    await within(dialog).findByText('$380.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Failed to update, try again')).toBeInTheDocument();
    expect(screen.getByText('This term register is already paid.')).toBeInTheDocument();
  });

  it('deletes an unpaid register after confirmation', async () => {
    const queries = serveRegisters();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/term-registers/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<TermRegisterPage />);
    await screen.findByText('Ada Lovelace (S-0042)');
    fireEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['21']);
    await waitFor(() => expect(queries).toHaveLength(2));
  });
  it('offers operators no undo of a payment (the server refuses them too)', async () => {
    serveRegisters();
    render(<TermRegisterPage />);
    await screen.findByText('Bob Stone (S-0043)');
    expect(within(rowOf('Bob Stone')).queryByRole('button', { name: 'Undo payment' })).not.toBeInTheDocument();
  });

  describe('for administrators', () => {
    beforeEach(() => {
      mockAccess.canAdmin = true;
    });
    afterEach(() => {
      mockAccess.canAdmin = false;
    });

    it('undoes a payment with a reason of at least 5 characters, then reloads', async () => {
      const queries = serveRegisters();
      const received: unknown[] = [];
      server.use(
        http.post('*/api/term-registers/22/unpay', async ({ request }) => {
          received.push(await request.json());
          return HttpResponse.json({ ...paidRegister, paid: false });
        }),
      );
      render(<TermRegisterPage />);
      await screen.findByText('Bob Stone (S-0043)');
      // Only paid registers can be undone.
      expect(within(rowOf('Ada Lovelace')).queryByRole('button', { name: 'Undo payment' })).not.toBeInTheDocument();
      fireEvent.click(within(rowOf('Bob Stone')).getByRole('button', { name: 'Undo payment' }));
      const dialog = (await screen.findByText('Undo payment: Bob Stone', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Undo payment' }));
      submit();
      expect(await within(dialog).findByText('Please enter the reason!')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Oops ' } });
      submit();
      expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeInTheDocument();
      expect(received).toEqual([]);
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Paid twice by mistake ' } });
      submit();
      expect(await screen.findByText('Payment undone')).toBeInTheDocument();
      expect(received).toEqual([{ reason: 'Paid twice by mistake' }]);
      await waitFor(() => expect(queries).toHaveLength(2));
    });
  });
});
