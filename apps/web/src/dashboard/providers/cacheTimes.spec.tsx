import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../AppProviders';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { CurrentVaultProvider } from '../data/CurrentVaultProvider';
import { useCurrentVault } from '../data/useCurrentVault';
import { useVaultQuestions } from '../data/useVaultQuestions';
import { QuestionLibraryDialog } from '../dialogs/question-library/QuestionLibraryDialog';
import { libraryQuestion, silenceExpectedErrors, vaultHandlers } from '../test/fixtures';
import { dashboardTheme } from '../theme';
import { createDataProvider } from './dataProvider';

const MINUTE_MS = 60 * 1000;

/** The dashboard's providers as DashboardPage sets them up: the app's query client under react-admin. */
function renderInDashboard(client: QueryClient, ui: ReactNode) {
  return render(
    <AppProviders client={client}>
      <MemoryRouter>
        <AdminContext
          dataProvider={createDataProvider()}
          queryClient={client}
          store={memoryStore()}
          theme={dashboardTheme}
        >
          {ui}
        </AdminContext>
      </MemoryRouter>
    </AppProviders>,
  );
}

function VaultQuestionsProbe() {
  const { questions, error } = useVaultQuestions('v1');
  return <p>{error ? 'failed' : `${questions.length} queued`}</p>;
}

function CurrentVaultName() {
  const { vault } = useCurrentVault();
  return <p>{vault ? `vault of ${vault.seniorName}` : 'no vault yet'}</p>;
}

const CurrentVaultProbe = () => (
  <CurrentVaultProvider>
    <CurrentVaultName />
  </CurrentVaultProvider>
);

const Library = () => (
  <QuestionLibraryDialog open onClose={() => undefined} vaultId="v1" vaultQuestions={[]} language="en" />
);

/**
 * React Query judges staleness by Date.now(); this stops it, then moves it without waiting. Stopped
 * from the start, so an answer that arrives late on a busy machine is still dated `start`.
 */
function clock() {
  const start = Date.now();
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  return { at: (ms: number) => now.mockReturnValue(start + ms) };
}

/** Lets any fetch a mount would start begin (and be counted). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('dashboard cache times (docs/product.md §9)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("keeps a vault's questions for 2 minutes, then reads them again", async () => {
    const fetchMock = mockFetch(vaultHandlers({}));
    const reads = () => callsTo(fetchMock, 'GET', '/api/vaults/v1/questions');
    const client = createQueryClient();
    const time = clock();

    renderInDashboard(client, <VaultQuestionsProbe />).unmount();
    await waitFor(() => expect(reads()).toHaveLength(1));

    time.at(2 * MINUTE_MS - 1000);
    const fresh = renderInDashboard(client, <VaultQuestionsProbe />);
    expect(await screen.findByText('5 queued')).toBeTruthy();
    await settle();
    expect(reads()).toHaveLength(1);
    fresh.unmount();

    time.at(2 * MINUTE_MS + 1000);
    renderInDashboard(client, <VaultQuestionsProbe />);
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('keeps the pre-written questions for 5 minutes, then reads them again', async () => {
    const fetchMock = mockFetch(
      vaultHandlers({ library: [libraryQuestion('L1', 'What games did you play at school?', 'childhood_and_school')] }),
    );
    const reads = () => callsTo(fetchMock, 'GET', '/api/questions?language=en');
    const client = createQueryClient();
    const time = clock();

    const first = renderInDashboard(client, <Library />);
    await within(await screen.findByRole('dialog')).findByText('What games did you play at school?');
    first.unmount();

    time.at(5 * MINUTE_MS - 1000);
    const fresh = renderInDashboard(client, <Library />);
    await screen.findByText('What games did you play at school?');
    await settle();
    expect(reads()).toHaveLength(1);
    fresh.unmount();

    time.at(5 * MINUTE_MS + 1000);
    renderInDashboard(client, <Library />);
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('keeps everything else, such as the vault itself, until a change refreshes it', async () => {
    const fetchMock = mockFetch(vaultHandlers({}));
    const client = createQueryClient();
    const time = clock();

    const first = renderInDashboard(client, <CurrentVaultProbe />);
    await screen.findByText('vault of Rose');
    first.unmount();

    time.at(24 * 60 * MINUTE_MS);
    renderInDashboard(client, <CurrentVaultProbe />);
    expect(screen.getByText('vault of Rose')).toBeTruthy();
    await settle();
    expect(callsTo(fetchMock, 'GET', '/api/vaults')).toHaveLength(1);
  });

  it('reads a failing vault question list once, without retrying', async () => {
    silenceExpectedErrors();
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch({ ...vaultHandlers({}), 'GET /api/vaults/v1/questions': () => jsonResponse(500) });
      renderInDashboard(createQueryClient(), <VaultQuestionsProbe />);
      // Long enough for React Query's default three retries (1 s, 2 s, 4 s apart).
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(screen.getByText('failed')).toBeTruthy();
      expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/questions')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
