import dayjs from 'dayjs';
import { actionLabel, changeLines, personOptions, toAuditListParams } from '../components/audit-api-mapping';

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

  it('sends the system as actor=system, never as a person id', () => {
    const params = toAuditListParams({ actorId: 'system' });
    expect(params.actor).toBe('system');
    expect(params.actorId).toBeUndefined();
    expect(toAuditListParams({ actorId: 7 }).actor).toBeUndefined();
  });

  it('labels people with their role, marks deleted accounts, and offers the system when searched for', () => {
    const people: API.AuditPerson[] = [
      { id: 1, name: 'Ada Admin', login: 'ada', role: 'ROLE_ADMIN', deleted: false },
      { id: 2, name: 'sysops', login: 'sysops', role: 'ROLE_SYSTEM', deleted: false },
      { id: 3, name: 'Tom Teach', login: 'tom', role: 'ROLE_TEACHER', deleted: true },
    ];
    expect(personOptions(people)).toEqual([
      { value: 'system', label: 'System (automatic)' },
      { value: 1, label: 'Ada Admin (ada) · administrator' },
      { value: 2, label: 'sysops · system user' },
      { value: 3, label: 'Tom Teach (tom) · teacher, deleted' },
    ]);
    expect(personOptions(people, 'auto')[0].value).toBe('system');
    expect(personOptions(people.slice(0, 1), 'ada')).toEqual([{ value: 1, label: 'Ada Admin (ada) · administrator' }]);
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
