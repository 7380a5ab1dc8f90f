import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { callsTo, jsonResponse, mockFetch } from '../test/fetchMock';
import { apiRequest } from './client';
import { createQueryClient } from './queryClient';

/** A reader of GET /api/things through the default cached read, as any page would use it. */
function Things({ staleTime }: { staleTime?: number }) {
  const { data, error } = useQuery<string[]>({
    queryKey: ['/api/things'],
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  if (error) return <p>failed</p>;
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

function SaveThing() {
  const save = useMutation({ mutationFn: () => apiRequest('POST', '/api/things', { name: 'tea' }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isError ? 'not saved' : 'save'}
    </button>
  );
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Moves React Query's clock (it reads Date.now) without waiting. */
function clockAhead(ms: number) {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the app query client (docs/product.md §9)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('keeps data fresh for ever: a reader mounted a month later gets the cached answer', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse(200, ['tea']) });
    const client = createQueryClient();
    const first = renderWith(client, <Things />);
    await screen.findByText('tea');
    first.unmount();

    clockAhead(30 * DAY_MS);
    renderWith(client, <Things />);
    expect(screen.getByText('tea')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(fetchMock, 'GET', '/api/things')).toHaveLength(1);
  });

  it('does not refetch when the window regains focus, even data that is stale', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse(200, ['tea']) });
    renderWith(createQueryClient(), <Things staleTime={0} />);
    await screen.findByText('tea');

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(fetchMock, 'GET', '/api/things')).toHaveLength(1);
  });

  it('does not poll: an hour on the page reads once', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse(200, ['tea']) });
    renderWith(createQueryClient(), <Things />);
    await act(() => jest.advanceTimersByTimeAsync(60 * 60 * 1000));
    expect(screen.getByText('tea')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/things')).toHaveLength(1);
  });

  it('does not retry a failed read', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse(500) });
    renderWith(createQueryClient(), <Things />);
    // Long enough for React Query's default three retries (1 s, 2 s, 4 s apart).
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('failed')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/things')).toHaveLength(1);
  });

  it('does not retry a failed write', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ 'POST /api/things': () => jsonResponse(500) });
    renderWith(createQueryClient(), <SaveThing />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'not saved' })).toBeTruthy());
    expect(callsTo(fetchMock, 'POST', '/api/things')).toHaveLength(1);
  });
});
