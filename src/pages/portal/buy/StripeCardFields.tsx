import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key) as Promise<Stripe | null>;
};

/** Hands the page a function that turns the card in Stripe's fields into a payment method id. */
function Fields({ onReady }: { onReady: (create: () => Promise<string>) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async () => {
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message);
      const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) throw new Error(error?.message ?? 'The card could not be read.');
      return paymentMethod.id;
    });
  }, [stripe, elements, onReady]);
  return <PaymentElement />;
}

/**
 * Stripe's card fields with the centre's publishable key, loaded only when the centre has keys (the
 * page imports this lazily). The server confirms the payment with the method created here.
 */
export default function StripeCardFields(props: {
  publishableKey: string;
  amountCents: number;
  currency: string;
  onReady: (create: () => Promise<string>) => void;
}) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        mode: 'payment',
        amount: Math.max(props.amountCents, 50),
        currency: props.currency.toLowerCase(),
        paymentMethodCreation: 'manual',
      }}
    >
      <Fields onReady={props.onReady} />
    </Elements>
  );
}
