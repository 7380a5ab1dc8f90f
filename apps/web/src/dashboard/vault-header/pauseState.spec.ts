import type { VaultView } from '@storyvault/contracts';
import { vault } from '../test/fixtures';
import { pauseLabel } from './pauseState';

const now = new Date('2026-02-10T12:00:00Z');
const paused = (overrides: Partial<VaultView>) => vault({ seniorName: 'Margaret Jones', ...overrides });

describe('where the questions stand, in a few words', () => {
  it('says until when she paused them', () => {
    const until = paused({ pauseKind: 'pause', pausedUntil: '2026-03-01T00:00:00.000Z', pausedBy: 'senior' });
    expect(pauseLabel(until, 'owner', now)).toBe('Paused until 1 March');
    expect(pauseLabel(until, 'member', now)).toBe('Paused until 1 March');
  });

  it('names who stopped them: the senior by her first name, the owner as "you" or by name', () => {
    expect(pauseLabel(paused({ pauseKind: 'stop', pausedBy: 'senior' }), 'member', now)).toBe(
      'Questions stopped by Margaret',
    );
    // A stop from before who paused was known was hers: only she could.
    expect(pauseLabel(paused({ pauseKind: 'stop' }), 'owner', now)).toBe('Questions stopped by Margaret');
    const byOwner = paused({ pauseKind: 'stop', pausedBy: 'owner', ownerName: 'Ann Smith' });
    expect(pauseLabel(byOwner, 'owner', now)).toBe('Questions stopped by you');
    expect(pauseLabel(byOwner, 'member', now)).toBe('Questions stopped by Ann');
  });

  it('is nothing while they come as usual', () => {
    expect(pauseLabel(vault({ pauseKind: null, pausedUntil: null }), 'owner', now)).toBeNull();
  });
});
