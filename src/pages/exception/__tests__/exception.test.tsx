import { render, screen } from '@testing-library/react';
import ForbiddenPage from '../403';
import { readException } from '../index';

describe('exception pages', () => {
  it('403 says exactly that access is not allowed', () => {
    render(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, you are not authorized to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Home' })).toBeInTheDocument();
  });

  it('/exception reads code and message from the query', () => {
    expect(readException('?errorCode=ruleviolated&errorMessage=Not+allowed.')).toEqual({
      errorCode: 'ruleviolated',
      errorMessage: 'Not allowed.',
    });
    expect(readException('')).toEqual({ errorCode: 'Error', errorMessage: 'Something went wrong.' });
  });
});
