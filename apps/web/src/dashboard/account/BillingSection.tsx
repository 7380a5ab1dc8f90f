import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, type BillingView, type PlanType } from '@storyvault/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useDashboardToast } from '../data/useDashboardToast';
import { BillingReceipts } from './BillingReceipts';
import { formatDate, formatMoney, useBilling } from './useBilling';

const BIG = { minHeight: 48 };
const PLAN_NAMES: Record<PlanType, string> = { annual: 'Annual', monthly: 'Monthly' };
const STATUS_NAMES: Record<string, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment failed',
  canceled: 'Ended',
  unpaid: 'Ended',
  incomplete_expired: 'Ended',
};

const BRANDS: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

function describe(view: BillingView): string {
  if (view.cancelAtPeriodEnd && view.endsAt) return `Ends on ${formatDate(view.endsAt)}`;
  if (view.renewsAt) return `Renews on ${formatDate(view.renewsAt)}`;
  if (view.endsAt) return `Ended on ${formatDate(view.endsAt)}`;
  return '';
}

/** The account page's plan: what it is, what it costs, and every change the owner may make. */
export function BillingSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notify = useDashboardToast();
  const { billing, cancel, resume, switchPlan, refund, portal } = useBilling();
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null);
  const view = billing.data;
  // The button pressed may be gone once the answer comes (Cancel becomes Undo): focus goes to the
  // heading, after the dialog has closed and given the focus back to what opened it.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) heading.current?.focus();
  }, [refocus]);
  const done = (title: string, description?: string) => {
    notify.success(title, description);
    setAsking(null);
    setRefocus((n) => n + 1);
  };
  const failed = (title: string) => (error: unknown) => {
    notify.failure(title, error);
    setAsking(null);
  };

  const title = (
    <Typography id={headingId} ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ mb: 2 }}>
      Your plan
    </Typography>
  );
  const shell = (children: React.ReactNode) => (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      {children}
    </Paper>
  );
  if (billing.isPending) return shell(<Typography>Loading your plan…</Typography>);
  if (billing.isError || !view)
    return shell(<Alert severity="error">Your plan could not be loaded. Please try again in a moment.</Alert>);
  if (!view.plan)
    return shell(
      <Typography>
        You have no subscription.{' '}
        <Link component={RouterLink} to="/upgrade">
          See the plans
        </Link>
      </Typography>,
    );

  const active = view.status !== null && !['canceled', 'unpaid', 'incomplete_expired'].includes(view.status);
  const other: PlanType = view.plan === 'annual' ? 'monthly' : 'annual';
  const refundable = view.refundableUntil !== null && new Date(view.refundableUntil).getTime() > Date.now();
  const endDate = view.endsAt ?? view.renewsAt;

  return shell(
    <>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem' }}>
        <dt>Plan</dt>
        <dd style={{ margin: 0 }}>{PLAN_NAMES[view.plan]}</dd>
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>{STATUS_NAMES[view.status ?? ''] ?? view.status}</dd>
        {view.price && (
          <>
            <dt>Price</dt>
            <dd style={{ margin: 0 }}>
              {formatMoney(view.price.amount, view.price.currency)} a {view.price.interval}
            </dd>
          </>
        )}
        {describe(view) && (
          <>
            <dt>{view.cancelAtPeriodEnd || !active ? 'Ends' : 'Next payment'}</dt>
            <dd style={{ margin: 0 }}>{describe(view)}</dd>
          </>
        )}
        {view.card && (
          <>
            <dt>Card</dt>
            <dd style={{ margin: 0 }}>
              {brandName(view.card.brand)} ending in {view.card.last4}
            </dd>
          </>
        )}
      </dl>
      {view.paymentFailedAt && view.graceEndsAt && active && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Your last payment did not go through. Please update your card by {formatDate(view.graceEndsAt)} to keep
          everything working.
        </Alert>
      )}
      {!active && (
        <Typography sx={{ mt: 2 }}>
          Your collection stays readable and downloadable.{' '}
          <Link component={RouterLink} to="/upgrade">
            Subscribe again
          </Link>
        </Typography>
      )}
      {active && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
          {view.cancelAtPeriodEnd ? (
            <Button
              variant="contained"
              sx={BIG}
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => done('Your subscription will go on', 'The cancellation is undone.'),
                  onError: failed('The cancellation could not be undone'),
                })
              }
            >
              Undo the cancellation
            </Button>
          ) : (
            <Button
              variant="contained"
              sx={BIG}
              disabled={switchPlan.isPending}
              onClick={() =>
                switchPlan.mutate(other, {
                  onSuccess: () => done(`You are now on the ${PLAN_NAMES[other].toLowerCase()} plan`),
                  onError: failed('The plan could not be switched'),
                })
              }
            >
              Switch to {other} ({PLANS[other].label})
            </Button>
          )}
          <Button
            variant="outlined"
            sx={BIG}
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onSuccess: (url) => window.location.assign(url),
                onError: failed('The card page could not be opened'),
              })
            }
          >
            Update card
          </Button>
          {!view.cancelAtPeriodEnd && (
            <Button variant="outlined" color="error" sx={BIG} onClick={() => setAsking('cancel')}>
              Cancel subscription
            </Button>
          )}
          {refundable && (
            <Button variant="outlined" color="error" sx={BIG} onClick={() => setAsking('refund')}>
              Request a refund
            </Button>
          )}
        </Stack>
      )}
      <BillingReceipts receipts={view.receipts} />
      <ConfirmDialog
        open={asking === 'cancel'}
        title="Cancel your subscription?"
        text={`Your collection stays readable and downloadable. Questions stop on ${endDate ? formatDate(endDate) : 'the end of your paid period'}. Nothing is deleted, and you can undo this until then.`}
        confirmLabel="Cancel subscription"
        pending={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (next) =>
              done(
                'Your subscription is cancelled',
                next.endsAt ? `It ends on ${formatDate(next.endsAt)}.` : undefined,
              ),
            onError: failed('The subscription could not be cancelled'),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'refund'}
        title="Request a refund?"
        text="We give back your first payment in full and end your subscription now. Questions stop today. Your collection stays readable and downloadable, and nothing is deleted."
        confirmLabel="Refund and end my subscription"
        pending={refund.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: () => done('Your payment is being refunded', 'Your subscription has ended.'),
            onError: failed('The refund could not be made'),
          })
        }
      />
    </>,
  );
}
