import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { libraryTabId, libraryTabs, type LibraryTab } from './library';
import { useT } from '../../../i18n/LanguageContext';

interface LibraryFiltersProps {
  tab: LibraryTab;
  onTabChange: (tab: LibraryTab) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The list the tabs control. */
  panelId: string;
}

/** The category tab strip and the search box above the library's list. */
export function LibraryFilters({ tab, onTabChange, search, onSearchChange, panelId }: LibraryFiltersProps) {
  const t = useT();
  return (
    <Box sx={{ px: 3, pb: 1.5 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: LibraryTab) => onTabChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('dashboard.questionLibrary.categories')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {libraryTabs(t).map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={libraryTabId(panelId, value)} aria-controls={panelId} />
        ))}
      </Tabs>
      <TextField
        fullWidth
        type="search"
        label={t('dashboard.questionLibrary.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
    </Box>
  );
}
