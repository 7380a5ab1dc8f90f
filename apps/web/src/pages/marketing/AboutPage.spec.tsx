import { render, screen, within } from '@testing-library/react';
import AboutPage from './AboutPage';

describe('about page', () => {
  it("is titled with the product and 'Preserve Your Parent's Life Story', with the sections of docs/product.md §2", () => {
    render(<AboutPage />);
    const title = "StoryVault - Preserve Your Parent's Life Story";
    expect(document.title).toBe(title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Our Mission', 'Why We Built It', "Who It's For"]),
    );
    expect(screen.getByRole('link', { name: 'Start Preserving Stories' }).getAttribute('href')).toBe('/get-started');
  });

  it('links the footer to the home page and /register', () => {
    render(<AboutPage />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/register']);
  });
});
