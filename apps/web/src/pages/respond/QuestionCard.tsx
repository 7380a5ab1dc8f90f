import type { AnswerLinkView } from '../../respond/respondApi';
import { useSeniorWords } from '../../respond/seniorWords';

/** The question, in the largest type on the page, with a greeting for whom it was sent to. */
export function QuestionCard({ view }: { view: AnswerLinkView }) {
  const { t } = useSeniorWords();
  return (
    <section className="respond__question-card" aria-label={t('senior.page.questionLabel')}>
      <p className="respond__greeting">
        {view.seniorFirstName
          ? t('senior.page.greeting', { name: view.seniorFirstName })
          : t('senior.page.greetingNoName')}
      </p>
      {view.photoUrl ? <img className="respond__photo" src={view.photoUrl} alt={t('senior.page.photoAlt')} /> : null}
      <p className="respond__question">{view.question}</p>
    </section>
  );
}
