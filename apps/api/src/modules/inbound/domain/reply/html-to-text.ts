import type * as HtmlToText from 'html-to-text';
import type { FormatCallback } from 'html-to-text';

// Markers written into the converted text around quoted containers and where the answered mail
// begins. Private-use characters: no one types them, and they survive the conversion as text.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const HISTORY = '\uE002';

// Containers that hold only the quoted mail.
const QUOTED_CONTAINERS = [
  'blockquote',
  '.gmail_quote',
  '.gmail_quote_container',
  '.yahoo_quoted',
  '.protonmail_quote',
  '.zmail_extra',
  '.tutanota_quote',
  '[type=cite]',
  '#mail-editor-reference-message-container',
];

// Elements that open the quoted part (a header block or a rule) with the rest following them.
const HISTORY_OPENERS = [
  '#divRplyFwdMsg',
  '#appendonsend',
  '#OLK_SRC_BODY_SECTION',
  '#OutlookMessageHeader',
  '.OutlookMessageHeader',
  'hr#stopSpelling',
  '.moz-cite-prefix',
  '.moz-forward-container',
  '#isForwardContent',
  '#isReplyContent',
];

const quoted: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addLiteral(OPEN);
  walk(elem.children, builder);
  builder.addLiteral(CLOSE);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const historyStart: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addLiteral(HISTORY);
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const heading = (selector: string) => ({ selector, options: { uppercase: false } });

let converter: ((html: string) => string) | undefined;

/**
 * The converter, made by the first HTML reply: html-to-text and its parser are some 30 files that
 * most processes loading this module (the CLI's reading commands, the api) need only for a reply.
 */
function convert(html: string): string {
  if (!converter) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, synchronously
    const { compile } = require('html-to-text') as typeof HtmlToText;
    converter = compile(OPTIONS);
  }
  return converter(html);
}

const OPTIONS: HtmlToText.HtmlToTextOptions = {
  wordwrap: false,
  formatters: { quoted, historyStart },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'head', format: 'skip' },
    { selector: 'title', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'table', format: 'block' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(heading),
    ...QUOTED_CONTAINERS.map((selector) => ({ selector, format: 'quoted' })),
    ...HISTORY_OPENERS.map((selector) => ({ selector, format: 'historyStart' })),
  ],
};

/**
 * Plain text of an HTML mail body. What the client marked as quoted (its quote containers,
 * and everything after its reply header) is returned apart, as `quoted`; `whole` is all of it,
 * quotes in place.
 */
export function htmlToPlainText(html: string): { text: string; quoted: string[]; whole: string } {
  const converted = convert(html.replace(/[\uE000-\uE002]/g, ''));
  const quotedParts: string[] = [];
  const history = converted.indexOf(HISTORY);
  const body = history < 0 ? converted : converted.slice(0, history);
  if (history >= 0) quotedParts.push(strip(converted.slice(history)));

  let text = '';
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === OPEN) {
      depth++;
    } else if (ch === CLOSE) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        quotedParts.push(strip(current));
        current = '';
      }
    } else if (depth > 0) {
      current += ch;
    } else {
      text += ch;
    }
  }
  if (current) quotedParts.push(strip(current));
  // Gmail writes a blank line as <div><br></div>, which converts to two: blank lines in HTML
  // are layout, so any run of them becomes one.
  return {
    text: blankLinesAsOne(text),
    quoted: quotedParts.filter((p) => p.trim() !== ''),
    whole: blankLinesAsOne(strip(converted)),
  };
}

function blankLinesAsOne(text: string): string {
  return text.replace(/\n[ \t]*(?:\n[ \t]*){2,}/g, '\n\n');
}

function strip(text: string): string {
  return text.replace(/[\uE000-\uE002]/g, '').trim();
}
