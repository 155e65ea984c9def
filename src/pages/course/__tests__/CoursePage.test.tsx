import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import CoursePage from '..';
import { algebra, drama, teachersHandler } from './course.fixture';

// ProTable pages render slowly in jsdom, slower still on a busy machine.
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

setupMockServer(teachersHandler);

/** Serves GET /api/courses and records each query string the table sent. */
function serveCourses() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/courses', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [algebra, drama], total: 2 });
    }),
  );
  return queries;
}

/** Answers a write with `answer`, recording the bodies it got (for a DELETE, the path). */
function record(method: 'post' | 'put' | 'delete', path: string, answer: object, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(method === 'delete' ? new URL(request.url).pathname : await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/** A table cell's text: plain in the cell, or in the ellipsis span ListTable wraps long text columns in. */
const CELL = 'td, td .ant-typography';
const rowOf = (name: string) => screen.getByText(name, { selector: CELL }).closest('tr') as HTMLElement;
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, slow)).closest('.ant-modal') as HTMLElement;

/** Opens an antd multi-select by its label and picks an option. */
async function pick(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }, slow));
}

describe('Courses page', () => {
  it('lists the server page with its teachers as tags', async () => {
    const queries = serveCourses();
    render(<CoursePage />);
    expect(await screen.findByText('Algebra', { selector: CELL }, slow)).toBeInTheDocument();
    const row = within(rowOf('Algebra'));
    for (const text of ['North School', 'MATH 101', 'Tina Turner', 'Otto Old']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    // The description is in the course's view and behind the column settings (issue 31).
    expect(row.queryByText('Linear equations')).toBeNull();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('checks the name, then creates the course with the chosen teachers', async () => {
    serveCourses();
    const bodies = record('post', '*/api/courses', drama, 201);
    render(<CoursePage />);
    await screen.findByText('Drama', { selector: CELL }, slow);
    fireEvent.click(screen.getByText('New course', { selector: 'button span' }));
    const form = await dialog('New course');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a name!', {}, slow)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Geometry' } });
    fireEvent.change(within(form).getByLabelText('School'), { target: { value: 'South' } });
    await pick(form, 'Teachers', 'Ursula Upton');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully', {}, slow)).toBeInTheDocument();
    expect(bodies).toEqual([{ school: 'South', number: null, name: 'Geometry', description: null, teacherIds: [13] }]);
  });

  it('Edit sends the teachers only when they were changed', async () => {
    serveCourses();
    const bodies = record('put', '*/api/courses/:id', algebra);
    render(<CoursePage />);
    await screen.findByText('Drama', { selector: CELL }, slow);
    const edit = async () => {
      fireEvent.click(within(rowOf('Algebra')).getByText('Edit'));
      return dialog('Edit course');
    };
    let form = await edit();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Algebra 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), slow);
    // Left out, so a teacher linked from the Teachers screen since the list loaded stays linked.
    expect(bodies[0]).toEqual({
      school: 'North School',
      number: 'MATH 101',
      name: 'Algebra 2',
      description: 'Linear equations',
    });
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull(), slow);

    form = await edit();
    await pick(form, 'Teachers', 'Ursula Upton');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2), slow);
    expect(bodies[1]).toMatchObject({ name: 'Algebra', teacherIds: [11, 12, 13] });
  });

  it('"Add teacher" adds the chosen teachers to that course', async () => {
    serveCourses();
    const bodies = record('post', '*/api/courses/:id/teachers', algebra);
    render(<CoursePage />);
    await screen.findByText('Drama', { selector: CELL }, slow);
    fireEvent.click(within(rowOf('Drama')).getByText('Add teacher'));
    const form = await dialog('Add teacher to Drama');
    await pick(form, 'Teachers to add', 'Tina Turner');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added successfully', {}, slow)).toBeInTheDocument();
    expect(bodies).toEqual([{ teacherIds: [11] }]);
  });

  it('View shows the course and removes a teacher from it', async () => {
    serveCourses();
    const removed = record('delete', '*/api/courses/:id/teachers/:teacherId', {
      ...algebra,
      teachers: [algebra.teachers[1]],
    });
    render(<CoursePage />);
    await screen.findByText('Drama', { selector: CELL }, slow);
    fireEvent.click(within(rowOf('Algebra')).getByText('View'));
    const drawer = (await screen.findByText('Algebra', { selector: '.ant-drawer-title' }, slow)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByText('Linear equations')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Tina Turner' }));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(drawer).queryByText('Tina Turner')).not.toBeInTheDocument(), slow);
    expect(removed).toEqual(['/api/courses/5/teachers/11']);
  });
});
