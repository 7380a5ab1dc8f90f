import { SUPPORT_EMAIL } from '../../site';
import { linkGone } from '../../respond/respondTexts';

/**
 * A link that opens no question (unknown, or too old): not an error she made, so no red box; what
 * to do instead, and whom to write to. The server names the owner only for a link it knows.
 */
export function LinkGone({ message }: { message?: string }) {
  return (
    <div className="respond__gone" role="status">
      <p>{message ?? linkGone()}</p>
      <p>
        If you need a hand, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
