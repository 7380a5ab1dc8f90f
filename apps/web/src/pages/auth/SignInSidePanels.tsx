import { PRODUCT_NAME } from '../../site';

const PANELS = [
  {
    title: 'Every Story, Kept Forever',
    text: 'Each reply becomes a story in your family collection, ready to read or listen to whenever you like.',
  },
  {
    title: 'Simple for Your Parent',
    text: 'One question arrives by email. They just reply, or record their voice. No app, no password.',
  },
  {
    title: 'Private to Your Family',
    text: `Your stories stay in a private vault that only you and the family you choose can see.`,
  },
];

/** Marketing beside the sign-in form; hidden on narrow screens by CSS. */
export function SignInSidePanels() {
  return (
    <aside className="side-panels" aria-label={`Why families choose ${PRODUCT_NAME}`}>
      {PANELS.map((panel) => (
        <section key={panel.title} className="side-panel">
          <h2>{panel.title}</h2>
          <p>{panel.text}</p>
        </section>
      ))}
    </aside>
  );
}
