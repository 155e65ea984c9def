import { fireEvent, render, screen } from '@testing-library/react';
import { HelmetProvider } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import ResetPasswordPage from '..';

setupMockServer();

function renderPage(url: string) {
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[url]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

function chooseNewPassword(password: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('Reset password page', () => {
  it('sets the new password with the key from the link and offers the way back to sign in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/reset-password/finish', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    renderPage('/user/reset-password?key=abc123');
    chooseNewPassword('Brand-New-Pass1');
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(bodies).toEqual([{ key: 'abc123', newPassword: 'Brand-New-Pass1' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/user/login');
  });

  it('shows the server’s message for an invalid or used key', async () => {
    server.use(
      http.post('*/api/account/reset-password/finish', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'invalidkey',
            errorMessage: 'This link is invalid or has expired. Please request a new one.',
            showType: 2,
          },
          { status: 400 },
        ),
      ),
    );
    renderPage('/user/reset-password?key=used');
    chooseNewPassword('Brand-New-Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('needs at least 4 characters and shows the strength', async () => {
    renderPage('/user/reset-password?key=abc123');
    chooseNewPassword('abc');
    expect(await screen.findByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Strength: Weak')).toBeInTheDocument();
  });

  it('explains a link without a key', () => {
    renderPage('/user/reset-password');
    expect(screen.getByText('This link is incomplete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
