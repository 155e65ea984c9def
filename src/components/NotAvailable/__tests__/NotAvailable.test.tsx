import { render, screen } from '@testing-library/react';
import NotAvailable from '..';

describe('NotAvailable', () => {
  it('names the screen and says it is not available yet', () => {
    render(<NotAvailable screen="Teachers" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Teachers' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet')).toBeInTheDocument();
  });
});
