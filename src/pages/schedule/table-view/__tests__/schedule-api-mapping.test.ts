import dayjs from 'dayjs';
import { toScheduleListParams } from '../components/schedule-api-mapping';

describe('toScheduleListParams', () => {
  it('sends paging only when nothing is filtered, leaving the newest-first order to the server', () => {
    expect(toScheduleListParams({ current: 2, pageSize: 50 }, {})).toEqual({
      page: 2,
      pageSize: 50,
      sort: undefined,
      from: undefined,
      to: undefined,
      teacherId: undefined,
      studentId: undefined,
      courseId: undefined,
      status: undefined,
      feedbackStatus: undefined,
    });
  });

  it('sends the date range as local dates and each chosen filter', () => {
    expect(
      toScheduleListParams(
        {
          dateRange: [dayjs('2026-03-02T10:00'), '2026-03-08'],
          teacherId: '7',
          studentId: 12,
          courseId: '3',
          status: 'PLANNED',
          feedbackStatus: 'NOT_SUBMITTED',
        },
        { startTime: 'ascend' },
      ),
    ).toMatchObject({
      page: 1,
      pageSize: 20,
      sort: 'startTime,asc',
      from: '2026-03-02',
      to: '2026-03-08',
      teacherId: 7,
      studentId: 12,
      courseId: 3,
      status: 'PLANNED',
      feedbackStatus: 'NOT_SUBMITTED',
    });
  });

  it('drops values the server would refuse', () => {
    expect(
      toScheduleListParams(
        { teacherId: '', courseId: 'x', status: 'DONE', feedbackStatus: 'LATE' },
        { price: 'descend' },
      ),
    ).toMatchObject({
      sort: undefined,
      teacherId: undefined,
      courseId: undefined,
      status: undefined,
      feedbackStatus: undefined,
    });
  });
});
