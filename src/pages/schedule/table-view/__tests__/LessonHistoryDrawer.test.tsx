import { render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import LessonHistoryDrawer from '../components/LessonHistoryDrawer';
import { confirmedLesson } from './schedule.fixture';

setupMockServer();

const recorded = {
  teacherStartTime: '2026-03-02T16:00:00.000Z',
  teacherEndTime: '2026-03-02T17:30:00.000Z',
  price: '67.50',
  teacherHourlyRate: '30.00',
  attendance: [
    { studentId: 21, attendance: 'PRESENT' },
    { studentId: 22, attendance: 'ABSENT' },
  ],
};

/** As the server answers: oldest first. */
const changes: API.ScheduleChange[] = [
  {
    id: 5,
    scheduleId: 32,
    action: 'correct-confirmation',
    reason: 'Bob arrived late',
    before: recorded,
    after: {
      ...recorded,
      teacherEndTime: '2026-03-02T17:45:00.000Z',
      price: '70.00',
      attendance: [
        { studentId: 21, attendance: 'PRESENT' },
        { studentId: 22, attendance: 'PRESENT' },
      ],
    },
    changedBy: 1,
    changedByName: 'Alice Admin',
    changedAt: '2026-03-03T09:15:00.000Z',
  },
  {
    id: 6,
    scheduleId: 32,
    action: 'cancel',
    reason: null,
    before: { status: 'CONFIRMED', price: '70.00' },
    after: { status: 'CANCELLED', price: '70.00' },
    changedBy: 1,
    changedByName: 'Alice Admin',
    changedAt: '2026-03-04T10:00:00.000Z',
  },
];

function serveChanges(data: API.ScheduleChange[]) {
  server.use(http.get('*/api/schedules/32/changes', () => HttpResponse.json({ success: true, data })));
}

const entryOf = (title: string) => screen.getByText(title).closest('.ant-list-item') as HTMLElement;

describe('Lesson history drawer', () => {
  it('lists the changes newest first: what, when, who, why and the values that changed', async () => {
    serveChanges(changes);
    render(<LessonHistoryDrawer lesson={confirmedLesson} onClose={jest.fn()} />);
    const corrected = (await screen.findByText('Confirmation corrected')).closest('.ant-list-item') as HTMLElement;
    const cancelled = entryOf('Cancelled');
    // The cancellation came last, so it reads first.
    expect(cancelled.compareDocumentPosition(corrected) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const end = (iso: string) => dayjs(iso).format('HH:mm');
    for (const text of [
      dayjs('2026-03-03T09:15:00.000Z').format('YYYY-MM-DD HH:mm'),
      'Alice Admin',
      'Bob arrived late',
      `Teacher end ${end('2026-03-02T17:30:00.000Z')} → ${end('2026-03-02T17:45:00.000Z')}`,
      'Price $67.50 → $70.00',
      'Bob Ng: Absent → Present',
    ])
      expect(within(corrected).getByText(text)).toBeInTheDocument();
    expect(within(corrected).queryByText(/Ann Lee/)).not.toBeInTheDocument();

    expect(within(cancelled).getByText('Status Confirmed → Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('No reason given')).toBeInTheDocument();
  });

  it('says so when nothing was recorded', async () => {
    serveChanges([]);
    render(<LessonHistoryDrawer lesson={confirmedLesson} onClose={jest.fn()} />);
    expect(await screen.findByText('No changes recorded')).toBeInTheDocument();
  });
});
