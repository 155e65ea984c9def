import { render, screen } from '@testing-library/react';
import FeedbackStatusTag from '../FeedbackStatusTag';
import ScheduleStatusTag from '../ScheduleStatusTag';

describe('lesson status tags', () => {
  it.each([
    ['PLANNED', 'Unconfirmed'],
    ['CONFIRMED', 'Confirmed'],
    ['CANCELLED', 'Cancelled'],
  ] as const)('shows %s as "%s"', (status, text) => {
    render(<ScheduleStatusTag status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['NOT_SUBMITTED', 'Not Submitted'],
    ['DRAFT', 'Draft'],
    ['SUBMITTED', 'Submitted'],
  ] as const)('shows feedback %s as "%s"', (status, text) => {
    render(<FeedbackStatusTag status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
