import { LIBRARY_CLAIM } from '@storyvault/contracts';
const STEPS = [
  {
    title: 'Pick the Questions',
    text: `Choose from our library of over ${LIBRARY_CLAIM} thoughtful questions, from childhood and first jobs to love, family and life lessons, or write your own.`,
  },
  {
    title: 'They Just Reply',
    text: 'One question a week arrives in your parent’s inbox. They answer by replying to the email: no app to install, no password to remember.',
  },
  {
    title: 'Stories Live Forever',
    text: 'Every reply is saved as a story in your private family collection, ready to read, share and keep for generations.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="section section--warm" aria-labelledby="how-title">
      <div className="section__inner">
        <h2 id="how-title">How It Works</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
