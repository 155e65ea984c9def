import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupMockServer } from '@/../mock/server';
import { fill, formItemOf, save, saveAnswerer } from '@/../tests/form-helpers';
import StaffForm from '../components/StaffForm';
import { member } from './staff-member.fixture';

setupMockServer();

function renderStaffForm(props: { member?: API.StaffMember } = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<StaffForm {...props} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

/** Answers POST /api/staff or PUT /api/staff/:id like the server, recording the body it got. */
const answerSave = saveAnswerer('*/api/staff');

function fillNewStaff() {
  fill('Login', 'newbie');
  fill('E-mail', 'newbie@example.com');
  fill('Password', 'Secret-123');
}

describe('StaffForm — new staff', () => {
  it('labels every field and starts as an activated operator', () => {
    renderStaffForm();
    expect(screen.getByText('New staff')).toBeInTheDocument();
    for (const label of ['Login', 'E-mail', 'Password', 'Role', 'First name', 'Last name', 'Birthday', 'Phone']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeChecked();
    expect(screen.getByText('Operator')).toBeInTheDocument();
  });

  it('checks login length, e-mail, password and phone before sending anything', async () => {
    const received = answerSave('post', 201, member);
    renderStaffForm();
    fill('Login', 'abc');
    fill('E-mail', 'not-an-address');
    fill('Phone', '12');
    save();
    expect(await screen.findByText('Login must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number!')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('shows the password strength', async () => {
    renderStaffForm();
    fill('Password', 'abcd');
    expect(await screen.findByText('Strength: Weak')).toBeInTheDocument();
    fill('Password', 'Much-Stronger-1');
    expect(await screen.findByText('Strength: Strong')).toBeInTheDocument();
  });

  it('creates the member and reports "Added successfully"', async () => {
    const received = answerSave('post', 201, member);
    const { onSaved } = renderStaffForm();
    fillNewStaff();
    save();
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(received).toEqual([
      {
        login: 'newbie',
        email: 'newbie@example.com',
        password: 'Secret-123',
        role: 'ROLE_OPERATOR',
        activated: true,
        firstName: null,
        lastName: null,
        birthday: null,
        phone: null,
      },
    ]);
  });

  it('puts "Login user already exists" on the login field', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'userexists',
      errorMessage: 'User already exists!',
      showType: 2,
      fieldErrors: [{ field: 'login', message: 'Login user already exists' }],
    });
    const { onSaved } = renderStaffForm();
    fillNewStaff();
    save();
    expect(await screen.findByText('Login user already exists')).toBeInTheDocument();
    expect(formItemOf('Login')).toHaveTextContent('Login user already exists');
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts "Email already exists!" on the e-mail field', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'emailexists',
      errorMessage: 'Email already exists!',
      showType: 2,
      fieldErrors: [{ field: 'email', message: 'Email already exists!' }],
    });
    renderStaffForm();
    fillNewStaff();
    save();
    expect(await screen.findByText('Email already exists!')).toBeInTheDocument();
    expect(formItemOf('E-mail')).toHaveTextContent('Email already exists!');
  });

  it('puts "Phone number already exists!" on the phone field', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'conflict',
      errorMessage: 'Phone number already exists!',
      showType: 2,
      fieldErrors: [{ field: 'phone', message: 'Phone number already exists!' }],
    });
    const { onSaved } = renderStaffForm();
    fillNewStaff();
    fill('Phone', '+1 416 555 0999');
    save();
    await waitFor(() => expect(formItemOf('Phone')).toHaveTextContent('Phone number already exists!'));
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Failed to add, try again" when the failure is not about a field', async () => {
    answerSave('post', 500, { success: false, errorCode: 'internal', errorMessage: 'Server trouble', showType: 2 });
    const { onSaved } = renderStaffForm();
    fillNewStaff();
    save();
    expect(await screen.findByText('Failed to add, try again')).toBeInTheDocument();
    expect(screen.getByText('Server trouble')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('StaffForm — edit', () => {
  it('starts from the member, with a blank password that keeps the current one', async () => {
    const received = answerSave('put', 200, member);
    const { onSaved } = renderStaffForm({ member });
    expect(screen.getByText('Edit staff')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('jsmith');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByPlaceholderText('Leave blank to keep the current password')).toBeInTheDocument();

    fill('First name', 'Janet');
    save();
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ login: 'jsmith', firstName: 'Janet', birthday: '1990-04-01' });
    expect(received[0]).not.toHaveProperty('password');
  });

  it('still checks a new password is at least 4 characters', async () => {
    renderStaffForm({ member });
    fill('Password', 'abc');
    save();
    expect(await screen.findByText('Password must be at least 4 characters')).toBeInTheDocument();
  });

  it('says "Failed to update, try again" with the server reason on a refused change', async () => {
    answerSave('put', 422, {
      success: false,
      errorCode: 'ruleviolated',
      errorMessage: 'The centre needs at least one active administrator.',
      showType: 2,
    });
    renderStaffForm({ member });
    save();
    expect(await screen.findByText('Failed to update, try again')).toBeInTheDocument();
    expect(screen.getByText('The centre needs at least one active administrator.')).toBeInTheDocument();
  });

  it('closes through Cancel', async () => {
    const { onClose } = renderStaffForm({ member });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
