import { SUPPORT_EMAIL } from '../../site';
import { useSeniorWords } from '../../respond/seniorWords';

/**
 * A link that opens no question (unknown, or too old): not an error she made, so no red box; what
 * to do instead, and whom to write to. The server names the owner only for a link it knows.
 */
export function LinkGone({ message }: { message?: string }) {
  const { t } = useSeniorWords();
  // The help line is one message; the address in it becomes a link.
  const [before, after] = t('senior.page.help', { email: '\u0000' }).split('\u0000');
  return (
    <div className="respond__gone" role="status">
      <p>{message ?? t('senior.page.linkGoneNoName')}</p>
      <p>
        {before}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        {after}
      </p>
    </div>
  );
}
