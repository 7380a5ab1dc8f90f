// react-router 7 uses TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom compiles a :has() selector anew each time it tries it on an element, and the accessibility
// queries (getByRole and the like) ask for the style of each element and its ancestors, trying
// every rule of the page on each: MUI's three :has() rules for a native select's padding were a
// fifth of a test's time. Emotion writes its rules with insertRule; here one with :has() is left
// out. They set only CSS variables for that padding, which jsdom does not draw and no test reads;
// every rule that hides or shows an element is kept.
// (The specs of the build scripts run in Node, without a DOM.)
if (typeof CSSStyleSheet !== 'undefined') {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function insertRuleWithoutHas(rule, index) {
    if (typeof rule === 'string' && rule.includes(':has(')) return index ?? this.cssRules.length;
    return insertRule.call(this, rule, index);
  };
}
