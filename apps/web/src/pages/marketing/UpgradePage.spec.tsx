import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import UpgradePage from './UpgradePage';

function renderUpgrade() {
  return render(
    <MemoryRouter initialEntries={['/upgrade']}>
      <Routes>
        <Route path="/upgrade" element={<UpgradePage />} />
        <Route path="/dashboard" element={<p>The dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('premium upgrade page (/upgrade)', () => {
  it("is titled 'Upgrade to' the product's name plus 'Premium'", () => {
    renderUpgrade();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Upgrade to StoryVault Premium');
    expect(document.title).toBe('Upgrade to StoryVault Premium | StoryVault');
  });

  it('says payment processing is coming soon, expected in a few days', () => {
    renderUpgrade();
    expect(
      screen.getByText(/^Payment processing is coming soon\. We expect it to be ready in a few days/),
    ).toBeTruthy();
  });

  it('lists the premium benefits and the prices of docs/product.md §2', () => {
    renderUpgrade();
    const benefits = screen.getByRole('region', { name: 'What Premium Includes' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full question library: 150+ questions across 9 categories',
      'Custom questions written by you',
      'Unlimited stories',
      'Up to 5 storytellers: a vault for each of your loved ones, at no extra cost',
    ]);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('$7/month or $59/year (save $25)')).toBeTruthy();
  });

  it('goes back to /dashboard', () => {
    renderUpgrade();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByText('The dashboard')).toBeTruthy();
  });
});
