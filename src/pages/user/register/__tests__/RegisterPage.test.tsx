import { render, screen } from '@testing-library/react';
import { HelmetProvider } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, setupMockServer } from '@/../mock/server';
import { clickButton, fill, formItemOf } from '@/../tests/form-helpers';
import RegisterPage from '..';

setupMockServer();

function renderPage() {
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={['/user/register']}>
        <RegisterPage />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

const submit = () => clickButton('Register');

function fillValidAccount() {
  fill('Login', 'newuser');
  fill('E-mail', 'new@example.com');
  fill('Password', 'Secret-123');
  fill('Confirm password', 'Secret-123');
}

describe('Register page', () => {
  it('checks login, e-mail and matching passwords before sending anything', async () => {
    const register = jest.fn(() => HttpResponse.json({ success: true }));
    server.use(http.post('*/api/register', register));
    renderPage();
    fill('Login', 'ab!');
    fill('E-mail', 'nope');
    fill('Password', 'abc');
    fill('Confirm password', 'abd');
    submit();
    expect(await screen.findByText('Login must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Login may use letters, digits and _ . @ - only')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match!')).toBeInTheDocument();
    expect(screen.getByText('Strength: Weak')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on the login and e-mail fields', async () => {
    server.use(
      http.post('*/api/register', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'userexists',
            errorMessage: 'User already exists!',
            showType: 2,
            fieldErrors: [
              { field: 'login', message: 'Login user already exists' },
              { field: 'email', message: 'Email already exists!' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    fillValidAccount();
    submit();
    expect(await screen.findByText('Login user already exists')).toBeInTheDocument();
    expect(formItemOf('Login')).toHaveTextContent('Login user already exists');
    expect(formItemOf('E-mail')).toHaveTextContent('Email already exists!');
  });

  it('sends the account without the confirmation and asks the user to check their e-mail', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    renderPage();
    fillValidAccount();
    submit();
    expect(await screen.findByText('Check your e-mail to confirm your address')).toBeInTheDocument();
    expect(bodies).toEqual([{ login: 'newuser', email: 'new@example.com', password: 'Secret-123' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/user/login');
  });
});
