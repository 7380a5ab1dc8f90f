import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserView } from '@storyvault/contracts';
import { callsTo, jsonResponse, mockFetch } from '../test/fetchMock';
import { createQueryClient } from './queryClient';
import { loadCurrentUser, SESSION_STALE_TIME_MS } from './session';
import { useCurrentUser } from './useCurrentUser';

const ann: UserView = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };
const FIVE_MINUTES_MS = 5 * 60 * 1000;

function UserName() {
  const { user, isLoading } = useCurrentUser();
  return <p>{isLoading ? 'loading' : (user?.name ?? 'signed out')}</p>;
}

describe('the session cache (docs/product.md §9: 5 minutes)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is five minutes long', () => {
    expect(SESSION_STALE_TIME_MS).toBe(FIVE_MINUTES_MS);
  });

  /** A page showing the user keeps the cached answer in use, as the app's pages do. */
  async function pageShowing(client: ReturnType<typeof createQueryClient>, text: string) {
    render(
      <QueryClientProvider client={client}>
        <UserName />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  }

  it('answers from the cache for five minutes, then asks /api/me again when asked', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, ann) });
    const client = createQueryClient();
    await pageShowing(client, 'Ann Smith');
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);

    act(() => void jest.advanceTimersByTime(FIVE_MINUTES_MS - 1000));
    await expect(act(() => loadCurrentUser(client))).resolves.toEqual(ann);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);

    // Stale now, but nothing polls: the next call happens only when the user is asked for.
    act(() => void jest.advanceTimersByTime(1000));
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
    await expect(act(() => loadCurrentUser(client))).resolves.toEqual(ann);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
  });

  it('caches "signed out" for five minutes as well', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(401, { statusCode: 401 }) });
    const client = createQueryClient();
    await pageShowing(client, 'signed out');

    act(() => void jest.advanceTimersByTime(FIVE_MINUTES_MS - 1000));
    await expect(act(() => loadCurrentUser(client))).resolves.toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);

    act(() => void jest.advanceTimersByTime(1000));
    await expect(act(() => loadCurrentUser(client))).resolves.toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
  });
});
