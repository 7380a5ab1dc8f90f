import { MONEY_BACK_DAYS } from '@storyvault/contracts';

export function CheckoutButton({ pending }: { pending: boolean }) {
  return (
    <div className="checkout-action">
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? 'Processing...' : 'Continue to Secure Checkout'}
      </button>
      <p className="note">
        Secure card payment through Stripe. Backed by our {MONEY_BACK_DAYS}-day money-back guarantee.
      </p>
    </div>
  );
}
