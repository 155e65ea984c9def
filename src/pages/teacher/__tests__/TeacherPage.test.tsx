import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import TeacherPage from '..';
import { otto, serveCourses, serveTeacherLessons, tina } from './teacher.fixture';

// The view drawer asks umi's access model for the admin flag; the model is not under test here.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => ({ canAdmin: false }) }));

// ProTable pages render slowly in jsdom, slower still on a busy machine.
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

setupMockServer(
  serveCourses().handler,
  serveTeacherLessons().handler,
  http.get('*/api/teachers/next-colour', () => HttpResponse.json({ color: '#52c41a' })),
);

/** Serves GET /api/teachers and records each query string the table sent. */
function serveTeachers() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/teachers', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [tina, otto], total: 42 });
    }),
  );
  return queries;
}

/** Answers POST /api/teachers/delete with `status`, recording the bodies. */
function serveBulkDelete(status: number) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/teachers/delete', async ({ request }) => {
      bodies.push(await request.json());
      return status === 200
        ? HttpResponse.json({ success: true })
        : HttpResponse.json({ success: false, errorCode: 'notfound', errorMessage: 'Gone', showType: 2 }, { status });
    }),
  );
  return bodies;
}

/** The rows by the name shown (the login column starts hidden, issue 31). */
const NAMES: Record<string, string> = { tina: 'Tina Turner (Tee)', otto: 'Otto Old' };
const rowOf = (login: string) => screen.getByText(NAMES[login]).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());

async function confirmDeleteSelected() {
  fireEvent.click(within(rowOf('tina')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('otto')).getByRole('checkbox'));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }, slow));
  const confirm = await screen.findByRole('tooltip', {}, slow);
  expect(confirm).toHaveTextContent('Delete 2 teacher(s)?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

describe('Teachers page', () => {
  it('shows one server page: names, courses, colour and activation; login, phone, e-mail and rate wait behind the column settings', async () => {
    const queries = serveTeachers();
    render(<TeacherPage />);
    expect(await screen.findByText(NAMES.tina, {}, slow)).toBeInTheDocument();
    expect(headers()).toEqual(['', 'Employee ID', 'Name', 'Courses', 'Colour', 'Activated', 'Actions']);
    const row = within(rowOf('tina'));
    for (const text of ['E-100', 'Algebra, Biology', '#fa8c16']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByText('Activated')).toBeInTheDocument();
    expect(within(rowOf('otto')).getByText('Deactivated')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('sends the toolbar keyword and column sorting to the server', async () => {
    const queries = serveTeachers();
    render(<TeacherPage />);
    await screen.findByText(NAMES.tina, {}, slow);
    const search = screen.getByRole('searchbox', { name: 'Search teachers' });
    fireEvent.change(search, { target: { value: 'tee' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('tee'), slow);
    fireEvent.click(screen.getByText('Employee ID', { selector: 'thead .ant-table-column-title' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('employeeId,asc'), slow);
  });

  it('sorts by activation, and the Name column by last name (as the students table does)', async () => {
    const queries = serveTeachers();
    render(<TeacherPage />);
    await screen.findByText(NAMES.tina, {}, slow);
    fireEvent.click(screen.getByText('Activated', { selector: 'thead .ant-table-column-title' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('activated,asc'), slow);
    fireEvent.click(screen.getByText('Name', { selector: 'thead .ant-table-column-title' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('lastName,asc'), slow);
  });

  it('deletes the selected teachers in one call after confirmation, then reloads', async () => {
    const queries = serveTeachers();
    const bodies = serveBulkDelete(200);
    render(<TeacherPage />);
    await screen.findByText(NAMES.tina, {}, slow);
    await confirmDeleteSelected();
    expect(await screen.findByText('Deleted successfully', {}, slow)).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [11, 12] }]);
    await waitFor(() => expect(queries).toHaveLength(2), slow);
  });

  it('says "Failed to delete, try again" when the bulk delete fails', async () => {
    serveTeachers();
    serveBulkDelete(404);
    render(<TeacherPage />);
    await screen.findByText(NAMES.tina, {}, slow);
    await confirmDeleteSelected();
    expect(await screen.findByText('Failed to delete, try again', {}, slow)).toBeInTheDocument();
  });

  it('opens the form for "New teacher" and Edit, and the drawer for View', async () => {
    serveTeachers();
    render(<TeacherPage />);
    await screen.findByText(NAMES.tina, {}, slow);
    fireEvent.click(screen.getByText('New teacher', { selector: 'button span' }));
    expect(await screen.findByText('New teacher', { selector: '.ant-modal-title' }, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Cancel', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull(), slow);

    fireEvent.click(within(rowOf('tina')).getByText('Edit'));
    const editForm = (await screen.findByText('Edit teacher', { selector: '.ant-modal-title' }, slow)).closest(
      '.ant-modal',
    );
    expect(within(editForm as HTMLElement).getByLabelText('Login')).toHaveValue('tina');
    fireEvent.click(within(editForm as HTMLElement).getByText('Cancel', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull(), slow);

    fireEvent.click(within(rowOf('otto')).getByText('View'));
    const drawer = (await screen.findByText('Otto Old', { selector: '.ant-drawer-title' }, slow)).closest(
      '.ant-drawer',
    );
    expect(within(drawer as HTMLElement).getByText('Not on file')).toBeInTheDocument();
  });
});
