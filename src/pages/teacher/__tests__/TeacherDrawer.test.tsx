import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { confirmedLesson, plannedLesson } from '../../schedule/table-view/__tests__/schedule.fixture';
import TeacherDrawer from '../components/TeacherDrawer';
import { otto, serveTeacherLessons, tina } from './teacher.fixture';

const mockAccess = { canAdmin: false };
// The drawer asks umi's access model whether the user is an administrator; the model is not under test.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

setupMockServer(serveTeacherLessons().handler);

/** Answers the reveal call, recording which teacher was asked for. */
function serveReveal() {
  const asked: string[] = [];
  server.use(
    http.post('*/api/teachers/:id/sin', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json({ sin: '046454286' });
    }),
  );
  return asked;
}

/** As in the app, where umi sets the en-US locale (dates and the tables' own texts in English). */
const renderDrawer = (teacher: API.Teacher) =>
  render(
    <ConfigProvider locale={enUS}>
      <TeacherDrawer teacher={teacher} onClose={jest.fn()} onEdit={jest.fn()} />
    </ConfigProvider>,
  );

describe('TeacherDrawer', () => {
  it('shows every field, the SIN masked', () => {
    mockAccess.canAdmin = false;
    renderDrawer(tina);
    for (const text of ['Tina Turner (Tee)', 'E-100', 'tina_wx', 'payroll@example.com', '$1,235.50', 'Downtown']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Algebra')).toBeInTheDocument();
    expect(screen.getByText('*** *** 286')).toBeInTheDocument();
    expect(screen.getByText('Parents like her')).toBeInTheDocument();
  });

  it('offers no Reveal button to an operator', () => {
    mockAccess.canAdmin = false;
    const asked = serveReveal();
    renderDrawer(tina);
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('lets an administrator reveal the SIN, which replaces the mask', async () => {
    mockAccess.canAdmin = true;
    const asked = serveReveal();
    renderDrawer(tina);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('046 454 286')).toBeInTheDocument();
    expect(screen.queryByText('*** *** 286')).not.toBeInTheDocument();
    expect(asked).toEqual(['11']);
  });

  it('says "Not on file" without a Reveal button when there is no SIN', () => {
    mockAccess.canAdmin = true;
    renderDrawer(otto);
    expect(screen.getByText('Not on file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it("lists the teacher's lessons from today on, soonest first, and the latest before today", async () => {
    const lessons = serveTeacherLessons([plannedLesson], [confirmedLesson]);
    server.use(lessons.handler);
    renderDrawer(tina);
    const upcoming = await screen.findByRole('region', { name: 'Today and upcoming lessons' });
    expect(await within(upcoming).findByText('Algebra')).toBeInTheDocument();
    expect(within(upcoming).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(upcoming).getByText('Not Submitted')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent lessons' });
    expect(within(recent).getByText('Piano')).toBeInTheDocument();
    expect(within(recent).getByText('Absent')).toBeInTheDocument();

    await waitFor(() => expect(lessons.queries).toHaveLength(2));
    const today = dayjs().format('YYYY-MM-DD');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    expect(lessons.queries).toEqual(
      expect.arrayContaining([
        { teacherId: '11', from: today, sort: 'startTime,asc', page: '1', pageSize: '5' },
        { teacherId: '11', to: yesterday, sort: 'startTime,desc', page: '1', pageSize: '5' },
      ]),
    );
  });

  it('says so when the lessons cannot load, and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/schedules', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json(
              { success: false, errorCode: 'internal', errorMessage: 'Down', showType: 0 },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, data: [plannedLesson], total: 1 });
      }),
    );
    renderDrawer(tina);
    // By text: a role query over the whole drawer is slow in jsdom.
    fireEvent.click(await screen.findByText('Retry', { selector: 'button span' }));
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
  });
});
