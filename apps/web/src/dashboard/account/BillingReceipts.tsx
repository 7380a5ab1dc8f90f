import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BillingReceipt } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';
import { formatDate, formatMoney } from './useBilling';

/** The payments made, newest first, each linking to its receipt when the provider has a page for it. */
export function BillingReceipts({ receipts }: { receipts: BillingReceipt[] }) {
  const t = useT();
  if (!receipts.length) return null;
  return (
    <>
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('dashboard.billing.receipts')}
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {receipts.map((r) => {
          const label = t('dashboard.billing.receipt', {
            date: formatDate(r.date, t.language),
            amount: formatMoney(r.amount, r.currency, t.language),
            numbered: r.number ? 'yes' : 'no',
            number: r.number ?? '',
          });
          return (
            <li key={r.id} style={{ padding: '0.75rem 0' }}>
              {r.url ? (
                <Link href={r.url} target="_blank" rel="noopener noreferrer">
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
