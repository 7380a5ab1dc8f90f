import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLANS, type BillingView, type PlanType } from '@storyvault/contracts';
import { useT, type Translate } from '../../i18n/LanguageContext';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useDashboardToast } from '../data/useDashboardToast';
import { BillingReceipts } from './BillingReceipts';
import { formatDate, formatMoney, useBilling } from './useBilling';

const BIG = { minHeight: 48 };
/** The provider's statuses, as the owner is told them; any other is shown as the provider names it. */
const STATUS_KINDS: Record<string, 'active' | 'failed' | 'ended'> = {
  active: 'active',
  trialing: 'active',
  past_due: 'failed',
  canceled: 'ended',
  unpaid: 'ended',
  incomplete_expired: 'ended',
};

const BRANDS: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

function describe(view: BillingView, t: Translate): string {
  const date = (iso: string) => formatDate(iso, t.language);
  if (view.cancelAtPeriodEnd && view.endsAt) return t('dashboard.billing.endsOn', { date: date(view.endsAt) });
  if (view.renewsAt) return t('dashboard.billing.renewsOn', { date: date(view.renewsAt) });
  if (view.endsAt) return t('dashboard.billing.endedOn', { date: date(view.endsAt) });
  return '';
}

/** The account page's plan: what it is, what it costs, and every change the owner may make. */
export function BillingSection() {
  const t = useT();
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
      {t('dashboard.billing.title')}
    </Typography>
  );
  const shell = (children: React.ReactNode) => (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      {children}
    </Paper>
  );
  if (billing.isPending) return shell(<Typography>{t('dashboard.billing.loading')}</Typography>);
  if (billing.isError || !view) return shell(<Alert severity="error">{t('dashboard.billing.failed')}</Alert>);
  if (!view.plan)
    return shell(
      <Typography>
        {t.rich('dashboard.billing.none', {
          link: (chunks) => (
            <Link component={RouterLink} to="/upgrade">
              {chunks}
            </Link>
          ),
        })}
      </Typography>,
    );

  const active = view.status !== null && !['canceled', 'unpaid', 'incomplete_expired'].includes(view.status);
  const other: PlanType = view.plan === 'annual' ? 'monthly' : 'annual';
  const refundable = view.refundableUntil !== null && new Date(view.refundableUntil).getTime() > Date.now();
  const endDate = view.endsAt ?? view.renewsAt;
  const described = describe(view, t);
  const statusKind = STATUS_KINDS[view.status ?? ''];

  return shell(
    <>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem' }}>
        <dt>{t('dashboard.billing.planLabel')}</dt>
        <dd style={{ margin: 0 }}>{t('dashboard.billing.plan', { plan: view.plan })}</dd>
        <dt>{t('dashboard.billing.statusLabel')}</dt>
        <dd style={{ margin: 0 }}>
          {statusKind ? t('dashboard.billing.status', { status: statusKind }) : view.status}
        </dd>
        {view.price && (
          <>
            <dt>{t('dashboard.billing.priceLabel')}</dt>
            <dd style={{ margin: 0 }}>
              {t('dashboard.billing.price', {
                amount: formatMoney(view.price.amount, view.price.currency, t.language),
                interval: view.price.interval,
              })}
            </dd>
          </>
        )}
        {described && (
          <>
            <dt>
              {view.cancelAtPeriodEnd || !active
                ? t('dashboard.billing.endsLabel')
                : t('dashboard.billing.nextPaymentLabel')}
            </dt>
            <dd style={{ margin: 0 }}>{described}</dd>
          </>
        )}
        {view.card && (
          <>
            <dt>{t('dashboard.billing.cardLabel')}</dt>
            <dd style={{ margin: 0 }}>
              {t('dashboard.billing.card', { brand: brandName(view.card.brand), last4: view.card.last4 })}
            </dd>
          </>
        )}
      </dl>
      {view.paymentFailedAt && view.graceEndsAt && active && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('dashboard.billing.paymentFailed', { date: formatDate(view.graceEndsAt, t.language) })}
        </Alert>
      )}
      {!active && (
        <Typography sx={{ mt: 2 }}>
          {t.rich('dashboard.billing.ended', {
            link: (chunks) => (
              <Link component={RouterLink} to="/upgrade">
                {chunks}
              </Link>
            ),
          })}
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
                  onSuccess: () => done(t('dashboard.billing.resumed'), t('dashboard.billing.resumedText')),
                  onError: failed(t('dashboard.billing.resumeFailed')),
                })
              }
            >
              {t('dashboard.billing.undo')}
            </Button>
          ) : (
            <Button
              variant="contained"
              sx={BIG}
              disabled={switchPlan.isPending}
              onClick={() =>
                switchPlan.mutate(other, {
                  onSuccess: () => done(t('dashboard.billing.switched', { plan: other })),
                  onError: failed(t('dashboard.billing.switchFailed')),
                })
              }
            >
              {t('dashboard.billing.switchTo', {
                plan: other,
                price: formatMoney(PLANS[other].priceCents, 'usd', t.language, true),
              })}
            </Button>
          )}
          <Button
            variant="outlined"
            sx={BIG}
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onSuccess: (url) => window.location.assign(url),
                onError: failed(t('dashboard.billing.portalFailed')),
              })
            }
          >
            {t('dashboard.billing.updateCard')}
          </Button>
          {!view.cancelAtPeriodEnd && (
            <Button variant="outlined" color="error" sx={BIG} onClick={() => setAsking('cancel')}>
              {t('dashboard.billing.cancel')}
            </Button>
          )}
          {refundable && (
            <Button variant="outlined" color="error" sx={BIG} onClick={() => setAsking('refund')}>
              {t('dashboard.billing.refund')}
            </Button>
          )}
        </Stack>
      )}
      <BillingReceipts receipts={view.receipts} />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('dashboard.billing.cancelTitle')}
        text={t('dashboard.billing.cancelText', {
          known: endDate ? 'yes' : 'no',
          date: endDate ? formatDate(endDate, t.language) : '',
        })}
        confirmLabel={t('dashboard.billing.cancel')}
        pending={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (next) =>
              done(
                t('dashboard.billing.cancelled'),
                next.endsAt
                  ? t('dashboard.billing.cancelledText', { date: formatDate(next.endsAt, t.language) })
                  : undefined,
              ),
            onError: failed(t('dashboard.billing.cancelFailed')),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'refund'}
        title={t('dashboard.billing.refundTitle')}
        text={t('dashboard.billing.refundText')}
        confirmLabel={t('dashboard.billing.refundConfirm')}
        pending={refund.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          refund.mutate(undefined, {
            onSuccess: () => done(t('dashboard.billing.refunded'), t('dashboard.billing.refundedText')),
            onError: failed(t('dashboard.billing.refundFailed')),
          })
        }
      />
    </>,
  );
}
