import { Input } from 'antd';
import { formatMoney } from '@/utils/format';
import styles from './buy.less';

export type Choice = { packageId: number } | { amount: string } | undefined;

/** The packages as large radio buttons, and the free amount when the centre allows one. */
export default function PackageChoice(props: {
  packages: API.VoucherPackage[];
  customAmount: API.PortalBuyOptions['customAmount'];
  value: Choice;
  onChange: (choice: Choice) => void;
  amountError?: string;
}) {
  const { packages, customAmount, value, onChange } = props;
  const customChosen = value !== undefined && 'amount' in value;
  return (
    <div role="radiogroup" aria-label="What to buy" className={styles.choices}>
      {packages.map((pkg) => {
        const checked = value !== undefined && 'packageId' in value && value.packageId === pkg.id;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button keeps the whole card one large target.
          <button
            key={pkg.id}
            type="button"
            role="radio"
            aria-checked={checked}
            className={styles.choice}
            onClick={() => onChange({ packageId: pkg.id })}
          >
            <span>
              <strong>{pkg.name}</strong>
              <br />
              <span style={{ color: '#595959', fontSize: 13 }}>
                {formatMoney(pkg.voucherAmount)} in vouchers
                {/[1-9]/.test(pkg.giftAmount) && ` + ${formatMoney(pkg.giftAmount)} gift`}
              </span>
            </span>
            <strong>{formatMoney(pkg.price)}</strong>
          </button>
        );
      })}
      {customAmount && (
        // biome-ignore lint/a11y/useSemanticElements: as above.
        <button
          type="button"
          role="radio"
          aria-checked={customChosen}
          className={styles.choice}
          onClick={() => !customChosen && onChange({ amount: '' })}
        >
          <span>
            <strong>Another amount</strong>
            <br />
            <span style={{ color: '#595959', fontSize: 13 }}>
              {formatMoney(customAmount.min)} to {formatMoney(customAmount.max)}
            </span>
          </span>
        </button>
      )}
      {customChosen && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="buy-amount">
            Amount
          </label>
          <Input
            id="buy-amount"
            inputMode="decimal"
            autoFocus
            value={value.amount}
            status={props.amountError ? 'error' : undefined}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
          {props.amountError && <div className={styles.error}>{props.amountError}</div>}
        </div>
      )}
    </div>
  );
}
