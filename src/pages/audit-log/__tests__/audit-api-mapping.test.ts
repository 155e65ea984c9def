import dayjs from 'dayjs';
import { actionLabel, changeLines, toAuditListParams } from '../components/audit-api-mapping';

describe('audit log mapping', () => {
  it('sends only the filters that are set, a record id only with its kind, dates as YYYY-MM-DD', () => {
    expect(toAuditListParams({ current: 2, pageSize: 50 })).toEqual({ page: 2, pageSize: 50 });
    expect(
      toAuditListParams({
        current: 1,
        pageSize: 20,
        actorId: '4',
        recordType: 'lesson',
        recordId: 9,
        dateRange: [dayjs('2026-03-01'), '2026-03-31'],
      }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      actorId: 4,
      recordType: 'lesson',
      recordId: 9,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(toAuditListParams({ recordId: 9, recordType: 'nonsense' })).not.toHaveProperty('recordId', 9);
    expect(toAuditListParams({}, { at: 'ascend' }).sort).toBe('at,asc');
  });

  it('names actions and lists changed fields', () => {
    expect(actionLabel('account.role-change')).toBe('Role change');
    expect(actionLabel('voucher.charge')).toBe('Charge');
    expect(changeLines({ before: { role: 'A', activated: true }, after: { role: 'B', password: 'changed' } })).toEqual([
      { field: 'role', before: 'A', after: 'B' },
      { field: 'activated', before: 'true', after: '' },
      { field: 'password', before: '', after: 'changed' },
    ]);
  });
});
