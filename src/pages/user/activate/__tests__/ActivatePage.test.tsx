import { render, screen } from '@testing-library/react';
import { HelmetProvider } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import ActivatePage from '..';

setupMockServer();

function renderPage(url: string) {
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[url]}>
        <ActivatePage />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

describe('Activate page', () => {
  it('activates the account with the key from the link, once', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get('*/api/activate', ({ request }) => {
        keys.push(new URL(request.url).searchParams.get('key'));
        return HttpResponse.json({ success: true, awaitingApproval: false });
      }),
    );
    renderPage('/user/activate?key=k-42');
    expect(await screen.findByText('Your account is activated.')).toBeInTheDocument();
    expect(keys).toEqual(['k-42']);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/user/login');
  });

  it('says a self-registered account still waits for approval after the address is confirmed', async () => {
    server.use(http.get('*/api/activate', () => HttpResponse.json({ success: true, awaitingApproval: true })));
    renderPage('/user/activate?key=k-43');
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.getByText(/approves every new account/)).toBeInTheDocument();
    expect(screen.queryByText('Your account is activated.')).toBeNull();
  });

  it('shows the server’s reason when the key is refused', async () => {
    server.use(
      http.get('*/api/activate', () =>
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
    renderPage('/user/activate?key=old');
    expect(await screen.findByText('Activation failed')).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
  });

  it('explains a link without a key and calls nothing', () => {
    renderPage('/user/activate');
    expect(screen.getByText('This link is incomplete. Open the link from your e-mail again.')).toBeInTheDocument();
  });
});
