import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListSearch } from './use-list-search.ts';

/** The list's buttons, each shown when the user holds its code (and the layout does not switch export off). */
export function ListActions(props: {
  canAdd: boolean;
  canExport: boolean;
  canImport: boolean;
  exporting: boolean;
  /** Actions on the chosen rows, first in the row (each shows itself while rows are chosen). */
  selectionActions?: ReactNode;
  settingsOpen: boolean;
  onAdd: () => void;
  onExport: () => void;
  onImport: () => void;
  onToggleSettings: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {props.selectionActions}
      {props.canAdd && (
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
          {t('grid.add')}
        </Button>
      )}
      {props.canExport && (
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={props.exporting} onClick={props.onExport}>
          {t('grid.export')}
        </Button>
      )}
      {props.canImport && (
        <Button size="small" variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={props.onImport}>
          {t('grid.import')}
        </Button>
      )}
      <Button size="small" variant={props.settingsOpen ? 'contained' : 'outlined'} startIcon={<ViewColumnOutlinedIcon />} onClick={props.onToggleSettings}>
        {t('grid.columnSettings')}
      </Button>
    </Box>
  );
}

/**
 * Quick search (applied on Enter or the button), the advanced search, and a reset of every search. With `onEnter`,
 * Enter first offers the text to it (a tag typed or scanned opens its record) and searches only when it answers false.
 */
export function ListSearchBar({
  search,
  advancedSearch,
  onAdvanced,
  onEnter,
}: {
  search: ListSearch;
  advancedSearch: boolean;
  onAdvanced: () => void;
  onEnter?: (text: string) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
      <TextField
        size="small"
        value={search.quickDraft}
        placeholder={t('grid.quickSearch')}
        onChange={(event) => search.setQuickDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          if (!onEnter) return search.applyQuick();
          const { applyQuick } = search;
          void onEnter(search.quickDraft).then((opened) => opened || applyQuick());
        }}
        slotProps={{
          htmlInput: { maxLength: 200, 'aria-label': t('grid.quickSearch') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: 280, maxWidth: '100%' }}
      />
      <Button size="small" variant="contained" onClick={search.applyQuick}>
        {t('grid.doSearch')}
      </Button>
      {advancedSearch && (
        <Button size="small" variant="outlined" startIcon={<ManageSearchIcon />} onClick={onAdvanced}>
          {t('grid.advancedSearch')}
        </Button>
      )}
      <Button size="small" startIcon={<RefreshIcon />} onClick={search.reset} disabled={!search.searching}>
        {t('grid.reset')}
      </Button>
      {search.advanced.length > 0 && (
        <Chip size="small" color="primary" label={t('grid.advancedActive', { n: search.advanced.length })} onDelete={() => search.setAdvanced([])} />
      )}
    </Box>
  );
}
