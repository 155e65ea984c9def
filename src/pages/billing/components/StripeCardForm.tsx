import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Alert, Button, Modal, message, Space, Spin } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { saveStripeCard, startCardSetup } from '@/services/api/billing';

/** One Stripe.js per publishable key, loaded the first time a card is added. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key) as Promise<Stripe | null>;
};

function SetupForm({ onSaved }: { onSaved: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const save = async () => {
    if (!stripe || !elements) return;
    setSaving(true);
    setProblem(undefined);
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/manage-payment` },
    });
    if (error || !setupIntent) {
      setProblem(error?.message ?? 'The card could not be saved.');
      setSaving(false);
      return;
    }
    try {
      await saveStripeCard({ setupIntentId: setupIntent.id }, { skipErrorHandler: true });
      message.success('Card saved');
      onSaved();
    } catch (failure) {
      showRequestFailure('Failed to save the card, try again', failure);
    }
    setSaving(false);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PaymentElement />
      {problem && <Alert type="error" showIcon message={problem} />}
      <Button type="primary" loading={saving} disabled={!stripe} onClick={save}>
        Save card
      </Button>
    </Space>
  );
}

/** Adds or replaces the card through Stripe Elements: a SetupIntent confirmed in the browser. */
export default function StripeCardForm(props: { publishableKey: string; onClose: () => void; onSaved: () => void }) {
  // Starting the SetupIntent is what opening the form loads; a failure says why and offers a retry.
  const setup = useLoaded(
    async () => (await startCardSetup({ skipErrorHandler: true })).clientSecret ?? undefined,
    'card-setup',
  );
  const clientSecret = setup.data;
  return (
    <Modal open title="Card on file" footer={null} onCancel={props.onClose} width={480}>
      {clientSecret ? (
        <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret }}>
          <SetupForm onSaved={props.onSaved} />
        </Elements>
      ) : setup.failed ? (
        <LoadFailed loaded={setup} what="the card form" />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
