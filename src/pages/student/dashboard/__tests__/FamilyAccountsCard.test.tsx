import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import FamilyAccountsCard from '../components/FamilyAccountsCard';

jest.setTimeout(30_000);
setupMockServer();

const invited: API.FamilyAccount = {
  userId: 9,
  login: 'parent@example.com',
  name: 'parent@example.com',
  firstName: null,
  lastName: null,
  email: 'parent@example.com',
  phone: null,
  activated: false,
  linkedAt: '2026-11-20T10:00:00Z',
  invitation: { id: 4, sentAt: '2026-11-20T10:00:00Z', expiresAt: '2026-12-04T10:00:00Z', expired: false },
};

describe('Family portal card', () => {
  it('invites by e-mail, then lists the invited account with resend and revoke', async () => {
    const accounts: API.FamilyAccount[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/students/3/family-accounts', () => HttpResponse.json({ success: true, data: accounts })),
      http.post('*/api/students/3/family-invitations', async ({ request }) => {
        bodies.push(await request.json());
        accounts.push(invited);
        return HttpResponse.json({ userId: 9, invitationId: 4, linked: false }, { status: 201 });
      }),
    );
    render(<FamilyAccountsCard studentId={3} />);
    expect(await screen.findByText('No family account yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Invite by e-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invited')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'parent@example.com' }]);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/students/3/family-accounts', () => HttpResponse.json({ success: true, data: [] })),
      http.post('*/api/students/3/family-invitations', () => {
        calls.push('invite');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    render(<FamilyAccountsCard studentId={3} />);
    await screen.findByText('No family account yet.');
    fireEvent.change(screen.getByLabelText('Invite by e-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
