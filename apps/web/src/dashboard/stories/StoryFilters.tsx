import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { StorySort } from '@storyvault/contracts';
import type { StoryKind } from './filterStories';

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
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        value={kind}
        exclusive
        size="small"
        aria-label="Show stories"
        onChange={(_event, value: StoryKind | null) => value && onKind(value)}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="voice">Voice</ToggleButton>
        <ToggleButton value="written">Written</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={sort}
        exclusive
        size="small"
        aria-label="Order stories"
        onChange={(_event, value: StorySort | null) => value && onSort(value)}
      >
        <ToggleButton value="arrival">Newest first</ToggleButton>
        <ToggleButton value="period">When it happened</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        label="Search stories"
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
