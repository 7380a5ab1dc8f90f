import { restoreLoss, wordChanges } from './revisionChanges';

describe('what changed between versions', () => {
  it('marks the words added and removed, keeping the rest in order', () => {
    const changes = wordChanges('We swam at the lake every summer.', 'We swam at Lake Erie every summer.');
    expect(changes.map((c) => c.value).join('')).toContain('Lake Erie');
    expect(changes.filter((c) => c.kind === 'removed').map((c) => c.value.trim())).toEqual(['the lake']);
    expect(changes.filter((c) => c.kind === 'added').map((c) => c.value.trim())).toEqual(['Lake Erie']);
    expect(changes[0]).toEqual({ value: 'We swam at ', kind: 'same' });
  });

  it('finds nothing changed in the same text', () => {
    expect(wordChanges('Same words.', 'Same words.')).toEqual([{ value: 'Same words.', kind: 'same' }]);
  });

  it('names the title and the year or decade a restore would drop, and nothing it would only change', () => {
    expect(restoreLoss({ title: 'The paper round', period: '1962' }, { title: null, period: null })).toEqual({
      lost: 'titleAndYear',
      title: 'The paper round',
      period: '1962',
    });
    expect(restoreLoss({ title: 'The paper round', period: '1950s' }, { title: null, period: null })).toEqual({
      lost: 'titleAndDecade',
      title: 'The paper round',
      period: '1950s',
    });
    expect(restoreLoss({ title: null, period: '1950s' }, { title: 'Papers', period: null })).toEqual({
      lost: 'decade',
      title: '',
      period: '1950s',
    });
    expect(restoreLoss({ title: 'Papers', period: '1962' }, { title: null, period: '1961' })).toEqual({
      lost: 'title',
      title: 'Papers',
      period: '',
    });
    expect(restoreLoss({ title: 'Papers', period: '1962' }, { title: 'Old title', period: '1961' })).toBeNull();
    expect(restoreLoss({ title: null, period: null }, { title: null, period: null })).toBeNull();
  });
});
