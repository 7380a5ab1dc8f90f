import { fireEvent, screen, within } from '@testing-library/react';
import type { GiftView } from '@storyvault/contracts';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { vault, vaultHandlers } from '../test/fixtures';

const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

const gift: GiftView = {
  id: 'g1',
  seniorName: 'Rose',
  startDate: '2026-12-14',
  vaultId: 'v1',
  cardUrls: { a5: '/api/gifts/g1/card/a5', letter: '/api/gifts/g1/card/letter' },
};

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('a gift’s vault and the setup card, in German', () => {
  it('tells the giver the start day and offers the cards in German', async () => {
    mockFetch({
      ...vaultHandlers({ vault: vault({ giftMessage: 'Alles Liebe, Ann', startsOn: '2026-12-14' }) }),
      ...GERMAN,
      'GET /api/gifts/mine': () => jsonResponse(200, [gift]),
    });
    await renderApp('/dashboard');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Beginnt am Montag, 14. Dezember 2026' },
      { timeout: 10_000 },
    );
    const card = within(heading.closest('section') as HTMLElement);
    expect(card.getByText(/^An diesem Tag bekommt Rose eine kurze Einführung mit deiner Nachricht/)).toBeTruthy();
    expect((await card.findByRole('link', { name: 'Die Geschenkkarte herunterladen (A5)' })).getAttribute('href')).toBe(
      '/api/gifts/g1/card/a5',
    );
    expect(card.getByRole('link', { name: 'Die Geschenkkarte herunterladen (US-Letter)' })).toBeTruthy();
    expect(card.queryByText(/Starts on|Download the gift card/)).toBeNull();
  });

  it('asks for the storyteller’s language in German while setting up', async () => {
    mockFetch({ ...vaultHandlers({ vault: vault({ isSetupComplete: false }) }), ...GERMAN });
    await renderApp('/dashboard');
    expect(await screen.findByRole('combobox', { name: 'Sprache' }, { timeout: 10_000 })).toBeTruthy();
    expect(
      screen.getByText('In dieser Sprache bekommt dein Lieblingsmensch die Fragen, die E-Mails und das Buch.'),
    ).toBeTruthy();
    expect(screen.queryByText("Your loved one's questions, emails and book are in this language.")).toBeNull();
  });

  it('previews the introduction in the storyteller’s language, as it will be sent', async () => {
    mockFetch({ ...vaultHandlers({ vault: vault({ isSetupComplete: false }) }), ...GERMAN });
    await renderApp('/dashboard');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sprache' }, { timeout: 10_000 }), {
      target: { value: 'de' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Alles Liebe, Ann Smith (über StoryVault)')).toBeTruthy();
    expect(within(dialog).queryByText(/With love/)).toBeNull();
  });
});
