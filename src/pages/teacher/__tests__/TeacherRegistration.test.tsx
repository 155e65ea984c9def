import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import TeacherPage from '..';
import { serveCourses, serveTeacherLessons, tina } from './teacher.fixture';

let mockAccess = { canAdmin: true };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

setupMockServer(serveCourses().handler, serveTeacherLessons().handler);

/** A self-registered account waiting for approval (issue 19). */
const newcomer: API.Teacher = {
  ...tina,
  id: 31,
  login: 'newcomer',
  firstName: 'Nina',
  lastName: 'New',
  preferredName: null,
  courses: [],
  activated: false,
  awaitingApproval: true,
  emailConfirmed: true,
};

/** Serves the list; an approval makes the newcomer an activated teacher, as the server does. */
function serveRegistrationFlow() {
  const decisions: string[] = [];
  let approved = false;
  server.use(
    http.get('*/api/teachers', () =>
      HttpResponse.json({
        success: true,
        data: [tina, approved ? { ...newcomer, activated: true, awaitingApproval: false } : newcomer],
        total: 2,
      }),
    ),
    http.post('*/api/registrations/:id/:decision', ({ params }) => {
      decisions.push(`${params.decision} ${params.id}`);
      approved = params.decision === 'approve';
      return HttpResponse.json({ success: true });
    }),
  );
  return decisions;
}

/** The rows by the name shown (the login column starts hidden, issue 31). */
const NAMES: Record<string, string> = { tina: 'Tina Turner (Tee)', newcomer: 'Nina New' };
const rowOf = (login: string) => screen.getByText(NAMES[login]).closest('tr') as HTMLElement;

describe('Teachers: self-registered accounts', () => {
  beforeEach(() => {
    mockAccess = { canAdmin: true };
  });

  it('marks a waiting account and lets an administrator approve it from its row', async () => {
    const decisions = serveRegistrationFlow();
    render(<TeacherPage />);
    await screen.findByText(NAMES.newcomer, {}, slow);
    expect(within(rowOf('newcomer')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(rowOf('tina')).queryByRole('button', { name: 'Approve' })).toBeNull();

    fireEvent.click(within(rowOf('newcomer')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nina New is approved', {}, slow)).toBeInTheDocument();
    expect(decisions).toEqual(['approve 31']);
    await waitFor(() => expect(within(rowOf('newcomer')).queryByText('Awaiting approval')).toBeNull(), slow);
    expect(within(rowOf('newcomer')).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('refuses only after confirmation', async () => {
    const decisions = serveRegistrationFlow();
    render(<TeacherPage />);
    await screen.findByText(NAMES.newcomer, {}, slow);
    fireEvent.click(within(rowOf('newcomer')).getByRole('button', { name: 'Refuse' }));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    expect(confirm).toHaveTextContent('Refuse Nina New?');
    expect(decisions).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(decisions).toEqual(['refuse 31']), slow);
  });

  it('offers operators no approval (the server refuses them too)', async () => {
    mockAccess = { canAdmin: false };
    serveRegistrationFlow();
    render(<TeacherPage />);
    await screen.findByText(NAMES.newcomer, {}, slow);
    expect(within(rowOf('newcomer')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(rowOf('newcomer')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('newcomer')).queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
