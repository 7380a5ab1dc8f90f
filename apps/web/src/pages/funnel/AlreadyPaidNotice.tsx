import { FunnelLayout } from './FunnelLayout';

/** A lead whose payment went through: nothing more to pay, and the link to finish went to `email`. */
export function AlreadyPaidNotice({ email }: { email: string }) {
  return (
    <FunnelLayout>
      <div className="funnel-card" role="status">
        <h1>You Have Already Paid</h1>
        <p className="lead">
          Your payment with {email} went through, so there is nothing more to pay. We have sent an email to {email} with
          a link to finish creating your account.
        </p>
        <p>Open that email and follow the link: you will only need to choose a password.</p>
      </div>
    </FunnelLayout>
  );
}
