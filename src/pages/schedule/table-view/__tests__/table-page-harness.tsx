import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { HttpResponse, http } from 'msw';
import { server } from '@/../mock/server';
import ScheduleTablePage from '..';
import { confirmedLesson, plannedLesson } from './schedule.fixture';

/** What the table page's tests share: its answers, its rendering and the lookups into it. */

export const emptyList = () => HttpResponse.json({ success: true, data: [], total: 0 });

/** Serves the lesson list (a planned and a confirmed lesson) and the pickers' searches; records the table's queries. */
export function serveLessons() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/schedules', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [plannedLesson, confirmedLesson], total: 2 });
    }),
    http.get('*/api/teachers', emptyList),
    http.get('*/api/students', emptyList),
    http.get('*/api/courses', emptyList),
  );
  return queries;
}

export const renderTablePage = () =>
  render(
    <ConfigProvider locale={enUS}>
      <ScheduleTablePage />
    </ConfigProvider>,
  );

export const rowOf = (courseName: string) => screen.getByText(courseName).closest('tr') as HTMLElement;

/** By text: role queries over the whole table and its overlays are slow in jsdom. */
export const button = (text: string) => screen.getByText(text, { selector: 'button span' });
