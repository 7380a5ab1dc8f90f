const REASONS = [
  {
    title: 'Memories Fade Quietly',
    text: 'The name of a first sweetheart, the smell of a grandmother’s kitchen, the day they brought you home. Details like these slip away unless someone asks.',
  },
  {
    title: 'Their Voice, in Their Own Words',
    text: 'A family tree lists names and dates. Your parent’s stories tell you who they were, what they hoped for and what they learned along the way.',
  },
  {
    title: 'A Gift for Generations',
    text: 'Grandchildren who never heard these stories at the dinner table can still read them, years from now, in the words of the person who lived them.',
  },
];

export function WhyItMatters() {
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="section__inner">
        <h2 id="why-title">Why It Matters</h2>
        <p className="section__intro">The stories we always mean to ask about are the easiest ones to lose.</p>
        <ul className="card-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="info-card">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
