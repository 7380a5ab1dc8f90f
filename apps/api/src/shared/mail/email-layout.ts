import { DEFAULT_LANGUAGE, Language, translate } from '@storyvault/contracts';
/**
 * One simple, readable layout for every email: large type (no text under 18px), high contrast,
 * buttons far over 48px high, one obvious action, no images needed, and a plain-text twin built
 * from the same content. Checked in Chromium at 390px and at 200% zoom (test/browser); at 200%
 * zoom (under 300 CSS pixels, where clients read the style block) the margins shrink so long
 * words of the question need not break.
 */
export interface EmailContent {
  preheader?: string;
  greeting: string;
  paragraphs: string[];
  /**
   * A picture shown large just before the highlight: `src` is usually `cid:…` of an inline
   * attachment, so it shows without loading remote images. The plain text says `textNote` instead.
   */
  image?: { src: string; alt: string; textNote: string };
  /** Shown large and clear after the paragraphs: the question itself. */
  highlight?: string;
  /** Paragraphs after the highlight. */
  afterHighlight?: string[];
  button?: { label: string; url: string };
  /** Items after the paragraphs (a digest's stories): each a heading, a few lines and a link of its own. */
  sections?: Array<{ heading: string; text: string; link: { label: string; url: string } }>;
  /** Several buttons, one under the other (large targets for unsteady hands). */
  buttons?: Array<{ label: string; url: string }>;
  /**
   * What the HTML says under the buttons instead of listing their raw addresses (the plain text
   * always lists them, each whole on a line of its own).
   */
  htmlFallback?: string;
  afterButton?: string[];
  /** A small, quiet link after those paragraphs, for a choice that is not the email's main action. */
  quietLink?: { label: string; url: string };
  signature: string;
  /** The help address (SUPPORT_EMAIL), shown under the signature as a mail link. */
  help?: string;
  /**
   * The reader's language: the email's `<html lang>` and the layout's own words (the help line,
   * the line before the buttons' addresses). English when not given.
   */
  language?: Language;
  /** Small print at the very end: why this email came, and a link to stop such emails. */
  footer?: { lines: string[]; link: { label: string; url: string } };
}

/** The line under every email to a senior (and to owners): where to write when something is unclear. */
export function helpLine(address: string, language: Language = DEFAULT_LANGUAGE): string {
  return translate(language, 'email.help', { address });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Most of an email's lines have nothing to escape: they are tested before anything is replaced. */
const HTML_SPECIAL = /[&<>"']/;

export function escapeHtml(value: string): string {
  return HTML_SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : value;
}

/**
 * An email address that may go onto the next line only after its "@" or a dot, never inside a
 * word, so a narrow screen (a phone at 200% zoom) shows it in readable pieces.
 */
function breakableAddress(address: string): string {
  return escapeHtml(address).replace(/([@.])/g, '$1<wbr>');
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const language = content.language ?? DEFAULT_LANGUAGE;
  const help = content.help ? helpLine(content.help, language) : '';
  const buttonFallback = translate(language, 'email.buttonFallback');
  const p = (line: string) =>
    `<p style="margin:0 0 18px 0;font-size:20px;line-height:1.5;color:#1f1a17;overflow-wrap:anywhere;">${escapeHtml(line)}</p>`;
  const buttons = [...(content.button ? [content.button] : []), ...(content.buttons ?? [])];
  // One obvious action: the first button is filled, any after it outlined (still large, as easy to press).
  const buttonStyle = (first: boolean) =>
    first
      ? 'background:#7a3b12;color:#ffffff;border:3px solid #7a3b12;'
      : 'background:#ffffff;color:#7a3b12;border:3px solid #7a3b12;';
  const buttonHtml = buttons
    .map(
      (b, i) =>
        `<p style="margin:20px 0;"><a href="${escapeHtml(b.url)}" style="display:inline-block;${buttonStyle(i === 0)}font-size:22px;font-weight:bold;text-decoration:none;padding:15px 27px;border-radius:10px;">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const fallback = !buttons.length
    ? ''
    : content.htmlFallback
      ? `<p style="margin:0 0 18px 0;font-size:18px;line-height:1.5;color:#3d3530;">${escapeHtml(content.htmlFallback)}</p>`
      : `<p style="margin:0 0 18px 0;font-size:18px;line-height:1.5;color:#3d3530;">${escapeHtml(buttonFallback)}<br>${buttons
          .map(
            (b) =>
              `${escapeHtml(b.label)}: <a href="${escapeHtml(b.url)}" style="color:#7a3b12;word-break:break-all;">${escapeHtml(b.url)}</a>`,
          )
          .join('<br>')}</p>`;
  const highlight = content.highlight
    ? `<p class="sv-highlight" style="margin:8px 0 24px 0;padding:20px 24px;border-left:6px solid #7a3b12;background:#faf1e6;font-size:28px;line-height:1.4;font-weight:bold;color:#1f1a17;overflow-wrap:anywhere;">${escapeHtml(content.highlight)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.greeting)}</title>
<style>@media (max-width: 300px) { .sv-page { padding: 20px 12px !important; } .sv-highlight { padding: 14px 12px !important; font-size: 24px !important; } }</style></head>
<body style="margin:0;padding:0;background:#faf6f0;">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>` : ''}
<div class="sv-page" style="max-width:600px;margin:0 auto;padding:32px 24px;font-family:Georgia,'Times New Roman',serif;background:#ffffff;">
<p style="margin:0 0 24px 0;font-size:22px;font-weight:bold;color:#7a3b12;">StoryVault</p>
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
${content.image ? `<p style="margin:8px 0 16px 0;"><img src="${escapeHtml(content.image.src)}" alt="${escapeHtml(content.image.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:8px;"></p>` : ''}
${highlight}
${(content.afterHighlight ?? []).map(p).join('\n')}
${(content.sections ?? [])
  .map(
    (section) =>
      `<div style="margin:0 0 24px 0;padding:16px 20px;border-left:6px solid #7a3b12;background:#faf1e6;"><p style="margin:0 0 10px 0;font-size:22px;line-height:1.4;font-weight:bold;color:#1f1a17;">${escapeHtml(section.heading)}</p>${section.text ? p(section.text) : ''}<p style="margin:0;font-size:20px;"><a href="${escapeHtml(section.link.url)}" style="color:#7a3b12;font-weight:bold;">${escapeHtml(section.link.label)}</a></p></div>`,
  )
  .join('\n')}
${buttonHtml}
${fallback}
${(content.afterButton ?? []).map(p).join('\n')}
${
  content.quietLink
    ? `<p style="margin:0 0 18px 0;font-size:18px;line-height:1.5;"><a href="${escapeHtml(content.quietLink.url)}" style="color:#5c4a3d;">${escapeHtml(content.quietLink.label)}</a></p>`
    : ''
}
${p(content.signature)}
${
  content.help
    ? `<p style="margin:28px 0 0 0;padding-top:18px;border-top:1px solid #e6dccf;font-size:18px;line-height:1.5;color:#3d3530;">${escapeHtml(
        help,
      ).replace(
        escapeHtml(content.help),
        `<a href="mailto:${escapeHtml(content.help)}" style="color:#7a3b12;overflow-wrap:anywhere;">${breakableAddress(content.help)}</a>`,
      )}</p>`
    : ''
}
${
  content.footer
    ? `<p style="margin:24px 0 0 0;font-size:18px;line-height:1.5;color:#3d3530;">${content.footer.lines
        .map(escapeHtml)
        .join(
          '<br>',
        )}<br><a href="${escapeHtml(content.footer.link.url)}" style="color:#7a3b12;">${escapeHtml(content.footer.link.label)}</a></p>`
    : ''
}
</div></body></html>`;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.image ? [content.image.textNote] : []),
    ...(content.highlight ? [`    ${content.highlight}`] : []),
    ...(content.afterHighlight ?? []),
    ...(content.sections ?? []).map((section) =>
      [section.heading, ...(section.text ? [section.text] : []), `${section.link.label}:\n${section.link.url}`].join(
        '\n',
      ),
    ),
    ...buttons.map((b) => `${b.label}:\n${b.url}`),
    ...(content.afterButton ?? []),
    ...(content.quietLink ? [`${content.quietLink.label}:\n${content.quietLink.url}`] : []),
    content.signature,
    ...(content.help ? [`--\n${help}`] : []),
    ...(content.footer
      ? [[...content.footer.lines, `${content.footer.link.label}:`, content.footer.link.url].join('\n')]
      : []),
  ].join('\n\n');
  return { html, text: text + '\n' };
}
