import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { setupMockServer } from '@/../mock/server';
import { answerRequest, clickButton, fill, formItemOf } from '@/../tests/form-helpers';
import VoucherPurchaseForm from '..';

setupMockServer();

/** antd renders overlays, validation and messages slowly in jsdom; a busy machine needs more than 1 s. */
const SLOW_UI = { timeout: 5000 };

const recorded: API.VoucherPurchase = {
  id: 7,
  studentId: 3,
  studentNumber: 'S000003',
  studentName: 'Mia Wong',
  type: 'CARD',
  purchaseDate: '2026-03-02',
  comments: null,
  voucherAmount: '100.00',
  giftAmount: '10.00',
  currentBalance: '1234.50',
  createdBy: 'Olive Operator',
  createdAt: '2026-03-02T10:00:00.000Z',
  reversedAt: null,
  source: null,
};

/** Answers POST /api/voucher-purchases like the server, recording the bodies it got. */
const answerCreate = (status: number, body: object) => answerRequest('post', '*/api/voucher-purchases', status, body);

async function openForm() {
  const onRecorded = jest.fn();
  render(
    <VoucherPurchaseForm
      student={{ id: 3, name: 'Mia Wong' }}
      trigger={<Button>Record purchase</Button>}
      onRecorded={onRecorded}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));
  await screen.findByText('Record voucher purchase: Mia Wong', {}, SLOW_UI);
  return { onRecorded };
}

const submit = () => clickButton('Record');

async function choosePaymentType(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Payment type'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('VoucherPurchaseForm', () => {
  it('labels every field, dates the purchase today and starts with no gift', async () => {
    await openForm();
    for (const label of ['Payment type', 'Purchase date', 'Voucher amount', 'Gift amount', 'Comments']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Purchase date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    expect(screen.getByLabelText('Gift amount')).toHaveValue('0');
  });

  it('requires a payment type and a voucher amount before sending', async () => {
    const received = answerCreate(201, recorded);
    await openForm();
    submit();
    expect(await screen.findByText('Please choose how it was paid!', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('Please enter the voucher amount!')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('checks the amounts are written like 100.00 and that something is bought or given', async () => {
    const received = answerCreate(201, recorded);
    await openForm();
    fill('Voucher amount', '12.345');
    fill('Gift amount', '-1');
    submit();
    await waitFor(
      () => expect(formItemOf('Voucher amount')).toHaveTextContent('Enter an amount like 100.00 (at most 2 decimals)'),
      SLOW_UI,
    );
    expect(formItemOf('Gift amount')).toHaveTextContent('Enter an amount like 100.00 (at most 2 decimals)');

    fill('Voucher amount', '0');
    fill('Gift amount', '0.00');
    submit();
    expect(await screen.findByText('Enter a voucher or gift amount greater than 0', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('sends amounts as two-decimal strings and shows the new balance', async () => {
    const received = answerCreate(201, recorded);
    const { onRecorded } = await openForm();
    await choosePaymentType('E-transfer');
    fill('Voucher amount', '100');
    fill('Gift amount', '7.5');
    fill('Comments', '  Spring offer  ');
    submit();
    expect(await screen.findByText('Recorded. New balance: $1,234.50', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([
      {
        studentId: 3,
        type: 'E_TRANSFER',
        purchaseDate: dayjs().format('YYYY-MM-DD'),
        voucherAmount: '100.00',
        giftAmount: '7.50',
        comments: 'Spring offer',
      },
    ]);
    expect(onRecorded).toHaveBeenCalledWith(recorded);
  });

  it('says "Failed to add, try again" and puts the server field errors on the form', async () => {
    answerCreate(404, {
      success: false,
      errorCode: 'notfound',
      errorMessage: 'This student does not exist.',
      showType: 2,
      fieldErrors: [{ field: 'voucherAmount', message: 'must be an amount like 12.50' }],
    });
    const { onRecorded } = await openForm();
    await choosePaymentType('Cash');
    fill('Voucher amount', '50');
    submit();
    expect(await screen.findByText('Failed to add, try again', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('This student does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(formItemOf('Voucher amount')).toHaveTextContent('must be an amount like 12.50'));
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
