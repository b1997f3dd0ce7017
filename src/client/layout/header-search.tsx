import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { titleText } from '../i18n/titles.ts';
import type { SearchRoute } from '../components/menu-model.ts';

/** Spec §2 and §9 Header search constants. */
export const SEARCH_OPTIONS = { threshold: 0.4, maxPatternLength: 32, titleWeight: 0.7, pathWeight: 0.3 } as const;

type Option = { path: string; title: string[]; label: string };

export function searchRoutes(options: readonly Option[], text: string): Option[] {
  const pattern = text.trim().slice(0, SEARCH_OPTIONS.maxPatternLength);
  if (!pattern) return [];
  const fuse = new Fuse(options, {
    shouldSort: true,
    threshold: SEARCH_OPTIONS.threshold,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: SEARCH_OPTIONS.titleWeight },
      { name: 'path', weight: SEARCH_OPTIONS.pathWeight },
    ],
  });
  return fuse.search(pattern).map((result) => result.item);
}

/** Finds a permitted page by title or path; choosing one navigates there and clears the box. */
export function HeaderSearch({
  routes,
  onNavigate,
  defaultOpen = false,
}: {
  routes: readonly SearchRoute[];
  onNavigate: (path: string) => void;
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const [input, setInput] = useState('');
  const options = useMemo<Option[]>(
    () =>
      routes.map((route) => {
        const title = route.titles.map((part) => titleText(intl, part));
        return { path: route.path, title, label: title.join(' > ') };
      }),
    [routes, intl],
  );
  const results = useMemo(() => searchRoutes(options, input), [options, input]);
  const label = intl.formatMessage({ id: 'navbar.search' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen((current) => !current)}>
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box sx={{ width: open ? 220 : 0, overflow: 'hidden', transition: 'width .2s' }}>
        {open && (
          <Autocomplete<Option, false, false, false>
            size="small"
            options={results}
            filterOptions={(list) => list}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(a, b) => a.path === b.path}
            inputValue={input}
            value={null}
            onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
            onChange={(_event, option) => {
              if (!option) return;
              setInput('');
              setOpen(false);
              onNavigate(option.path);
            }}
            onBlur={() => input === '' && setOpen(false)}
            noOptionsText={intl.formatMessage({ id: input.trim() ? 'search.noResults' : 'search.typeToSearch' })}
            renderOption={(props, option) => {
              const { key, ...rest } = props;
              return (
                <Box component="li" key={key} {...rest} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
                  <span>{option.label}</span>
                  <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                    {option.path}
                  </Box>
                </Box>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                placeholder={label}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
              />
            )}
            slotProps={{ popper: { sx: { minWidth: 280 } } }}
          />
        )}
      </Box>
    </Box>
  );
}
