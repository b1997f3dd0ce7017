import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The white panel every page body sits in, with an optional title row and actions. */
export function PageCard({ title, actions, children, padding = 2.5 }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; padding?: number }) {
  return (
    <Paper elevation={0} sx={{ p: padding, border: '1px solid #ebeef5', minWidth: 0 }}>
      {(title || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, minHeight: 32 }}>
          {/* On a narrow screen the actions go below a title that needs the room. */}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: '1 1 10em' }}>
            {title}
          </Typography>
          {actions}
        </Box>
      )}
      {children}
    </Paper>
  );
}
