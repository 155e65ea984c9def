import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { setupMockServer } from '@/../mock/server';
import { answerRequest, clickButton, fill } from '@/../tests/form-helpers';
import LedgerEntryForm, { toLedgerEntryBody } from '../components/LedgerEntryForm';

setupMockServer();

/** antd renders overlays, validation and messages slowly in jsdom; a busy machine needs more than 1 s. */
const SLOW_UI = { timeout: 5000 };

const posted: API.LedgerEntry = {
  id: 9,
  kind: 'refund',
  amount: '-20.00',
  balanceAfter: '80.00',
  reason: 'Moved away',
  purchaseId: null,
  paidOnline: false,
  termRegisterId: null,
  reversesEntryId: null,
  reversedByEntryId: null,
  createdBy: 'Ada Admin',
  createdAt: '2026-03-02T10:00:00.000Z',
};

/** Answers POST /api/students/3/ledger-entries like the server, recording the bodies it got. */
const answerCreate = (status: number, body: object) =>
  answerRequest('post', '*/api/students/3/ledger-entries', status, body);

async function openForm() {
  const onRecorded = jest.fn();
  render(
    <LedgerEntryForm
      student={{ id: 3, name: 'Mia Wong' }}
      trigger={<Button>Refund / adjust</Button>}
      onRecorded={onRecorded}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refund / adjust' }));
  await screen.findByText('Refund or adjust vouchers: Mia Wong', {}, SLOW_UI);
  return { onRecorded };
}

const submit = () => clickButton('Record');

describe('toLedgerEntryBody', () => {
  it('writes amounts as the server does, keeping an adjustment’s minus sign, and trims the reason', () => {
    expect(toLedgerEntryBody({ kind: 'refund', amount: ' 20 ', reason: ' Moved away ' })).toEqual({
      kind: 'refund',
      amount: '20.00',
      reason: 'Moved away',
    });
    expect(toLedgerEntryBody({ kind: 'adjustment', amount: '-5.5', reason: 'Rounding' }).amount).toBe('-5.50');
    expect(toLedgerEntryBody({ kind: 'adjustment', amount: '007.25', reason: 'Rounding' }).amount).toBe('7.25');
  });
});

describe('LedgerEntryForm', () => {
  it('requires an amount and a reason of at least 5 characters before sending', async () => {
    const received = answerCreate(201, posted);
    await openForm();
    submit();
    expect(await screen.findByText('Please enter the amount!', {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('Please enter the reason!')).toBeInTheDocument();
    fill('Amount', '20');
    fill('Reason', ' Move ');
    submit();
    expect(await screen.findByText('Reason must be at least 5 characters', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('takes a refund as a positive amount and an adjustment either way, never 0', async () => {
    const received = answerCreate(201, posted);
    await openForm();
    fill('Reason', 'Moved away');
    fill('Amount', '-20');
    submit();
    expect(await screen.findByText('Enter a refund as a positive amount', {}, SLOW_UI)).toBeInTheDocument();
    fill('Amount', '0.00');
    expect(await screen.findByText('Enter an amount other than 0', {}, SLOW_UI)).toBeInTheDocument();
    fill('Amount', '12.345');
    expect(await screen.findByText('Enter an amount like 20.00 (at most 2 decimals)', {}, SLOW_UI)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Adjustment'));
    fill('Amount', '-5.x');
    expect(
      await screen.findByText('Enter an amount like 5.00 or -5.00 (at most 2 decimals)', {}, SLOW_UI),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('records an adjustment with its sign and reports the new balance', async () => {
    const received = answerCreate(201, { ...posted, kind: 'adjustment', amount: '-5.00', balanceAfter: '95.00' });
    const { onRecorded } = await openForm();
    fireEvent.click(screen.getByText('Adjustment'));
    fill('Amount', '-5');
    fill('Reason', 'Rounding correction');
    submit();
    expect(await screen.findByText('Recorded. New balance: $95.00', {}, SLOW_UI)).toBeInTheDocument();
    expect(received).toEqual([{ kind: 'adjustment', amount: '-5.00', reason: 'Rounding correction' }]);
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal (a balance below zero) and keeps the form open", async () => {
    const refusal = 'The voucher balance cannot go below zero: the student holds 10.00 and this takes away 20.00.';
    answerCreate(422, { success: false, errorCode: 'ruleviolated', errorMessage: refusal, showType: 2 });
    const { onRecorded } = await openForm();
    fill('Amount', '20');
    fill('Reason', 'Moved away');
    submit();
    expect(await screen.findByText(refusal, {}, SLOW_UI)).toBeInTheDocument();
    expect(screen.getByText('Failed to add, try again')).toBeInTheDocument();
    expect(screen.getByText('Refund or adjust vouchers: Mia Wong')).toBeInTheDocument();
    await waitFor(() => expect(onRecorded).not.toHaveBeenCalled());
  });
});
