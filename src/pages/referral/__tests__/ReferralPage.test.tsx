import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import { student } from '../../student/__tests__/student.fixture';
import ReferralPage from '..';

setupMockServer();

const referrals: API.Referral[] = [
  {
    id: 7,
    referrer: 'North Public School',
    comments: 'Open day in March',
    studentCount: 2,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  { id: 8, referrer: 'Maple Library', comments: null, studentCount: 0, createdAt: '2026-03-05T10:00:00.000Z' },
];

function serveReferrals() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/api/referrals', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ success: true, data: referrals, total: 2 });
    }),
  );
  return queries;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/Referral']}>
      <ReferralPage />
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('Enquiry Form (referrals)', () => {
  it('lists referrals with their number of students under the "Enquiry Form" title', async () => {
    const queries = serveReferrals();
    renderPage();
    expect(await screen.findByText('North Public School', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Enquiry Form')).toBeInTheDocument();
    expect(within(rowOf('North Public School')).getByText('2')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', pageSize: '20' });
  });

  it('refuses a blank referrer with "Referrer is required" and sends nothing', async () => {
    serveReferrals();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/referrals', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(referrals[0], { status: 201 });
      }),
    );
    renderPage();
    await screen.findByText('North Public School', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByText('New referral', { selector: 'button span' }));
    const form = await dialog('New referral');
    fireEvent.change(within(form).getByLabelText('Referrer'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByText('Save', { selector: 'button span' }));
    expect(await within(form).findByText('Referrer is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Referrer'), { target: { value: 'Maple Library' } });
    fireEvent.change(within(form).getByLabelText('Comments'), { target: { value: 'Flyer' } });
    fireEvent.click(within(form).getByText('Save', { selector: 'button span' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ referrer: 'Maple Library', comments: 'Flyer' }]);
  });

  it('edits a referral from its row', async () => {
    serveReferrals();
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/referrals/:id', async ({ request, params }) => {
        sent.push([params.id, await request.json()]);
        return HttpResponse.json(referrals[0]);
      }),
    );
    renderPage();
    await screen.findByText('North Public School', undefined, { timeout: 10_000 });
    fireEvent.click(within(rowOf('North Public School')).getByText('Edit'));
    const form = await dialog('Edit referral');
    expect(within(form).getByLabelText('Referrer')).toHaveValue('North Public School');
    fireEvent.change(within(form).getByLabelText('Comments'), { target: { value: '' } });
    fireEvent.click(within(form).getByText('Save', { selector: 'button span' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([['7', { referrer: 'North Public School', comments: null }]]);
  });

  it('shows the students a referral brought, each linked to their dashboard (their report)', async () => {
    serveReferrals();
    const studentQueries: Record<string, string>[] = [];
    server.use(
      http.get('*/api/students', ({ request }) => {
        studentQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ success: true, data: [student], total: 1 });
      }),
    );
    renderPage();
    await screen.findByText('North Public School', undefined, { timeout: 10_000 });
    fireEvent.click(within(rowOf('North Public School')).getByText('Students'));
    const modal = await dialog('Students referred by North Public School');
    expect(await within(modal).findByText('S000042')).toBeInTheDocument();
    expect(studentQueries[0]).toMatchObject({ referralId: '7' });
    expect(within(modal).getByText('View report').closest('a')).toHaveAttribute('href', '/student/studentDashboard/42');
  });

  it('shows a referral in the View drawer', async () => {
    serveReferrals();
    renderPage();
    await screen.findByText('North Public School', undefined, { timeout: 10_000 });
    fireEvent.click(within(rowOf('North Public School')).getByText('View'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-body')).not.toBeNull());
    const drawer = document.querySelector('.ant-drawer-body') as HTMLElement;
    expect(within(drawer).getByText('Open day in March')).toBeInTheDocument();
    expect(within(drawer).getByText('2 students')).toBeInTheDocument();
  });
});
