import { homePathFor } from '../home-path';

describe('homePathFor', () => {
  it('sends administrators and operators to the dashboard, as the spec routes /', () => {
    expect(homePathFor(['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'])).toBe('/dashboard');
    expect(homePathFor(['ROLE_OPERATOR', 'INTERNAL_STAFF'])).toBe('/dashboard');
  });

  it('sends a teacher to teacher confirmation instead of a 403 dashboard', () => {
    expect(homePathFor(['ROLE_TEACHER', 'INTERNAL_STAFF'])).toBe('/teacherConfirmation');
  });

  it('sends a system user to payment information', () => {
    expect(homePathFor(['ROLE_SYSTEM'])).toBe('/manage-payment');
  });

  it('sends a family account to the portal', () => {
    expect(homePathFor(['ROLE_CUSTOMER', 'EXTERNAL_CUSTOMER'])).toBe('/portal');
  });

  it('falls back to the dashboard when the authorities are unknown', () => {
    expect(homePathFor([])).toBe('/dashboard');
  });
});
