import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { currentWeek } from '../components/schedule-api-mapping';
import { button, renderTablePage as renderPage, rowOf, serveLessons } from './table-page-harness';

const mockAccess = { canAdmin: false };
// The page asks umi's access model whether the user is an administrator; the model is not under test.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

setupMockServer();
jest.setTimeout(60_000);

describe('Schedule table view', () => {
  it('shows each lesson with "Unconfirmed" and "Not Submitted" until confirmed and submitted', async () => {
    serveLessons();
    renderPage();
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
    const planned = rowOf('Algebra');
    for (const text of ['Unconfirmed', 'Not Submitted', 'Tina Turner', 'Ann Lee', '$45.00'])
      expect(within(planned).getByText(text)).toBeInTheDocument();
    expect(within(planned).queryByText('Present')).not.toBeInTheDocument();

    const confirmed = rowOf('Piano');
    for (const text of ['Confirmed', 'Draft', 'Present', 'Absent', '$67.50'])
      expect(within(confirmed).getByText(text)).toBeInTheDocument();
    // What fits an office screen (issue 31): the payment type waits behind the column settings.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual([
      '',
      'Date and time',
      'Lesson',
      'Students',
      'Status / feedback',
      'Price',
      'Actions',
    ]);
    expect(within(planned).queryByText('Voucher')).not.toBeInTheDocument();
  });

  it('opens on this week, its lessons in time order, and the week can be cleared (issue 31)', async () => {
    const queries = serveLessons();
    renderPage();
    await screen.findByText('Algebra');
    const [monday, sunday] = currentWeek();
    expect(monday.day()).toBe(1);
    expect(sunday.diff(monday, 'day')).toBe(6);
    expect(Object.fromEntries(queries[0])).toMatchObject({
      from: monday.format('YYYY-MM-DD'),
      to: sunday.format('YYYY-MM-DD'),
      sort: 'startTime,asc',
    });
    expect(screen.getByDisplayValue(monday.format('YYYY-MM-DD'))).toBeInTheDocument();

    // Cleared and searched again: every lesson, still in time order.
    fireEvent.mouseDown(document.querySelector('.ant-pro-table-search .ant-picker-range') as Element);
    fireEvent.click(document.querySelector('.ant-pro-table-search .ant-picker-clear') as Element);
    fireEvent.click(button('Query'));
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
    expect(queries.at(-1)?.get('from')).toBeNull();
    expect(queries.at(-1)?.get('sort')).toBe('startTime,asc');
  });

  it('takes any day as "today" to its Monday-to-Sunday week', () => {
    const [monday, sunday] = currentWeek(dayjs('2026-11-29T20:00:00'));
    expect([monday.format('YYYY-MM-DD'), sunday.format('YYYY-MM-DD')]).toEqual(['2026-11-23', '2026-11-29']);
    const [nextMonday] = currentWeek(dayjs('2026-11-30T08:00:00'));
    expect(nextMonday.format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it('opens feedback only for a confirmed lesson', async () => {
    serveLessons();
    renderPage();
    await screen.findByText('Algebra');
    expect(within(rowOf('Algebra')).getByRole('button', { name: 'Feedback' })).toBeDisabled();
    expect(within(rowOf('Piano')).getByRole('button', { name: 'Feedback' })).toBeEnabled();
    expect(within(rowOf('Piano')).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('cancels a lesson with the reason given', async () => {
    serveLessons();
    const cancelled: { id: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/schedules/:id/cancel', async ({ params, request }) => {
        cancelled.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({ success: true });
      }),
    );
    renderPage();
    await screen.findByText('Algebra');
    fireEvent.click(within(rowOf('Algebra')).getByRole('button', { name: 'Cancel' }));
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Student ill' } });
    fireEvent.click(button('Cancel lesson'));
    expect(await screen.findByText('Lesson cancelled')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: '31', body: { reason: 'Student ill' } }]);
  });

  it('repeats the selected lessons weekly, asking before saving over conflicts', async () => {
    serveLessons();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/schedules/repeat-weekly', async ({ request }) => {
        const body = (await request.json()) as { acknowledgeConflicts?: boolean };
        bodies.push(body);
        if (!body.acknowledgeConflicts) {
          return HttpResponse.json(
            {
              success: false,
              errorCode: 'conflict',
              errorMessage: 'Tina Turner already teaches at 2026-03-16 16:00',
              showType: 0,
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({ success: true, data: { ids: [41, 42, 43, 44] } });
      }),
    );
    renderPage();
    await screen.findByText('Algebra');
    for (const course of ['Algebra', 'Piano'])
      fireEvent.click(rowOf(course).querySelector('input[type="checkbox"]') as HTMLElement);
    fireEvent.click(await screen.findByText('Repeat weekly', { selector: 'button span' }));
    const weeks = await screen.findByLabelText('Number of weeks');
    fireEvent.change(weeks, { target: { value: '2' } });
    fireEvent.click(button('Repeat'));

    expect(await screen.findByText('Tina Turner already teaches at 2026-03-16 16:00')).toBeInTheDocument();
    fireEvent.click(button('Save anyway'));
    expect(await screen.findByText('Added 4 lesson(s)')).toBeInTheDocument();
    expect(bodies).toEqual([
      { scheduleIds: [31, 32], weeks: 2 },
      { scheduleIds: [31, 32], weeks: 2, acknowledgeConflicts: true },
    ]);
  });
});
