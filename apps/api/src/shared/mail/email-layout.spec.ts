import { escapeHtml, renderEmail } from './email-layout';

describe('email layout', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<b onclick="x('y')">Tom & Jerry</b>`)).toBe(
      '&lt;b onclick=&quot;x(&#39;y&#39;)&quot;&gt;Tom &amp; Jerry&lt;/b&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('renders text as text in both parts', () => {
    const { html, text } = renderEmail({
      greeting: 'Dear <Rose>,',
      paragraphs: ['Fish & chips'],
      highlight: 'What was "home"?',
      buttons: [{ label: 'Write it', url: 'https://stories.example.com/respond/write?token=a&b' }],
      signature: 'Ann',
    });
    expect(html).toContain('Dear &lt;Rose&gt;,');
    expect(html).toContain('What was &quot;home&quot;?');
    expect(html).toContain('href="https://stories.example.com/respond/write?token=a&amp;b"');
    expect(html).not.toContain('<Rose>');
    expect(text).toContain('Dear <Rose>,\n\nFish & chips\n\n    What was "home"?');
  });

  it('lets the help address go onto a new line only after its "@" or a dot, never inside a word', () => {
    const { html, text } = renderEmail({
      greeting: 'Hi',
      paragraphs: [],
      signature: 'Ann',
      help: 'help@story-vault.example',
    });
    expect(html).toContain(
      '<a href="mailto:help@story-vault.example" style="color:#7a3b12;overflow-wrap:anywhere;">help@<wbr>story-vault.<wbr>example</a>',
    );
    expect(html).not.toContain('break-all');
    expect(text).toContain('Write to help@story-vault.example and');
  });

  it("writes its own words in the reader's language: the html lang, the buttons' fallback and the help line", () => {
    const content = {
      greeting: 'Hallo Rosa,',
      paragraphs: ['Eine Frage.'],
      buttons: [{ label: 'Antworten', url: 'https://storyvault.example/a' }],
      signature: 'Anna',
      help: 'hilfe@example.com',
    };
    const german = renderEmail({ ...content, language: 'de' });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Falls ein Knopf nicht funktioniert, kopiere seine Adresse in deinen Browser:');
    expect(german.text).toContain('Schreib an hilfe@example.com, dann hilft dir ein Mensch weiter.');
    expect(german.html).not.toContain('If a button does not work');
    const english = renderEmail(content);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('If a button does not work, copy its address into your browser:');
    expect(english.text).toContain('Write to hilfe@example.com and a person will help you.');
  });
});
