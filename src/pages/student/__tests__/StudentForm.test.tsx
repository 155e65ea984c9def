import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupMockServer } from '@/../mock/server';
import { fill, formItemOf, pressButton, saveAnswerer } from '@/../tests/form-helpers';
import StudentForm from '../components/StudentForm';
import { student } from './student.fixture';

setupMockServer(
  http.get('*/api/referrals', () =>
    HttpResponse.json({
      success: true,
      data: [{ id: 7, referrer: 'North Public School', comments: null, studentCount: 3, createdAt: '' }],
      total: 1,
    }),
  ),
);

function renderForm(props: { student?: API.Student } = {}) {
  const onSaved = jest.fn();
  render(<StudentForm {...props} onSaved={onSaved} onClose={jest.fn()} />);
  return { onSaved };
}

const answerSave = saveAnswerer('*/api/students');

describe('StudentForm — new student', () => {
  it('labels every field and hints that a blank student ID is assigned', () => {
    renderForm();
    for (const label of [
      'Student ID',
      'Referrer',
      'First name',
      'Last name',
      'Start date',
      'Hourly rate',
      'Phone',
      'E-mail',
      'WeChat',
      'Allow SMS',
      'Allow e-mail',
      'Comments',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Leave blank to assign the next number')).toBeInTheDocument();
    expect(screen.queryByText('Voucher balance')).not.toBeInTheDocument();
  });

  it('checks names, phone, e-mail and hourly rate before sending anything', async () => {
    const received = answerSave('post', 201, student);
    renderForm();
    fill('Phone', '12');
    fill('E-mail', 'not-an-address');
    fill('Hourly rate', '12.345');
    fill('Student ID', 'S 1');
    pressButton('Save');
    expect(await screen.findByText('Please enter the first name!')).toBeInTheDocument();
    expect(screen.getByText('Please enter the last name!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount like 40.00 (at most 2 decimals)')).toBeInTheDocument();
    expect(screen.getByText('Student ID may use letters, digits, - and _ only')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('creates the student with blanks as null and a blank student ID left to the server', async () => {
    const received = answerSave('post', 201, { ...student, studentId: 'S000101' });
    const { onSaved } = renderForm();
    fill('First name', ' Bo ');
    fill('Last name', 'Chen');
    fill('Phone', '+1 416 555 0100');
    fill('Hourly rate', '35.50');
    pressButton('Save');
    expect(await screen.findByText('Added student S000101')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(received).toEqual([
      {
        studentId: null,
        firstName: 'Bo',
        lastName: 'Chen',
        referralId: null,
        startDate: null,
        wechat: null,
        phone: '+1 416 555 0100',
        email: null,
        comments: null,
        allowSms: true,
        allowEmail: true,
        hourlyRate: '35.50',
      },
    ]);
  });

  it('puts "Student ID already exists" on the student ID field', async () => {
    answerSave('post', 409, {
      success: false,
      errorCode: 'validation',
      errorMessage: 'Student ID already exists',
      showType: 2,
      fieldErrors: [{ field: 'studentId', message: 'Student ID already exists' }],
    });
    const { onSaved } = renderForm();
    fill('Student ID', 'S000001');
    fill('First name', 'Bo');
    fill('Last name', 'Chen');
    pressButton('Save');
    await waitFor(() => expect(formItemOf('Student ID')).toHaveTextContent('Student ID already exists'));
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('StudentForm — edit', () => {
  it('starts from the student, shows the balance read-only and never sends it', async () => {
    const received = answerSave('put', 200, student);
    renderForm({ student });
    expect(screen.getByLabelText('Student ID')).toHaveValue('S000042');
    expect(screen.getByText('-$15.50')).toBeInTheDocument();
    expect(await screen.findByText('North Public School')).toBeInTheDocument();
    fill('First name', 'Anne');
    pressButton('Save');
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(received[0]).toMatchObject({ studentId: 'S000042', firstName: 'Anne', referralId: 7 });
    expect(received[0]).not.toHaveProperty('voucherBalance');
  });

  it('requires the student ID when editing', async () => {
    const received = answerSave('put', 200, student);
    renderForm({ student });
    fill('Student ID', '');
    pressButton('Save');
    expect(await screen.findByText('Please enter the student ID!')).toBeInTheDocument();
    expect(received).toEqual([]);
  });
});
