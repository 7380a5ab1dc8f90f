import type { AnswerLinkView } from '../../respond/respondApi';

/** The question, in the largest type on the page, with a greeting for whom it was sent to. */
export function QuestionCard({ view }: { view: AnswerLinkView }) {
  return (
    <section className="respond__question-card" aria-label="Your question">
      <p className="respond__greeting">
        {view.seniorFirstName ? `Hello ${view.seniorFirstName}, here is your question:` : 'Here is your question:'}
      </p>
      {view.photoUrl ? (
        <img className="respond__photo" src={view.photoUrl} alt="The photo this question is about" />
      ) : null}
      <p className="respond__question">{view.question}</p>
    </section>
  );
}
