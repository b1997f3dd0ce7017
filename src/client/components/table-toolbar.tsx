import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The one toolbar above every list (a module's, an administration screen's): its search on the left, its actions
 * (add, export, ...) on the right; on a narrow screen the actions wrap below the search instead of squeezing it.
 */
export function TableToolbar({ search, actions }: { search?: ReactNode; actions?: ReactNode }) {
  return (
    <Box data-testid="table-toolbar" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5, width: '100%', minWidth: 0 }}>
      <Box data-testid="table-toolbar-search" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: '1 1 18em', minWidth: 0 }}>
        {search}
      </Box>
      <Box
        data-testid="table-toolbar-actions"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          ml: 'auto',
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        {actions}
      </Box>
    </Box>
  );
}
