import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import MySubscriptionCard from '../components/MySubscriptionCard';
import NotificationPreferencesCard from '../components/NotificationPreferencesCard';

setupMockServer();

const EVENTS = ['lessonBooked', 'lessonMoved', 'lessonCancelled', 'dailyReminder', 'feedbackDue'] as const;
const defaults = Object.fromEntries(EVENTS.map((event) => [event, { email: true, sms: false }]));

describe('Notifications', () => {
  it('shows the saved choices and saves every event with both channels', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/account-settings/notifications', () => HttpResponse.json(defaults)),
      http.put('*/api/account-settings/notifications', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return HttpResponse.json(body as object);
      }),
    );
    render(<NotificationPreferencesCard />);
    const sms = await screen.findByLabelText('One of my lessons is cancelled by SMS');
    expect(sms).not.toBeChecked();
    expect(screen.getByLabelText('A lesson is booked for me by e-mail')).toBeChecked();
    fireEvent.click(sms);
    fireEvent.click(screen.getByLabelText('Feedback still due by e-mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { ...defaults, lessonCancelled: { email: true, sms: true }, feedbackDue: { email: false, sms: false } },
    ]);
  });
});

describe("My calendar's busy times", () => {
  const failing: API.CalendarSubscriptionState = {
    maskedUrl: 'https://calendar.example.com/…ic.ics',
    showTitles: false,
    lastAttemptAt: '2026-11-25T10:00:00Z',
    lastSuccessAt: '2026-11-24T10:00:00Z',
    lastError: "The calendar's server answered 404.",
    busyCount: 3,
    skippedCount: 0,
    warning: null,
    working: false,
    refreshable: true,
  };

  it('shows a failing calendar masked, with why it fails', () => {
    render(<MySubscriptionCard subscription={failing} onChanged={() => {}} />);
    expect(screen.getByText('https://calendar.example.com/…ic.ics')).toBeInTheDocument();
    expect(screen.getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText("The calendar's server answered 404.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read it now' })).toBeInTheDocument();
  });

  it('shows busy times imported once from a file as working, with nothing to read again', () => {
    const imported = {
      ...failing,
      maskedUrl: 'file: amira-calendar.ics',
      lastSuccessAt: '2026-11-25T10:00:00Z',
      lastError: null,
      working: true,
      refreshable: false,
    };
    render(<MySubscriptionCard subscription={imported} onChanged={() => {}} />);
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(screen.getByText(/^imported from a file on .*, not read again$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read it now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('shows what a working read skipped, with the count, as a warning', () => {
    const partial = {
      ...failing,
      lastError: null,
      working: true,
      skippedCount: 2,
      warning: '2 events skipped: 2 with a line that could not be read.',
    };
    render(<MySubscriptionCard subscription={partial} onChanged={() => {}} />);
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(screen.getByText('2 skipped')).toBeInTheDocument();
    expect(screen.getByText('2 events skipped: 2 with a line that could not be read.')).toBeInTheDocument();
  });

  it('refuses an address that is not http(s) or webcal before sending it, and sends a good one', async () => {
    const bodies: unknown[] = [];
    const onChanged = jest.fn();
    server.use(
      http.put('*/api/calendar-links/mine/subscription', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...failing, working: true, lastError: null });
      }),
    );
    render(<MySubscriptionCard subscription={null} onChanged={onChanged} />);
    const field = screen.getByLabelText('Secret iCal address');
    fireEvent.change(field, { target: { value: 'ftp://example.com/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link my calendar' }));
    const item = field.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('The address starts with https://, http:// or webcal://')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    fireEvent.change(field, { target: { value: 'webcal://calendar.example.com/private/basic.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link my calendar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodies).toEqual([{ url: 'webcal://calendar.example.com/private/basic.ics', showTitles: false }]);
  });
});

describe('Account Settings opens at its top (issue 31 item 4)', () => {
  it('focuses no field of its cards on load: the page is not scrolled to the calendar address', async () => {
    render(<MySubscriptionCard subscription={null} onChanged={() => {}} />);
    const field = await screen.findByLabelText('Secret iCal address');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
