import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupMockServer } from '@/../mock/server';
import { fill, formItemOf, save, saveAnswerer } from '@/../tests/form-helpers';
import TeacherForm from '../components/TeacherForm';
import { serveCourses, tina } from './teacher.fixture';

const courses = serveCourses();
// The server suggests the first palette colour no active teacher has (issue 31): here #1890ff is taken.
const nextColour = http.get('*/api/teachers/next-colour', () => HttpResponse.json({ color: '#52c41a' }));
setupMockServer(nextColour, courses.handler);

// A form of 20 fields validates slowly in jsdom, slower still on a busy machine.
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

function renderTeacherForm(props: { teacher?: API.Teacher } = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<TeacherForm {...props} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

/** Answers POST /api/teachers or PUT /api/teachers/:id like the server, recording the body it got. */
const answerSave = saveAnswerer('*/api/teachers');

describe('TeacherForm — new teacher', () => {
  it('labels every field, grouped, and starts activated with the colour the server suggests', async () => {
    renderTeacherForm();
    expect(screen.getByText('New teacher')).toBeInTheDocument();
    for (const group of ['Account', 'Employment', 'Notes']) expect(screen.getByText(group)).toBeInTheDocument();
    for (const label of [
      'Login',
      'Password',
      'First name',
      'Last name',
      'Preferred name',
      'Birthday',
      'Phone',
      'E-mail',
      'WeChat',
      'Employee ID',
      'SIN',
      'Payroll contact',
      'Hourly rate',
      'Operating area',
      'Courses',
      'Advantage',
      'Disadvantage',
      'Feedback',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeChecked();
    expect(await screen.findByText(/^#52c41a$/i, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(courses.keywords.length).toBeGreaterThan(0), slow);
  });

  it('Escape in the colour picker closes the picker, not the dialog, and keeps what was typed (issue 31 item 6)', async () => {
    const { onClose } = renderTeacherForm();
    fill('First name', 'Nadia');
    // The picker shows the first colour no teacher has (the server's answer, mocked above).
    fireEvent.click(await screen.findByText(/^#52c41a$/i, {}, slow));
    await waitFor(() => expect(document.querySelector('.ant-color-picker-hex-input input')).toBeTruthy());
    const hex = document.querySelector('.ant-color-picker-hex-input input') as HTMLInputElement;
    fireEvent.keyDown(hex, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('New teacher')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.ant-popover:not(.ant-popover-hidden) .ant-color-picker-inner')).toBeNull(),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Nadia');
  });

  it('checks login, e-mail, password, SIN and hourly rate before sending anything', async () => {
    const received = answerSave('post', 201, tina);
    renderTeacherForm();
    fill('Login', 'abc');
    fill('E-mail', 'not-an-address');
    fill('SIN', '12345678');
    fill('Hourly rate', '12.345');
    save();
    expect(await screen.findByText('Login must be at least 4 characters', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password!')).toBeInTheDocument();
    expect(screen.getByText('SIN must be exactly 9 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount like 35.00 (at most 2 decimals)')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('strips separators from the SIN but never cuts extra digits: "SIN must be exactly 9 digits"', async () => {
    const received = answerSave('post', 201, tina);
    renderTeacherForm();
    fill('Login', 'tina');
    fill('Password', 'Secret-123');
    fill('E-mail', 'tina@example.com');
    fill('SIN', '046-454 286 99');
    expect(screen.getByLabelText('SIN')).toHaveValue('04645428699');
    save();
    expect(await screen.findByText('SIN must be exactly 9 digits', {}, slow)).toBeInTheDocument();
    expect(formItemOf('SIN')).toHaveTextContent('SIN must be exactly 9 digits');
    expect(received).toEqual([]);
  });

  it('creates the teacher with the right body and reports "Added successfully"', async () => {
    const received = answerSave('post', 201, tina);
    const { onSaved } = renderTeacherForm();
    await screen.findByText(/^#52c41a$/i, {}, slow);
    fill('Login', 'tina');
    fill('Password', 'Secret-123');
    fill('E-mail', 'tina@example.com');
    fill('First name', 'Tina');
    fill('SIN', '046 454 286');
    fill('Hourly rate', '35.50');
    save();
    expect(await screen.findByText('Added successfully', {}, slow)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(received).toEqual([
      {
        login: 'tina',
        password: 'Secret-123',
        email: 'tina@example.com',
        firstName: 'Tina',
        lastName: null,
        preferredName: null,
        birthday: null,
        phone: null,
        wechat: null,
        activated: true,
        employeeId: null,
        sin: '046454286',
        payrollContact: null,
        hourlyRate: '35.50',
        operatingArea: null,
        courseIds: [],
        color: '#52c41a',
        advantage: null,
        disadvantage: null,
        feedback: null,
      },
    ]);
  });

  it('puts server field errors on their fields ("Login user already exists")', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'userexists',
      errorMessage: 'User already exists!',
      showType: 2,
      fieldErrors: [{ field: 'login', message: 'Login user already exists' }],
    });
    const { onSaved } = renderTeacherForm();
    fill('Login', 'tina');
    fill('Password', 'Secret-123');
    fill('E-mail', 'tina@example.com');
    save();
    expect(await screen.findByText('Login user already exists', {}, slow)).toBeInTheDocument();
    expect(formItemOf('Login')).toHaveTextContent('Login user already exists');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a taken phone on the phone field ("Phone number already exists!")', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'conflict',
      errorMessage: 'Phone number already exists!',
      showType: 2,
      fieldErrors: [{ field: 'phone', message: 'Phone number already exists!' }],
    });
    const { onSaved } = renderTeacherForm();
    fill('Login', 'tina');
    fill('Password', 'Secret-123');
    fill('E-mail', 'tina@example.com');
    fill('Phone', '+1 416 555 0999');
    save();
    await waitFor(() => expect(formItemOf('Phone')).toHaveTextContent('Phone number already exists!'), slow);
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Failed to add, try again" when the failure is not about a field', async () => {
    answerSave('post', 500, { success: false, errorCode: 'internal', errorMessage: 'Server trouble', showType: 2 });
    renderTeacherForm();
    fill('Login', 'tina');
    fill('Password', 'Secret-123');
    fill('E-mail', 'tina@example.com');
    save();
    expect(await screen.findByText('Failed to add, try again', {}, slow)).toBeInTheDocument();
  });
});

describe('TeacherForm — edit', () => {
  it('starts from the teacher; a blank password and SIN are left out (kept)', async () => {
    const received = answerSave('put', 200, tina);
    const { onSaved } = renderTeacherForm({ teacher: tina });
    expect(screen.getByText('Edit teacher')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('tina');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('SIN')).toHaveValue('');
    expect(screen.getByPlaceholderText('On file: *** *** 286. Leave blank to keep it')).toBeInTheDocument();
    expect(await screen.findByText('Biology', {}, slow)).toBeInTheDocument();

    fill('First name', 'Tanya');
    save();
    expect(await screen.findByText('Updated successfully', {}, slow)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(received[0]).toMatchObject({ login: 'tina', firstName: 'Tanya', color: '#fa8c16' });
    expect(received[0]).not.toHaveProperty('password');
    expect(received[0]).not.toHaveProperty('sin');
    // Courses untouched: left out, so links made on the Courses screen since the list loaded stay.
    expect(received[0]).not.toHaveProperty('courseIds');
  });

  it('sends the courses when they were changed', async () => {
    const received = answerSave('put', 200, tina);
    renderTeacherForm({ teacher: tina });
    const biology = await screen.findByText('Biology', { selector: '.ant-select-selection-item-content' }, slow);
    const remove = biology.closest('.ant-select-selection-item')?.querySelector('.ant-select-selection-item-remove');
    fireEvent.click(remove as Element);
    save();
    await waitFor(() => expect(received).toHaveLength(1), slow);
    expect(received[0].courseIds).toEqual([1]);
  });

  it('"Remove the SIN on file" sends sin: null', async () => {
    const received = answerSave('put', 200, { ...tina, sinMasked: null });
    renderTeacherForm({ teacher: tina });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the SIN on file' }));
    save();
    await waitFor(() => expect(received).toHaveLength(1), slow);
    expect(received[0].sin).toBeNull();
  });
});
