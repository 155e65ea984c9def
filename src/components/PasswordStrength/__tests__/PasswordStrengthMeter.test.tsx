import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import PasswordStrengthMeter from '../PasswordStrengthMeter';

function PasswordField() {
  return (
    <Form>
      <Form.Item name="password" label="Password" extra={<PasswordStrengthMeter name="password" />}>
        <Input.Password />
      </Form.Item>
    </Form>
  );
}

describe('PasswordStrengthMeter', () => {
  it('shows nothing until a password is typed, then its strength', async () => {
    render(<PasswordField />);
    expect(screen.queryByText(/^Strength:/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    expect(await screen.findByText('Strength: Weak')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Strength: Weak' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdefgh' } });
    expect(await screen.findByText('Strength: Medium')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Tr1cky-Passw0rd' } });
    expect(await screen.findByText('Strength: Strong')).toBeInTheDocument();
  });
});
