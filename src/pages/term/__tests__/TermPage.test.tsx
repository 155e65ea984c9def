import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import TermPage from '..';
import { algebraTerm, pianoTerm } from './term.fixture';

setupMockServer();

/** Serves GET /api/terms (and the filter pickers), recording each query the table sent. */
function serveTerms() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/terms', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [algebraTerm, pianoTerm], total: 2 });
    }),
    http.get('*/api/courses', () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 3, name: 'Algebra', school: null, number: null, description: null, teachers: [], createdAt: '' }],
        total: 1,
      }),
    ),
    http.get('*/api/teachers', () => HttpResponse.json({ success: true, data: [], total: 0 })),
  );
  return queries;
}

/** The search form's submit button (its text comes from the app's locale, absent in tests). */
const submitSearch = () =>
  fireEvent.click(document.querySelector('.ant-pro-table-search button.ant-btn-primary') as HTMLElement);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function confirmDelete(courseName: string) {
  fireEvent.click(within(rowOf(courseName)).getByRole('button', { name: 'Delete' }));
  return screen.findByRole('tooltip').then((confirm) => {
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  });
}

describe('Terms page', () => {
  it('shows a server page of terms with course, teacher, dates and register counts', async () => {
    const queries = serveTerms();
    render(<TermPage />);
    expect(await screen.findByText('Piano')).toBeInTheDocument();
    const algebra = rowOf('Algebra');
    for (const text of ['Tina Turner', '2026-09-01', '2026-12-20', '2'])
      expect(within(algebra).getByText(text)).toBeInTheDocument();
    // School and comments wait behind the column settings (issue 31); the term's form shows them.
    for (const text of ['North School', 'Tuesdays']) expect(within(algebra).queryByText(text)).toBeNull();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('sends the toolbar keyword, the course filter and the sort to the server', async () => {
    const queries = serveTerms();
    render(<TermPage />);
    await screen.findByText('Piano');
    const search = screen.getByRole('searchbox', { name: 'Search terms' });
    fireEvent.change(search, { target: { value: 'north' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('north'));

    fireEvent.mouseDown(screen.getByLabelText('Course'));
    fireEvent.click(await screen.findByTitle('Algebra'));
    submitSearch();
    await waitFor(() => expect(queries.at(-1)?.get('courseId')).toBe('3'));

    fireEvent.click(screen.getByText('Start', { selector: 'thead .ant-table-column-title' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('startDate,asc'));
  });

  it('links each term to its registers', async () => {
    serveTerms();
    render(<TermPage />);
    await screen.findByText('Piano');
    const link = within(rowOf('Algebra')).getByRole('link', { name: 'Registers' });
    expect(link).toHaveAttribute('href', '/termRegister?termId=7');
    fireEvent.click(link);
    expect(window.location.pathname + window.location.search).toBe('/termRegister?termId=7');
  });

  it('deletes a term after confirmation and reloads the list', async () => {
    const queries = serveTerms();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/terms/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<TermPage />);
    await screen.findByText('Piano');
    await confirmDelete('Piano');
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['8']);
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('says "Failed to delete, try again" with the reason when the term has registers', async () => {
    serveTerms();
    server.use(
      http.delete('*/api/terms/:id', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'ruleviolated',
            errorMessage: 'This term has 2 registered student(s); delete their registers first.',
            showType: 2,
          },
          { status: 422 },
        ),
      ),
    );
    render(<TermPage />);
    await screen.findByText('Piano');
    await confirmDelete('Algebra');
    expect(await screen.findByText('Failed to delete, try again')).toBeInTheDocument();
    expect(
      screen.getByText('This term has 2 registered student(s); delete their registers first.'),
    ).toBeInTheDocument();
  });

  it('opens the term form empty for "New term" and filled for Edit', async () => {
    serveTerms();
    render(<TermPage />);
    await screen.findByText('Piano');
    fireEvent.click(screen.getByText('New term', { selector: 'button span' }));
    expect(await screen.findByText('New term', { selector: '.ant-modal-title' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    fireEvent.click(within(rowOf('Algebra')).getByText('Edit'));
    const dialog = (await screen.findByText('Edit term', { selector: '.ant-modal-title' })).closest('.ant-modal');
    expect(within(dialog as HTMLElement).getByLabelText('School')).toHaveValue('North School');
  });

  describe('Attendance export', () => {
    let clicked: HTMLAnchorElement[];

    beforeEach(() => {
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:attendance'), revokeObjectURL: jest.fn() });
      clicked = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it("saves the term's attendance as the server's .xlsx file", async () => {
      serveTerms();
      const asked: string[] = [];
      server.use(
        http.get('*/api/terms/:id/attendance', ({ params }) => {
          asked.push(String(params.id));
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'content-disposition': 'attachment; filename="attendance_algebra.xlsx"' },
          });
        }),
      );
      render(<TermPage />);
      await screen.findByText('Piano');
      fireEvent.click(within(rowOf('Algebra')).getByRole('button', { name: 'Attendance export' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].download).toBe('attendance_algebra.xlsx');
      expect(asked).toEqual(['7']);
    });

    it('says "Failed to export, try again" with the reason when the server refuses', async () => {
      serveTerms();
      server.use(
        http.get('*/api/terms/:id/attendance', () =>
          HttpResponse.json(
            { success: false, errorCode: 'notfound', errorMessage: 'This term does not exist.', showType: 2 },
            { status: 404 },
          ),
        ),
      );
      render(<TermPage />);
      await screen.findByText('Piano');
      fireEvent.click(within(rowOf('Algebra')).getByRole('button', { name: 'Attendance export' }));
      expect(await screen.findByText('Failed to export, try again')).toBeInTheDocument();
      expect(screen.getByText('This term does not exist.')).toBeInTheDocument();
      expect(clicked).toHaveLength(0);
    });
  });
});
