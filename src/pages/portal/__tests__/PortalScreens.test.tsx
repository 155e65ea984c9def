import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import PortalLayout from '..';
import PortalBalance from '../balance';
import PortalHome from '../home';
import PortalLessons from '../lessons';
import PortalProfile from '../profile';

let mockAuthorities: string[] = ['ROLE_CUSTOMER', 'EXTERNAL_CUSTOMER'];
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { currentUser: { authorities: mockAuthorities } } }),
  useDispatch: () => jest.fn(),
}));

jest.setTimeout(30_000);
setupMockServer();

const lesson: API.PortalLesson = {
  scheduleId: 7,
  studentId: 1,
  studentName: 'Mia Lopez',
  status: 'CONFIRMED',
  courseType: 'PRIVATE',
  courseName: 'Piano',
  teacherName: 'Ada King',
  address: 'Room 2',
  startTime: '2026-11-20T17:00:00Z',
  endTime: '2026-11-20T18:00:00Z',
  attendance: 'PRESENT',
  chargedAmount: '40.00',
  feedbackStatus: 'SUBMITTED',
  feedbackAvailable: true,
  feedbackRead: false,
  lateCancelled: false,
  freeCancelUntil: null,
  lateCancellation: 'refuse',
};

const renderAt = (url: string, element: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);

describe('family portal screens', () => {
  beforeEach(() => {
    mockAuthorities = ['ROLE_CUSTOMER', 'EXTERNAL_CUSTOMER'];
  });

  it('home shows each child’s balance, the low-balance warning, next lessons and unpaid registrations', async () => {
    server.use(
      http.get('*/api/portal/home', () =>
        HttpResponse.json({
          centreName: 'North Centre',
          lowBalanceThreshold: '100.00',
          students: [
            {
              id: 1,
              name: 'Mia Lopez',
              firstName: 'Mia',
              balance: '40.00',
              lowBalance: true,
              nextLessons: [{ ...lesson, status: 'PLANNED', attendance: null, chargedAmount: null }],
              unreadFeedback: 2,
              unpaidRegisters: [
                { id: 3, courseName: 'Chess', startDate: '2026-09-01', endDate: '2026-12-20', price: '150.00' },
              ],
            },
          ],
        }),
      ),
    );
    renderAt('/portal', <PortalHome />);
    expect(await screen.findByRole('heading', { name: 'Mia Lopez' })).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText(/under \$100\.00/)).toBeInTheDocument();
    expect(screen.getByText(/Piano · Ada King/)).toBeInTheDocument();
    expect(screen.getByText('New feedback to read')).toBeInTheDocument();
    expect(screen.getByText(/Chess/)).toBeInTheDocument();
  });

  it('lessons: past lessons show attendance and charge, and open the feedback', async () => {
    server.use(
      http.get('*/api/portal/move-requests', () => HttpResponse.json({ success: true, data: [] })),
      http.get('*/api/portal/lessons', ({ request }) => {
        expect(new URL(request.url).searchParams.get('when')).toBe('past');
        return HttpResponse.json({ success: true, data: [lesson] });
      }),
      http.get('*/api/portal/lessons/7/feedback', () =>
        HttpResponse.json({
          scheduleId: 7,
          status: 'SUBMITTED',
          classFeedback: 'Scales practised well',
          submittedAt: null,
          lesson: {
            status: 'CONFIRMED',
            courseName: 'Piano',
            teacherId: 2,
            teacherName: 'Ada King',
            startTime: '',
            endTime: '',
          },
          students: [
            { studentId: 1, studentNumber: 'S1', name: 'Mia Lopez', attendance: 'PRESENT', feedback: 'Great focus' },
          ],
        }),
      ),
    );
    renderAt('/portal/lessons?when=past', <PortalLessons />);
    expect(await screen.findByText(/Present/)).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New feedback' }));
    expect(await screen.findByText('Scales practised well')).toBeInTheDocument();
    expect(screen.getByText('Great focus')).toBeInTheDocument();
  });

  it('balance: the statement with running balance and a receipt per purchase', async () => {
    server.use(
      http.get('*/api/portal/profile', () =>
        HttpResponse.json({
          login: 'p',
          firstName: null,
          lastName: null,
          email: 'p@example.com',
          phone: null,
          students: [{ id: 1, name: 'Mia Lopez', allowEmail: true, allowSms: true }],
        }),
      ),
      http.get('*/api/portal/students/1/statement', () =>
        HttpResponse.json({
          studentId: 1,
          studentName: 'Mia Lopez',
          studentNumber: 'S1',
          from: null,
          to: null,
          openingBalance: '0.00',
          closingBalance: '70.00',
          entries: [
            {
              id: 1,
              kind: 'purchase',
              amount: '100.00',
              balanceAfter: '100.00',
              reason: 'Voucher purchase #4',
              purchaseId: 4,
              scheduleId: null,
              reversal: false,
              createdAt: '2026-11-01T10:00:00Z',
            },
            {
              id: 2,
              kind: 'charge',
              amount: '-30.00',
              balanceAfter: '70.00',
              reason: 'Lesson #7',
              purchaseId: null,
              scheduleId: 7,
              reversal: false,
              createdAt: '2026-11-02T10:00:00Z',
            },
          ],
        }),
      ),
      http.get('*/api/portal/students/1/purchases', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: 4,
              type: 'CASH',
              purchaseDate: '2026-11-01',
              voucherAmount: '100.00',
              giftAmount: '0.00',
              reversedAt: null,
            },
          ],
        }),
      ),
    );
    renderAt('/portal/balance', <PortalBalance />);
    expect(await screen.findByText('Voucher purchase #4', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('-$30.00')).toBeInTheDocument();
    expect(screen.getAllByText('$70.00').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Receipt 4 as PDF' })).toBeInTheDocument();
  });

  it('profile saves names, e-mail and each child’s message choices', async () => {
    const bodies: unknown[] = [];
    const profile = {
      login: 'p',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'p@example.com',
      phone: null,
      students: [{ id: 1, name: 'Mia Lopez', allowEmail: true, allowSms: true }],
    };
    server.use(
      http.get('*/api/portal/profile', () => HttpResponse.json(profile)),
      http.put('*/api/portal/profile', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(profile);
      }),
    );
    renderAt('/portal/profile', <PortalProfile />);
    const switches = await screen.findAllByRole('switch');
    fireEvent.click(switches[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'p@example.com',
      phone: '',
      students: [{ id: 1, allowEmail: true, allowSms: false }],
    });
  });

  it('the frame shows the portal tabs to a family and turns staff away', () => {
    const { unmount } = renderAt('/portal', <PortalLayout />);
    expect(screen.getAllByRole('link', { name: /Balance/ }).length).toBeGreaterThan(0);
    unmount();
    mockAuthorities = ['ROLE_OPERATOR', 'INTERNAL_STAFF'];
    renderAt('/portal', <PortalLayout />);
    expect(screen.getByText('For families')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument();
  });
});
