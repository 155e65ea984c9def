import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import { fill } from '@/../tests/form-helpers';
import LoginForm, { type LoginFormProps } from '../components/LoginForm';

setupMockServer();

function renderLoginForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = jest.fn();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} {...props} />
    </MemoryRouter>,
  );
  return { onSubmit };
}

/** Typing a whole value at once keeps these tests fast; the rules run on change just the same. */
const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const openPhoneTab = () => userEvent.click(screen.getByRole('tab', { name: 'Phone Login' }));

describe('LoginForm — Account Login tab', () => {
  it('has labelled username and password fields, remember me checked, and the account links', () => {
    renderLoginForm();
    expect(screen.getByRole('tab', { name: 'Account Login', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/user/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
  });

  it('shows the required messages when submitted empty, and does not submit', async () => {
    const { onSubmit } = renderLoginForm();
    await signIn();
    expect(await screen.findByText('Please enter your username!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the account fields with type "account" and rememberMe', async () => {
    const { onSubmit } = renderLoginForm();
    fill('Username', 'admin');
    fill('Password', 'abcd');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn();
    expect(onSubmit).toHaveBeenCalledWith({ type: 'account', username: 'admin', password: 'abcd', rememberMe: false });
  });

  it('checks the 4-character minimums itself (spec §5)', async () => {
    const { onSubmit } = renderLoginForm();
    fill('Username', 'adm');
    fill('Password', 'ab');
    await signIn();
    expect(await screen.findByText('Username must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows "Incorrect username/password" when the last account login failed', () => {
    renderLoginForm({ status: 'error', type: 'account' });
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username/password');
  });

  it('shows no failure message after a successful login', () => {
    renderLoginForm({ status: 'ok', type: 'account' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the submit button as loading while signing in', () => {
    renderLoginForm({ submitting: true });
    expect(screen.getByRole('button', { name: /Sign in/ })).toHaveClass('ant-btn-loading');
  });
});

describe('LoginForm — Phone Login tab', () => {
  it('has labelled phone number and verification code fields and a Get Code button', async () => {
    renderLoginForm();
    await openPhoneTab();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Code' })).toBeEnabled();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('shows the required messages when submitted empty', async () => {
    const { onSubmit } = renderLoginForm();
    await openPhoneTab();
    await signIn();
    expect(await screen.findByText('Please enter your phone number!')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid phone number', async () => {
    const { onSubmit } = renderLoginForm();
    await openPhoneTab();
    fill('Phone number', '12ab');
    fill('Verification code', '123456');
    await signIn();
    expect(await screen.findByText('Please enter a valid phone number!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits only the phone fields with type "mobile"', async () => {
    const { onSubmit } = renderLoginForm();
    await openPhoneTab();
    fill('Phone number', '+1 416 555 0100');
    fill('Verification code', '123456');
    await signIn();
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'mobile',
      mobile: '+1 416 555 0100',
      captcha: '123456',
      rememberMe: true,
    });
  });

  it('shows "Verification Code Error" when the last phone login failed, on the phone tab only', async () => {
    renderLoginForm({ status: 'error', type: 'mobile' });
    expect(screen.getByRole('tab', { name: 'Phone Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification Code Error');
    await userEvent.click(screen.getByRole('tab', { name: 'Account Login' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginForm — Get Code', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the captcha endpoint for the typed number, then counts down with the button disabled', async () => {
    const requestedNumbers: (string | null)[] = [];
    server.use(
      http.get('*/api/login/captcha', ({ request }) => {
        requestedNumbers.push(new URL(request.url).searchParams.get('mobile'));
        return HttpResponse.json({ success: true });
      }),
    );
    jest.useFakeTimers();
    renderLoginForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Phone Login' }));
    fill('Phone number', '+14165550100');

    fireEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    const countdown = await screen.findByRole('button', { name: '60 s' });
    expect(countdown).toBeDisabled();
    expect(requestedNumbers).toEqual(['+14165550100']);

    const tick = () => act(() => jest.advanceTimersByTime(1000));
    tick();
    expect(screen.getByRole('button', { name: '59 s' })).toBeDisabled();
    // One second per step: each tick schedules the next only after React has rendered the last.
    for (let second = 59; second > 1; second -= 1) tick();
    expect(screen.getByRole('button', { name: '1 s' })).toBeDisabled();
    tick();
    expect(screen.getByRole('button', { name: 'Get Code' })).toBeEnabled();
  });

  it('does not ask for a code while the phone number is missing or invalid', async () => {
    const captcha = jest.fn(() => HttpResponse.json({ success: true }));
    server.use(http.get('*/api/login/captcha', captcha));
    renderLoginForm();
    await openPhoneTab();

    await userEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Please enter your phone number!')).toBeInTheDocument();

    fill('Phone number', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Please enter a valid phone number!')).toBeInTheDocument();

    expect(captcha).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get Code' })).toBeEnabled();
  });

  it('stays available when the server refuses to send a code', async () => {
    server.use(
      http.get('*/api/login/captcha', () =>
        HttpResponse.json({ success: false, errorCode: 'toomanyattempts', errorMessage: 'Too many' }, { status: 429 }),
      ),
    );
    renderLoginForm();
    await openPhoneTab();
    fill('Phone number', '+14165550100');
    await userEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByRole('button', { name: 'Get Code' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /\d+ s$/ })).not.toBeInTheDocument();
  });
});
