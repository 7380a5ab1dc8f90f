import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { StorySort } from '@storyvault/contracts';
import type { StoryKind } from './filterStories';
import { useT } from '../../i18n/LanguageContext';

interface StoryFiltersProps {
  kind: StoryKind;
  search: string;
  sort: StorySort;
  onKind: (kind: StoryKind) => void;
  onSearch: (search: string) => void;
  onSort: (sort: StorySort) => void;
}

/** The story list's filter (all / voice / written), its order (arrival / when it happened) and search. */
export function StoryFilters({ kind, search, sort, onKind, onSearch, onSort }: StoryFiltersProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        value={kind}
        exclusive
        size="small"
        aria-label={t('dashboard.stories.filterLabel')}
        onChange={(_event, value: StoryKind | null) => value && onKind(value)}
      >
        <ToggleButton value="all">{t('dashboard.stories.filterAll')}</ToggleButton>
        <ToggleButton value="voice">{t('dashboard.stories.filterVoice')}</ToggleButton>
        <ToggleButton value="written">{t('dashboard.stories.filterWritten')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={sort}
        exclusive
        size="small"
        aria-label={t('dashboard.stories.orderLabel')}
        onChange={(_event, value: StorySort | null) => value && onSort(value)}
      >
        <ToggleButton value="arrival">{t('dashboard.stories.orderArrival')}</ToggleButton>
        <ToggleButton value="period">{t('dashboard.stories.orderPeriod')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={t('dashboard.stories.search')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 200px' }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
