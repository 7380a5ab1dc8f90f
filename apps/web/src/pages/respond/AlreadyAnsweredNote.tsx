import { dayOf, useSeniorWords } from '../../respond/seniorWords';

/**
 * A link used again: the senior is told, kindly, that the question was answered already, and
 * that more is welcome (the form below still takes a second answer).
 */
export function AlreadyAnsweredNote({
  answeredAt,
  more,
}: {
  answeredAt: string | null | undefined;
  more: 'write' | 'record';
}) {
  const { language, t } = useSeniorWords();
  if (!answeredAt || Number.isNaN(Date.parse(answeredAt))) return null;
  const date = dayOf(answeredAt, language);
  return (
    <p className="respond__answered" role="note">
      {more === 'write' ? t('senior.page.answeredWrite', { date }) : t('senior.page.answeredRecord', { date })}
    </p>
  );
}
