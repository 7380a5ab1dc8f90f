import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { vaultHandlers } from '../test/fixtures';

const familyCard = async () =>
  (await screen.findByRole('heading', { name: 'Family' }, { timeout: 10_000 })).closest('section') as HTMLElement;

describe("the owner's emails about the family", () => {
  it('shows each choice as saved and saves one as soon as it is ticked, leaving the others', async () => {
    let ownerEmails = { joins: true, comments: false, suggestions: true };
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/vaults/v1/notifications': () => jsonResponse(200, { notify: 'each', ownerEmails }),
      'PUT /api/vaults/v1/notifications/owner-emails': (init) => {
        ownerEmails = { ...ownerEmails, ...JSON.parse(String(init?.body)) };
        return jsonResponse(200, { notify: 'each', ownerEmails });
      },
    });
    await renderApp('/dashboard');
    const card = await familyCard();
    const group = await within(card).findByRole('group', { name: 'Email me when someone…' });
    const box = (name: string) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(box('joins the family').checked).toBe(true));
    expect(box('comments on a story').checked).toBe(false);
    expect(box('suggests a question').checked).toBe(true);

    fireEvent.click(box('comments on a story'));
    expect(await screen.findByText('We will email you when someone comments on a story.')).toBeTruthy();
    await waitFor(() => expect(box('comments on a story').checked).toBe(true));
    const puts = callsTo(fetchMock, 'PUT', '/api/vaults/v1/notifications/owner-emails');
    expect(puts.map((call) => call.body)).toEqual([{ comments: true }]);
    expect(box('joins the family').checked).toBe(true);
  });
});
