import { useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import type { Language, QuestionView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { useDashboardToast } from '../../data/useDashboardToast';
import { RESOURCES, STALE_TIME_MS } from '../../providers/resources';
import { timeOrder } from '../timeOrder';
import {
  addedDescription,
  availableQuestions,
  filterLibrary,
  libraryAttachments,
  libraryTabId,
  type LibraryTab,
} from './library';
import { LibraryFilters } from './LibraryFilters';
import { LibraryQuestionList } from './LibraryQuestionList';
import { useAddLibraryQuestions } from './useAddLibraryQuestions';
import { useT } from '../../../i18n/LanguageContext';

interface QuestionLibraryBrowserProps {
  vaultId: string;
  vaultQuestions: VaultQuestionView[];
  language: Language;
  onClose: () => void;
}

/** The library's body: category tabs, search, the checkable questions not yet in the vault, and the add button. */
export function QuestionLibraryBrowser({ vaultId, vaultQuestions, language, onClose }: QuestionLibraryBrowserProps) {
  const t = useT();
  const panelId = useId();
  const [tab, setTab] = useState<LibraryTab>('all');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data, isPending, error } = useGetList<QuestionView>(
    RESOURCES.prewrittenQuestions,
    // The questions as the senior will read them: in the vault's language.
    { meta: { language } },
    { staleTime: STALE_TIME_MS.prewrittenQuestions },
  );
  const { data: vaults } = useGetList<VaultView>(RESOURCES.vaults);
  const asked = vaults?.find((vault) => vault.id === vaultId)?.askedQuestionIds;
  const available = useMemo(() => availableQuestions(data ?? [], vaultQuestions, asked), [data, vaultQuestions, asked]);
  const shown = useMemo(() => filterLibrary(available, tab, search), [available, tab, search]);
  const addQuestions = useAddLibraryQuestions(vaultId);
  const notify = useDashboardToast();

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onAdd = () => {
    const attachments = libraryAttachments(available, selected, timeOrder());
    if (attachments.length === 0 || addQuestions.isPending) return;
    addQuestions.mutate(attachments, {
      onSuccess: (count) => {
        notify.success(t('dashboard.questionLibrary.added'), addedDescription(count, t));
        onClose();
      },
      onError: (failure) => notify.failure(t('dashboard.questionLibrary.addFailed'), failure),
    });
  };

  const selectedCount = available.filter((question) => selected.has(question.id)).length;

  return (
    <>
      <LibraryFilters tab={tab} onTabChange={setTab} search={search} onSearchChange={setSearch} panelId={panelId} />
      <DialogContent
        dividers
        id={panelId}
        role="tabpanel"
        aria-labelledby={libraryTabId(panelId, tab)}
        sx={{ minHeight: 240 }}
      >
        {error ? (
          <Typography color="error">{t('dashboard.questionLibrary.failed')}</Typography>
        ) : isPending ? (
          <Typography>{t('dashboard.questionLibrary.loading')}</Typography>
        ) : (
          <LibraryQuestionList questions={shown} selected={selected} onToggle={toggle} />
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography aria-live="polite" sx={{ mr: 'auto', fontWeight: 600 }}>
          {t('dashboard.questionLibrary.selected', { count: selectedCount })}
        </Typography>
        <Button variant="outlined" onClick={onClose}>
          {t('dashboard.common.cancel')}
        </Button>
        <Button variant="contained" onClick={onAdd} disabled={selectedCount === 0 || addQuestions.isPending}>
          {t('dashboard.questionLibrary.addSelected')}
        </Button>
      </DialogActions>
    </>
  );
}
