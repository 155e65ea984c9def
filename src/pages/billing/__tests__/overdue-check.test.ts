import { sendToOverdueAlertOnce } from '../overdue-alert/overdue-check';

const mockGetOverdueState = jest.fn();
jest.mock('@/services/api/billing', () => ({ getOverdueState: (...args: unknown[]) => mockGetOverdueState(...args) }));
const mockPush = jest.fn();
jest.mock('@umijs/max', () => ({ history: { push: (path: string) => mockPush(path), location: { pathname: '/' } } }));

const STAFF = ['ROLE_OPERATOR'];

/** A page opened in a new tab: the same sign-in (localStorage), a fresh sessionStorage. */
const newTab = () => sessionStorage.clear();

describe('the overdue check (issue 37: asked once per sign-in, not on every tab)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockGetOverdueState.mockReset().mockResolvedValue({ overdue: true, graceDays: 7, invoices: [] });
    mockPush.mockReset();
    jest.useFakeTimers({ now: new Date(2026, 10, 28, 9, 0), doNotFake: ['nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  test('a second tab or a reload of the same sign-in asks nothing and is not sent to the alert again', async () => {
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    newTab();
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    expect(mockGetOverdueState).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith('/overdueAlert');
  });

  test('a new sign-in asks again', async () => {
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-two');
    expect(mockGetOverdueState).toHaveBeenCalledTimes(2);
  });

  test('a sign-in kept into the next day asks again: an invoice can have become overdue since', async () => {
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    jest.setSystemTime(new Date(2026, 10, 29, 8, 0));
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    expect(mockGetOverdueState).toHaveBeenCalledTimes(2);
  });

  test('system users and signed-out pages never ask; a failed answer is asked again next time', async () => {
    await sendToOverdueAlertOnce(['ROLE_SYSTEM'], 'header.payload.signature-one');
    await sendToOverdueAlertOnce(STAFF, null);
    expect(mockGetOverdueState).not.toHaveBeenCalled();
    mockGetOverdueState.mockRejectedValueOnce(new Error('offline'));
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    await sendToOverdueAlertOnce(STAFF, 'header.payload.signature-one');
    expect(mockGetOverdueState).toHaveBeenCalledTimes(2);
    expect(mockPush).toHaveBeenCalledTimes(1);
  });
});
