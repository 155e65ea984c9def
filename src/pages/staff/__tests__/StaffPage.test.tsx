import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import StaffPage from '..';

let mockAccess = { canAdmin: true };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

// ProTable pages render slowly in jsdom, slower still on a busy machine (as the Teachers page's tests say).
jest.setTimeout(60_000);

setupMockServer();

const staff: API.StaffMember[] = [
  {
    id: 1,
    login: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    phone: '+14165550100',
    birthday: '1980-01-01',
    role: 'ROLE_ADMIN',
    activated: true,
    createdAt: '2024-01-02T03:04:05.000Z',
  },
  {
    id: 2,
    login: 'olive',
    firstName: 'Olive',
    lastName: 'Green',
    email: 'olive@example.com',
    phone: '',
    birthday: '',
    role: 'ROLE_OPERATOR',
    activated: false,
    createdAt: '2024-02-03T04:05:06.000Z',
  },
];

/** Serves GET /api/staff and records each query string the table sent. */
function serveStaffList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/staff', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: staff, total: 42 });
    }),
  );
  return queries;
}

/** By title text: role queries over the whole table and modal are slow in jsdom. */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

const rowOf = (login: string) => screen.getByText(login).closest('tr') as HTMLElement;

describe('Staff page', () => {
  beforeEach(() => {
    mockAccess = { canAdmin: true };
  });

  it('shows one server page of staff with role labels and activation tags', async () => {
    const queries = serveStaffList();
    render(<StaffPage />);
    expect(await screen.findByText('olive')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Administrator')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Activated')).toBeInTheDocument();
    expect(within(rowOf('olive')).getByText('Operator')).toBeInTheDocument();
    expect(within(rowOf('olive')).getByText('Deactivated')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('asks the server to sort when a sortable column header is clicked', async () => {
    const queries = serveStaffList();
    render(<StaffPage />);
    await screen.findByText('olive');
    fireEvent.click(screen.getByText('Login', { selector: 'thead .ant-table-column-title' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('login,asc'));
  });

  it('sends the toolbar keyword to the server', async () => {
    const queries = serveStaffList();
    render(<StaffPage />);
    await screen.findByText('olive');
    const search = screen.getByRole('searchbox', { name: 'Search staff' });
    fireEvent.change(search, { target: { value: 'ada' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('ada'));
  });

  it('deletes after confirmation and reloads the list', async () => {
    const queries = serveStaffList();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/staff/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<StaffPage />);
    await screen.findByText('olive');
    fireEvent.click(within(rowOf('olive')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('says "Failed to delete, try again" when the server refuses', async () => {
    serveStaffList();
    server.use(
      http.delete('*/api/staff/:id', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'ruleviolated',
            errorMessage: 'You cannot delete your own account.',
            showType: 2,
          },
          { status: 422 },
        ),
      ),
    );
    render(<StaffPage />);
    await screen.findByText('admin');
    fireEvent.click(within(rowOf('admin')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete, try again')).toBeInTheDocument();
    expect(screen.getByText('You cannot delete your own account.')).toBeInTheDocument();
  });

  it('opens the staff form empty for "New staff" and filled for Edit', async () => {
    serveStaffList();
    render(<StaffPage />);
    await screen.findByText('olive');
    fireEvent.click(screen.getByText('New staff', { selector: 'button span' }));
    const newForm = await findDialog('New staff');
    expect(within(newForm).getByLabelText('Login')).toHaveValue('');
    fireEvent.click(within(newForm).getByText('Cancel', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

    fireEvent.click(within(rowOf('olive')).getByText('Edit'));
    const editForm = await findDialog('Edit staff');
    expect(within(editForm).getByLabelText('Login')).toHaveValue('olive');
  });

  it('shows an operator Edit and Delete on operator rows only, and offers only the operator role in New staff', async () => {
    mockAccess = { canAdmin: false };
    staff.push({ ...staff[0], id: 3, login: 'sysuser', role: 'ROLE_SYSTEM', firstName: 'Sy', lastName: 'Stem' });
    try {
      serveStaffList();
      render(<StaffPage />);
      await screen.findByText('sysuser');
      for (const login of ['admin', 'sysuser']) {
        expect(within(rowOf(login)).queryByRole('button', { name: 'Edit' })).toBeNull();
        expect(within(rowOf(login)).queryByRole('button', { name: 'Delete' })).toBeNull();
      }
      expect(within(rowOf('olive')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(within(rowOf('olive')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

      fireEvent.click(screen.getByText('New staff', { selector: 'button span' }));
      const form = await findDialog('New staff');
      fireEvent.mouseDown(within(form).getByLabelText('Role'));
      await screen.findByText('Operator', { selector: '.ant-select-item-option-content' });
      const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map((item) => item.textContent);
      expect(offered).toEqual(['Operator']);
    } finally {
      staff.pop();
    }
  });

  it('shows an administrator Edit and Delete on every row', async () => {
    serveStaffList();
    render(<StaffPage />);
    await screen.findByText('olive');
    for (const login of ['admin', 'olive']) {
      expect(within(rowOf(login)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(within(rowOf(login)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }
  });
});
