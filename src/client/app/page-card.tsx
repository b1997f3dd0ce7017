import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The actions of a card wrap onto further lines rather than squeeze: a button keeps its label on one line, and a
 * group of buttons a page passes as one box wraps as well (a document's approval bar, back, edit and print).
 */
const ACTIONS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  maxWidth: '100%',
  minWidth: 0,
  '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
  '& > .MuiBox-root': { flexWrap: 'wrap', maxWidth: '100%' },
} as const;

/** The white panel every page body sits in, with an optional title row and actions. */
export function PageCard({ title, actions, children, padding = 2.5 }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; padding?: number }) {
  return (
    <Paper elevation={0} sx={{ p: { xs: Math.min(padding, 1.5), sm: padding }, border: '1px solid #ebeef5', minWidth: 0 }}>
      {(title || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, minHeight: 32 }}>
          {/* On a narrow screen the actions go below a title that needs the room. */}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: '1 1 10em', minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {actions && <Box sx={ACTIONS_SX}>{actions}</Box>}
        </Box>
      )}
      {children}
    </Paper>
  );
}
