import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { StoryKind } from './filterStories';

interface StoryFiltersProps {
  kind: StoryKind;
  search: string;
  onKind: (kind: StoryKind) => void;
  onSearch: (search: string) => void;
}

/** The story list's filter (all / voice / written) and search. */
export function StoryFilters({ kind, search, onKind, onSearch }: StoryFiltersProps) {
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
      <TextField
        size="small"
        label="Search stories"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 200px' }}
        slotProps={{
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
