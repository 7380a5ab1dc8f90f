import { FormMessage } from '../../components/FormMessage';
import { useT } from '../../i18n/LanguageContext';

/** What the sign-in page says right after an account asked to be deleted: the day, and the way back. */
export function DeletionScheduledNotice({ deleteAfter }: { deleteAfter: string }) {
  const t = useT();
  const at = new Date(deleteAfter);
  const known = !Number.isNaN(at.getTime());
  const day = known
    ? at.toLocaleDateString(t.language === 'en' ? 'en-GB' : t.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  return (
    <FormMessage kind="success">
      {t('dashboard.signIn.deletionScheduled', { known: known ? 'yes' : 'no', day })}
    </FormMessage>
  );
}
