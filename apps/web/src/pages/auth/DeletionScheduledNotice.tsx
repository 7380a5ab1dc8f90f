import { FormMessage } from '../../components/FormMessage';

/** What the sign-in page says right after an account asked to be deleted: the day, and the way back. */
export function DeletionScheduledNotice({ deleteAfter }: { deleteAfter: string }) {
  const at = new Date(deleteAfter);
  const day = Number.isNaN(at.getTime())
    ? 'in 30 days'
    : `on ${at.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
  return (
    <FormMessage kind="success">
      Your account will be deleted {day}. We sent you an email about it. Changed your mind? Sign in before then and
      nothing is deleted.
    </FormMessage>
  );
}
