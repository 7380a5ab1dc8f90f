// Build step after `vite build`: renders the landing and about pages to static HTML, so their
// content and structured data are in the page before any script runs. A small SSR build of
// src/public-site/entry-server.tsx does the rendering; its output is thrown away afterwards.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'node_modules', '.prerender');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Applies one replacement and fails loudly when the template no longer has what it replaces. */
function replaceOnce(html, pattern, replacement, what) {
  if (!html.match(pattern)) throw new Error(`prerender: dist/index.html has no ${what}`);
  return html.replace(pattern, replacement);
}

await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/public-site/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});

try {
  const { renderPublicPages, PRERENDERED_ATTRIBUTE } = await import(
    pathToFileURL(join(ssrOut, 'entry-server.js')).href
  );
  // Read once: index.html is both the template and the landing page's own output.
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  for (const page of renderPublicPages()) {
    let html = replaceOnce(
      template,
      /<html lang="en">/,
      `<html lang="en" ${PRERENDERED_ATTRIBUTE}="${page.path}">`,
      '<html lang="en">',
    );
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      'meta description',
    );
    html = replaceOnce(html, '<div id="root"></div>', () => `<div id="root">${page.html}</div>`, 'empty #root');
    if (!/<h1[\s>]/.test(page.html)) throw new Error(`prerender: ${page.path} rendered no <h1>`);
    const target = join(dist, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.path} -> dist/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
} finally {
  await rm(ssrOut, { recursive: true, force: true });
}
