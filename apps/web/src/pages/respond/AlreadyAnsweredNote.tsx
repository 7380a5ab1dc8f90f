/** "24 November", with the year only when it is not this year's. */
export function answeredOn(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/**
 * A link used again: the senior is told, kindly, that the question was answered already, and
 * that more is welcome (the form below still takes a second answer).
 */
export function AlreadyAnsweredNote({ answeredAt, more }: { answeredAt: string | null | undefined; more: string }) {
  if (!answeredAt || Number.isNaN(Date.parse(answeredAt))) return null;
  return (
    <p className="respond__answered" role="note">
      You already answered this question on {answeredOn(answeredAt)} — {more} more if you like.
    </p>
  );
}
