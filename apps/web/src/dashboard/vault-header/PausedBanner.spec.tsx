import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VaultView } from '@storyvault/contracts';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { queue, vault, vaultHandlers } from '../test/fixtures';
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

  it('puts where the questions stand in place of "Active Vault" and "Coming Up Next"', async () => {
    mockFetch(
      vaultHandlers({
        vault: vault({ pausedUntil: `${nextYear}-03-01T00:00:00.000Z`, pauseKind: 'pause', pausedBy: 'senior' }),
        questions: queue(2),
      }),
    );
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: `Paused until 1 March ${nextYear}` })).toBeTruthy();
    expect(screen.getByText(`Paused until 1 March ${nextYear}`, { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByText('Active Vault')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Coming Up Next' })).toBeNull();
    expect(screen.getByText(/No questions or reminders go out until then/)).toBeTruthy();
  });

  it('names the senior who stopped the questions, by her first name', async () => {
    mockFetch(
      vaultHandlers({
        vault: vault({ seniorName: 'Margaret Jones', pausedUntil: null, pauseKind: 'stop', pausedBy: 'senior' }),
        questions: queue(1),
      }),
    );
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Questions stopped by Margaret' })).toBeTruthy();
    expect(screen.getByText('Questions stopped by Margaret', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByText('Active Vault')).toBeNull();
    expect(await screen.findByText('When questions start again')).toBeTruthy();
  });

  it('is not there while nothing is paused', async () => {
    mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(resumeButton()).toBeNull();
    expect(screen.getByText('Active Vault')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Coming Up Next' })).toBeTruthy();
  });

  it('names the day without the year when it is this year', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(pauseDate('2026-06-03T00:00:00.000Z', now)).toBe('3 June');
    expect(pauseDate('2027-01-01T00:00:00.000Z', now)).toBe('1 January 2027');
  });
});
