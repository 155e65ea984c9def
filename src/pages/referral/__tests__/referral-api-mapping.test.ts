import { studentCountText, toReferralBody, toReferralListParams } from '../components/referral-api-mapping';

describe('referral mapping', () => {
  it('builds the list query from ProTable paging, sorting and the toolbar keyword', () => {
    expect(toReferralListParams({ current: 3, pageSize: 10, keyword: ' school ' }, { referrer: 'ascend' })).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'referrer,asc',
      keyword: 'school',
    });
    expect(toReferralListParams({}, { studentCount: 'descend' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      keyword: undefined,
    });
  });

  it('trims the referrer and clears a blank comment', () => {
    expect(toReferralBody({ referrer: ' Maple Library ', comments: '  ' })).toEqual({
      referrer: 'Maple Library',
      comments: null,
    });
  });

  it('counts students in words', () => {
    expect(studentCountText(1)).toBe('1 student');
    expect(studentCountText(0)).toBe('0 students');
  });
});
