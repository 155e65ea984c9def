import { Input } from 'antd';
import styles from './buy.less';

export type TestCard = { number: string; expiry: string; cvc: string };

/** "MM/YY" or "MM/YYYY" as the API's month and four-digit year, or undefined while incomplete. */
export function expiryOf(text: string): { expMonth: number; expYear: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  const expYear = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : undefined;
}

/**
 * The built-in test provider's card fields (no keys set): Stripe's documented test cards. The number
 * and CVC go to the server once and are not kept.
 */
export default function TestCardFields(props: {
  value: TestCard;
  onChange: (card: TestCard) => void;
  errors: Partial<Record<keyof TestCard, string>>;
}) {
  const { value, onChange, errors } = props;
  const field = (name: keyof TestCard, label: string, extra: Record<string, string | number>) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`card-${name}`}>
        {label}
      </label>
      <Input
        id={`card-${name}`}
        value={value[name]}
        status={errors[name] ? 'error' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
        {...extra}
      />
      {errors[name] && <div className={styles.error}>{errors[name]}</div>}
    </div>
  );
  return (
    <>
      <p style={{ color: '#595959', fontSize: 13 }}>
        Test payments: no card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002
        is declined.
      </p>
      {field('number', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 })}
      <div className={styles.cardRow} style={{ gridTemplateColumns: '1fr 1fr' }}>
        {field('expiry', 'Expiry (MM/YY)', { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 7 })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
      </div>
    </>
  );
}
