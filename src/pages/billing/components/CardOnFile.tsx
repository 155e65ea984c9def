import { Button, Descriptions, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import TestCardForm from './TestCardForm';

/** Stripe Elements loads Stripe.js from the internet: only when a card is being added through Stripe. */
const StripeCardForm = lazy(() => import('./StripeCardForm'));

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

export default function CardOnFile({ overview, onSaved }: { overview: API.BillingOverview; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const { card } = overview;
  const close = () => setEditing(false);
  return (
    <Space direction="vertical">
      {card ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Card">
            {brandName(card.brand)} ending in {card.last4}
          </Descriptions.Item>
          <Descriptions.Item label="Expires">
            {String(card.expMonth).padStart(2, '0')}/{card.expYear}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text>No card on file: invoices cannot be paid until one is added.</Typography.Text>
      )}
      <Button onClick={() => setEditing(true)}>{card ? 'Replace card' : 'Add card'}</Button>
      {overview.provider === 'test' && (
        <Typography.Text type="secondary">Test payment provider: no real card is charged.</Typography.Text>
      )}
      {editing && overview.provider === 'test' && (
        <TestCardForm
          onClose={close}
          onSaved={() => {
            close();
            onSaved();
          }}
        />
      )}
      {editing && overview.provider === 'stripe' && (
        <Suspense fallback={null}>
          <StripeCardForm
            publishableKey={overview.stripePublishableKey ?? ''}
            onClose={close}
            onSaved={() => {
              close();
              onSaved();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
