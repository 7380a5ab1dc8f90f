import { MISMATCH_CLASS, normalizePath, PRERENDERED_ATTRIBUTE } from './pageMeta';
import '../styles.css';
import './public-site.css';

/**
 * The browser entry, kept tiny. The landing and about pages arrive prerendered and readable;
 * their code (React and the page) is fetched after the first paint, so on a slow link it does not
 * compete with the stylesheet, and hydrates the page alone. Every other path gets the same HTML
 * (the server's fallback is the landing page's index.html): its prerendered content is dropped
 * and the full app is loaded instead.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const html = document.documentElement;
const path = normalizePath(window.location.pathname);

if (html.getAttribute(PRERENDERED_ATTRIBUTE) === path && container.firstElementChild) {
  // A callback queued from requestAnimationFrame runs once that frame has been painted.
  requestAnimationFrame(() =>
    setTimeout(() => void import('./hydratePublicPage').then((m) => m.hydratePublicPage(container, path)), 0),
  );
} else {
  container.replaceChildren();
  html.classList.remove(MISMATCH_CLASS);
  html.removeAttribute(PRERENDERED_ATTRIBUTE);
  void import('../main');
}
