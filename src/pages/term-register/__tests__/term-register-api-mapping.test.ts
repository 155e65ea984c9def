import dayjs from 'dayjs';
import {
  newRegisterValues,
  termIdFromSearch,
  toRegisterCreateBody,
  toRegisterFormValues,
  toRegisterListParams,
  toRegisterUpdateBody,
  voucherPaymentPreview,
} from '../components/term-register-api-mapping';
import { paidRegister, unpaidRegister } from './register.fixture';

describe('toRegisterListParams', () => {
  it('maps paging, sort, keyword, term, student and paid to the API query', () => {
    expect(
      toRegisterListParams(
        { current: 3, pageSize: 10, keyword: ' ada ', termId: '7', studentId: 31, paid: 'false' },
        { price: 'descend' },
      ),
    ).toEqual({ page: 3, pageSize: 10, sort: 'price,desc', keyword: 'ada', termId: 7, studentId: 31, paid: 'false' });
  });

  it('treats an empty paid filter as all registers', () => {
    expect(toRegisterListParams({ paid: '' }).paid).toBeUndefined();
    expect(toRegisterListParams({ paid: true }).paid).toBe('true');
  });
});

describe('termIdFromSearch', () => {
  it('reads ?termId= and ignores anything that is not an id', () => {
    expect(termIdFromSearch('?termId=7')).toBe(7);
    expect(termIdFromSearch('?other=1&termId=12')).toBe(12);
    expect(termIdFromSearch('')).toBeUndefined();
    expect(termIdFromSearch('?termId=abc')).toBeUndefined();
  });
});

describe('register form values and bodies', () => {
  it('starts a new register today, unpaid, cash, in the given term', () => {
    expect(newRegisterValues(7)).toEqual({
      termId: 7,
      paymentType: 'CASH',
      createDate: dayjs().format('YYYY-MM-DD'),
      paid: false,
    });
  });

  it('builds the create body: money normalised, an empty teacher or course sent as none (null)', () => {
    expect(
      toRegisterCreateBody({
        termId: 7,
        studentId: 31,
        teacherId: null,
        courseId: undefined,
        paymentType: 'VOUCHER',
        price: ' 120.5 ',
        createDate: dayjs('2026-08-20'),
        paid: true,
        comments: '  ',
      }),
    ).toEqual({
      termId: 7,
      studentId: 31,
      teacherId: null,
      courseId: null,
      paymentType: 'VOUCHER',
      price: '120.50',
      createDate: '2026-08-20',
      paid: true,
      comments: null,
    });
  });

  it('round-trips a register through the edit form without student or paid', () => {
    expect(toRegisterUpdateBody(toRegisterFormValues(paidRegister))).toEqual({
      termId: 7,
      teacherId: 11,
      courseId: 3,
      paymentType: 'CASH',
      price: '80.50',
      createDate: '2026-08-20',
      comments: 'Receipt 881',
    });
    expect(toRegisterFormValues(unpaidRegister).studentId).toBe(31);
  });

  it('sends a teacher or course the user cleared on edit as null, so the server clears it', () => {
    // antd's clear button leaves the select undefined.
    const cleared = { ...toRegisterFormValues(paidRegister), teacherId: undefined, courseId: undefined };
    expect(toRegisterUpdateBody(cleared)).toMatchObject({ teacherId: null, courseId: null });
    expect(toRegisterUpdateBody({ ...cleared, courseId: 3 })).toMatchObject({ teacherId: null, courseId: 3 });
  });
});

describe('voucherPaymentPreview', () => {
  it('gives the balance after paying and whether the balance is lower than the price', () => {
    expect(voucherPaymentPreview('200.00', '120.00')).toEqual({ after: '80.00', lowerThanPrice: false });
    expect(voucherPaymentPreview('120.00', '120.00')).toEqual({ after: '0.00', lowerThanPrice: false });
    expect(voucherPaymentPreview('10.10', '25.55')).toEqual({ after: '-15.45', lowerThanPrice: true });
    expect(voucherPaymentPreview('-5.00', '0.00')).toEqual({ after: '-5.00', lowerThanPrice: false });
  });
});
