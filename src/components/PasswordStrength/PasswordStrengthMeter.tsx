import { Form, Progress } from 'antd';
import { type PasswordStrength, passwordStrength, STRENGTH_LABELS } from './password-strength';

// Colour only marks the bar; the label keeps the normal text colour so it stays readable (axe contrast).
const METER: Record<PasswordStrength, { percent: number; color: string }> = {
  strong: { percent: 100, color: '#52c41a' },
  medium: { percent: 60, color: '#faad14' },
  weak: { percent: 25, color: '#ff4d4f' },
};

/**
 * Strength of the password typed into the field `name` of the surrounding antd (or Pro) form;
 * meant for that field's `extra` slot so it sits right under the input.
 * Renders nothing while that field is empty.
 */
export default function PasswordStrengthMeter({ name }: { name: string }) {
  const form = Form.useFormInstance();
  const password: string | undefined = Form.useWatch(name, form);
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = STRENGTH_LABELS[strength];
  return (
    <div>
      <span aria-live="polite">{label}</span>
      <Progress
        percent={METER[strength].percent}
        strokeColor={METER[strength].color}
        showInfo={false}
        size="small"
        aria-label={label}
      />
    </div>
  );
}
