import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import StartCycleForm, { CYCLE_TOO_EARLY } from '../components/StartCycleForm';

jest.setTimeout(30_000);

setupMockServer();

async function chooseStart(day: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Start billing cycle' });
  const input = within(dialog).getByLabelText('First day of the first period');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  return dialog;
}

describe('Start billing cycle', () => {
  it('refuses a start more than a month back on the field, in the spec’s words, and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('/api/billing/cycle', () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    render(<StartCycleForm onClose={() => {}} onStarted={() => {}} />);
    const dialog = await chooseStart(dayjs().subtract(2, 'month').format('YYYY-MM-DD'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText(CYCLE_TOO_EARLY)).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('says "Failed to start billing cycle" with the server’s reason when the start is refused', async () => {
    server.use(
      http.post('/api/billing/cycle', () =>
        HttpResponse.json(
          { success: false, errorCode: 'conflict', errorMessage: 'A billing cycle is already running', showType: 2 },
          { status: 409 },
        ),
      ),
    );
    const onStarted = jest.fn();
    render(<StartCycleForm onClose={() => {}} onStarted={onStarted} />);
    const dialog = await chooseStart(dayjs().format('YYYY-MM-DD'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Failed to start billing cycle')).toBeTruthy();
    expect(screen.getByText('A billing cycle is already running')).toBeTruthy();
    await waitFor(() => expect(onStarted).not.toHaveBeenCalled());
  });
});
