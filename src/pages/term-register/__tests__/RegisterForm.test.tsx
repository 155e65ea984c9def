import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { formItemOf, optionTitled, save, saveAnswerer } from '@/../tests/form-helpers';
import RegisterForm from '../components/RegisterForm';
import { algebraTermOfRegisters, paidRegister, studentWithBalance, unpaidRegister } from './register.fixture';

setupMockServer();

/** Serves the pickers: the term (with its teacher and course), one active student and their balance. */
function servePickers(balance = '50.00') {
  const studentQueries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/terms/:id', () => HttpResponse.json(algebraTermOfRegisters)),
    http.get('*/api/terms', () => HttpResponse.json({ success: true, data: [algebraTermOfRegisters], total: 1 })),
    http.get('*/api/students/:id', ({ params }) => HttpResponse.json(studentWithBalance(Number(params.id), balance))),
    http.get('*/api/students', ({ request }) => {
      studentQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [studentWithBalance(31, balance)], total: 1 });
    }),
    http.get('*/api/teachers', () => HttpResponse.json({ success: true, data: [], total: 0 })),
    http.get('*/api/courses', () => HttpResponse.json({ success: true, data: [], total: 0 })),
  );
  return studentQueries;
}

const answerSave = saveAnswerer('*/api/term-registers');

function renderForm(props: { register?: API.TermRegister; termId?: number } = {}) {
  const onSaved = jest.fn();
  render(<RegisterForm {...props} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved };
}

async function chooseStudent() {
  fireEvent.mouseDown(screen.getByLabelText('Student'));
  fireEvent.click(await optionTitled('Ada Lovelace (S-0042)'));
}

describe('RegisterForm — register a student', () => {
  it('labels every field and starts today, unpaid, with the term’s teacher and course', async () => {
    servePickers();
    renderForm({ termId: 7 });
    for (const label of [
      'Term',
      'Student',
      'Teacher',
      'Course',
      'Payment type',
      'Price',
      'Create date',
      'Paid',
      'Comments',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Create date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    expect(screen.getByRole('switch', { name: 'Paid' })).not.toBeChecked();
    expect(await screen.findByTitle('Tina Turner')).toBeInTheDocument();
    expect(screen.getByTitle('Algebra')).toBeInTheDocument();
    expect(screen.getByTitle('Algebra 2026-09-01–2026-12-20')).toBeInTheDocument();
  });

  it('fills in the teacher and course of a term picked in the form', async () => {
    servePickers();
    renderForm();
    fireEvent.mouseDown(screen.getByLabelText('Term'));
    fireEvent.click(await optionTitled('Algebra 2026-09-01–2026-12-20'));
    expect(await screen.findByTitle('Tina Turner')).toBeInTheDocument();
    expect(screen.getByTitle('Algebra')).toBeInTheDocument();
  });

  it('requires term, student and price, and checks the price format, before sending', async () => {
    servePickers();
    const received = answerSave('post', 201, unpaidRegister);
    renderForm();
    save();
    expect(await screen.findByText('Please choose a term!')).toBeInTheDocument();
    expect(screen.getByText('Please choose a student!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a price!')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12.345' } });
    await waitFor(() =>
      expect(formItemOf('Price')).toHaveTextContent('Enter an amount like 120.00 (at most 2 decimals)'),
    );
    expect(received).toEqual([]);
  });

  it('searches active students only and sends the register with the term’s defaults', async () => {
    const studentQueries = servePickers();
    const received = answerSave('post', 201, unpaidRegister);
    const { onSaved } = renderForm({ termId: 7 });
    await screen.findByTitle('Tina Turner');
    await chooseStudent();
    expect(studentQueries[0].get('status')).toBe('active');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '120.5' } });
    save();
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(received).toEqual([
      {
        termId: 7,
        studentId: 31,
        teacherId: 11,
        courseId: 3,
        paymentType: 'CASH',
        price: '120.50',
        createDate: dayjs().format('YYYY-MM-DD'),
        paid: false,
        comments: null,
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('warns before registering as paid by voucher when the balance is lower than the price', async () => {
    servePickers('50.00');
    renderForm({ termId: 7 });
    await chooseStudent();
    fireEvent.mouseDown(screen.getByLabelText('Payment type'));
    fireEvent.click(await optionTitled('Voucher'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '80' } });
    expect(screen.queryByText('Current voucher balance')).not.toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('switch', { name: 'Paid' })));
    expect(await screen.findByText('-$30.00')).toBeInTheDocument();
    expect(screen.getByText('The voucher balance is lower than the price')).toBeInTheDocument();
  });

  it('puts "already registered in this term" on the student field', async () => {
    servePickers();
    answerSave('post', 409, {
      success: false,
      errorCode: 'conflict',
      errorMessage: 'This student is already registered in this term',
      showType: 2,
      fieldErrors: [{ field: 'studentId', message: 'This student is already registered in this term' }],
    });
    renderForm({ termId: 7 });
    await chooseStudent();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '10' } });
    save();
    await waitFor(() =>
      expect(formItemOf('Student')).toHaveTextContent('This student is already registered in this term'),
    );
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
  });
});

describe('RegisterForm — edit', () => {
  it('sends the changed register without student or paid', async () => {
    servePickers();
    const received = answerSave('put', 200, unpaidRegister);
    renderForm({ register: unpaidRegister });
    expect(screen.getByText('Edit term register')).toBeInTheDocument();
    expect(screen.queryByLabelText('Paid')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Student')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '99.9' } });
    save();
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(received).toEqual([
      {
        termId: 7,
        teacherId: 11,
        courseId: 3,
        paymentType: 'VOUCHER',
        price: '99.90',
        createDate: '2026-08-20',
        comments: null,
      },
    ]);
  });

  it('sends a teacher the user cleared as null, so the server clears it rather than keeping it', async () => {
    servePickers();
    const received = answerSave('put', 200, { ...unpaidRegister, teacherId: null, teacherName: null });
    renderForm({ register: unpaidRegister });
    expect(await screen.findByTitle('Tina Turner')).toBeInTheDocument();
    fireEvent.mouseDown(formItemOf('Teacher').querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(screen.queryByTitle('Tina Turner')).not.toBeInTheDocument());
    save();
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ teacherId: null, courseId: 3 })]);
  });

  it('locks everything but the comments once paid', () => {
    servePickers();
    renderForm({ register: paidRegister });
    expect(screen.getByText('This register is paid: only its comments can be changed.')).toBeInTheDocument();
    for (const label of ['Term', 'Teacher', 'Course', 'Payment type', 'Price', 'Create date'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByLabelText('Comments')).toBeEnabled();
  });
});
