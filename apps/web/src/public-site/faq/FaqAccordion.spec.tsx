import { fireEvent, render, screen } from '@testing-library/react';
import { FaqSection } from './FaqSection';
import { FAQ_ITEMS, faqStructuredData } from './faqItems';

const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('FAQ', () => {
  it('has the seven questions of docs/product.md §2, all closed at first', () => {
    render(<FaqSection />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(answerOf(button).hidden).toBe(true);
      expect(button.closest('h3')).not.toBeNull();
    }
    expect(document.getElementById('faq')).not.toBeNull();
  });

  it('opens one answer at a time, and closes the open one on a second click', () => {
    render(<FaqSection />);
    const install = question('Does my parent need to install anything?');
    const cost = question('How much does StoryVault cost?');

    fireEvent.click(install);
    expect(install.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(install).hidden).toBe(false);
    expect(answerOf(install).textContent).toContain('Your parent doesn’t need an app');

    fireEvent.click(cost);
    expect(cost.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(cost).textContent).toContain('$59/year or $7/month');
    expect(answerOf(cost).textContent).toContain('One plan covers up to 5 storytellers');
    expect(install.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(install).hidden).toBe(true);

    fireEvent.click(cost);
    expect(cost.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('gives search engines four of the questions as FAQPage structured data, matching the page', () => {
    const { container } = render(<FaqSection />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(4);
    for (const entry of data.mainEntity) {
      const item = FAQ_ITEMS.find((i) => i.question === entry.name);
      expect(item).toBeDefined();
      expect(entry).toEqual({
        '@type': 'Question',
        name: item!.question,
        acceptedAnswer: { '@type': 'Answer', text: item!.answer },
      });
    }
  });

  it('escapes "<" so an answer cannot end the script element', () => {
    const json = faqStructuredData([{ id: 'x', question: 'Q', answer: '</script><b>', structured: true }]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].acceptedAnswer.text).toBe('</script><b>');
  });
});
