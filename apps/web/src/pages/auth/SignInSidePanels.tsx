import type { WebMessageKey } from '../../i18n/messages';
import { PRODUCT_NAME } from '../../site';
import { useT } from '../../i18n/LanguageContext';

const PANELS: Array<{ title: WebMessageKey; text: WebMessageKey }> = [
  { title: 'dashboard.signIn.panelKeptTitle', text: 'dashboard.signIn.panelKeptText' },
  { title: 'dashboard.signIn.panelSimpleTitle', text: 'dashboard.signIn.panelSimpleText' },
  { title: 'dashboard.signIn.panelPrivateTitle', text: 'dashboard.signIn.panelPrivateText' },
];

/** Marketing beside the sign-in form; hidden on narrow screens by CSS. */
export function SignInSidePanels() {
  const t = useT();
  return (
    <aside className="side-panels" aria-label={t('dashboard.signIn.panelsLabel', { product: PRODUCT_NAME })}>
      {PANELS.map((panel) => (
        <section key={panel.title} className="side-panel">
          <h2>{t(panel.title)}</h2>
          <p>{t(panel.text)}</p>
        </section>
      ))}
    </aside>
  );
}
