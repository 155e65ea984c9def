import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { adminAccount } from '@/../mock/handlers';
import { server, setupMockServer } from '@/../mock/server';
import { fill, formItemOf } from '@/../tests/form-helpers';
import ChangePasswordForm from '@/components/ChangePasswordForm';
import AccountDetailsForm from '../components/AccountDetailsForm';

const mockSetInitialState = jest.fn();

// The forms only update the app's initial state; the umi model provider is not part of this test.
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ setInitialState: mockSetInitialState }),
}));

setupMockServer();

/** Applies what the form passed to mockSetInitialState to a given state. */
const appliedTo = (state: object) => mockSetInitialState.mock.calls.at(-1)?.[0](state);

describe('Account details', () => {
  it('loads the account, saves the edited details and refreshes the signed-in user', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/account', () => HttpResponse.json({ ...adminAccount, phone: null })),
      http.post('*/api/account', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...adminAccount, ...body, name: 'Ada Lovelace' });
      }),
    );
    render(<AccountDetailsForm />);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('admin@example.com'));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');

    fill('Last name', 'Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account information saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', email: 'admin@example.com', phone: null }]);
    expect(appliedTo({ settings: {} })).toMatchObject({ settings: {}, currentUser: { name: 'Ada Lovelace' } });
  });

  it('puts "Email already exists!" on the e-mail field', async () => {
    server.use(
      http.get('*/api/account', () => HttpResponse.json(adminAccount)),
      http.post('*/api/account', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'emailexists',
            errorMessage: 'Email already exists!',
            showType: 2,
            fieldErrors: [{ field: 'email', message: 'Email already exists!' }],
          },
          { status: 409 },
        ),
      ),
    );
    render(<AccountDetailsForm />);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('admin@example.com'));
    fill('E-mail', 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(formItemOf('E-mail')).toHaveTextContent('Email already exists!'));
    expect(mockSetInitialState).not.toHaveBeenCalled();
  });
});

describe('Change password', () => {
  function changePassword(current: string, next: string) {
    fill('Current password', current);
    fill('New password', next);
    fill('Confirm new password', next);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('shows "Wrong password!" on the current-password field when the server says so', async () => {
    server.use(
      http.post('*/api/account/change-password', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'incorrectpassword',
            errorMessage: 'Wrong password!',
            title: 'Incorrect password',
            showType: 2,
          },
          { status: 400 },
        ),
      ),
    );
    render(<ChangePasswordForm />);
    changePassword('not-it', 'Brand-New-Pass1');
    await waitFor(() => expect(formItemOf('Current password')).toHaveTextContent('Wrong password!'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the session going with the fresh token the server returns', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/change-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id_token: 'fresh-token' });
      }),
    );
    render(<ChangePasswordForm />);
    changePassword('old-pass', 'Brand-New-Pass1');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'old-pass', newPassword: 'Brand-New-Pass1' }]);
    expect(localStorage.getItem('accessToken')).toBe('fresh-token');
    expect(appliedTo({ sessionToken: 'old-token' })).toEqual({ sessionToken: 'fresh-token' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password and its confirmation before sending', async () => {
    render(<ChangePasswordForm />);
    fill('New password', 'abc');
    fill('Confirm new password', 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password!')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match!')).toBeInTheDocument();
    expect(screen.getByText('Strength: Weak')).toBeInTheDocument();
  });
});
