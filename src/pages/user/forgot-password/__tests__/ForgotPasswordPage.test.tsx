import { fireEvent, render, screen } from '@testing-library/react';
import { HelmetProvider } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import ForgotPasswordPage from '..';

setupMockServer();

function renderPage() {
  render(
    <HelmetProvider>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

describe('Forgot password page', () => {
  it('needs a valid e-mail address', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
  });

  it('requests a reset link and says so without revealing whether the address is known', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/reset-password/init', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' someone@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If that address has an account, we have sent a reset link.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'someone@example.com' }]);
  });
});
