import { fireEvent, render, screen, within } from '@testing-library/react';
import NoticeBell, { tabToOpen } from '..';

jest.setTimeout(30_000);

const mockState = { global: { notices: [] as API.Notice[], noticesLoaded: true } };
const mockSetInitialState = jest.fn();

jest.mock('@umijs/max', () => ({
  useDispatch: () => () => Promise.resolve(),
  useSelector: (select: (s: typeof mockState) => unknown) => select(mockState),
  useModel: () => ({
    initialState: { currentUser: { notifyCount: 0, unreadCount: 0 } },
    setInitialState: mockSetInitialState,
  }),
}));

const notice = (id: number, type: API.Notice['type'], read: boolean): API.Notice => ({
  id,
  type,
  title: `${type} ${id}`,
  read,
  datetime: '2026-11-27T10:00:00Z',
});

describe('the header bell', () => {
  it("opens on the tab that holds the badge's unread items: a teacher's lesson booked (issue 31 item 8)", async () => {
    mockState.global.notices = [notice(1, 'notification', true), notice(2, 'event', false)];
    render(<NoticeBell />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Events (1)');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('event 2')).toBeTruthy();
  });

  it('leaves the initial state alone once its notices are in: a change there re-renders the whole layout (issue 37)', () => {
    mockState.global.notices = [notice(1, 'notification', false), notice(2, 'event', false)];
    mockSetInitialState.mockClear();
    render(<NoticeBell />);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(mockSetInitialState).not.toHaveBeenCalled();
  });

  it('chooses unread first, then any items, then Notifications', () => {
    expect(tabToOpen([notice(1, 'message', true), notice(2, 'event', false)])).toBe('event');
    expect(tabToOpen([notice(1, 'event', true), notice(2, 'message', true)])).toBe('message');
    expect(tabToOpen([])).toBe('notification');
  });
});
