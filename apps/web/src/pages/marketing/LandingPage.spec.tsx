import { render, screen, within } from '@testing-library/react';
import LandingPage from './LandingPage';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('landing page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('has every section of docs/product.md §2 under one h1', () => {
    render(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Why It Matters', 'How It Works', 'Frequently Asked Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const why = screen.getByRole('heading', { name: 'Why It Matters' }).closest('section')!;
    expect(within(why).getAllByRole('listitem')).toHaveLength(3);
    const how = document.getElementById('how-it-works')!;
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pick the Questions', 'They Just Reply', 'Stories Live Forever']);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(hero).getByText(/30-day money-back guarantee/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(document.title).toBe("StoryVault - Preserve Your Parent's Life Stories");
  });

  it('links the header, hero and footer where docs/product.md §2 says', () => {
    render(<LandingPage />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'StoryVault' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(within(header).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/get-started');
    expect(screen.getAllByRole('link', { name: 'Start Preserving Stories' })[0].getAttribute('href')).toBe(
      '/get-started',
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe('#how-it-works');
    expect(within(footer).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('#faq');
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      'mailto:support@storyvault.app',
    );
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
  });

  it('scrolls to the top when it opens', () => {
    render(<LandingPage />);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
