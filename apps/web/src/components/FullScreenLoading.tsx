import { useT } from '../i18n/LanguageContext';

/** Shown while the current user or a page's code is still loading (docs/product.md §2). */
export function FullScreenLoading() {
  const t = useT();
  return (
    <div className="fullscreen-loading" role="status" aria-live="polite">
      <span className="fullscreen-loading__spinner" aria-hidden="true" />
      <p>{t('dashboard.fullScreen.loading')}</p>
    </div>
  );
}
