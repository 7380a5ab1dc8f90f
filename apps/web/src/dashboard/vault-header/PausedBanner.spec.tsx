import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VaultView } from '@storyvault/contracts';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { vault, vaultHandlers } from '../test/fixtures';
import { pauseDate } from './PausedBanner';

const nextYear = new Date().getUTCFullYear() + 1;
const resumeButton = () => screen.queryByRole('button', { name: 'Resume questions now' });

describe('the paused banner on the owner’s dashboard', () => {
  it('says until when the senior paused the questions, and resumes them with one button', async () => {
    let current: VaultView = vault({ pausedUntil: `${nextYear}-06-03T00:00:00.000Z`, pauseKind: 'pause' });
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: current }),
      'GET /api/vaults': () => jsonResponse(200, [current]),
      'POST /api/vaults/v1/resume': () => {
        current = { ...current, pausedUntil: null, pauseKind: null };
        return jsonResponse(200, { ok: true });
      },
    });
    await renderApp('/dashboard');
    expect(
      await screen.findByText(
        `Rose paused the questions until 3 June ${nextYear}. No questions or reminders are sent until then.`,
      ),
    ).toBeTruthy();
    fireEvent.click(resumeButton()!);
    await waitFor(() => expect(resumeButton()).toBeNull());
    expect(screen.queryByText(/paused the questions/)).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/resume')).toHaveLength(1);
  });

  it('says plainly that the senior stopped the questions until the owner resumes them', async () => {
    mockFetch(vaultHandlers({ vault: vault({ pausedUntil: null, pauseKind: 'stop' }) }));
    await renderApp('/dashboard');
    expect(
      await screen.findByText('Rose asked us to stop sending questions. None are sent until you resume them.'),
    ).toBeTruthy();
    expect(resumeButton()).toBeTruthy();
  });

  it('is not there while nothing is paused', async () => {
    mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(resumeButton()).toBeNull();
  });

  it('names the day without the year when it is this year', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(pauseDate('2026-06-03T00:00:00.000Z', now)).toBe('3 June');
    expect(pauseDate('2027-01-01T00:00:00.000Z', now)).toBe('1 January 2027');
  });
});
