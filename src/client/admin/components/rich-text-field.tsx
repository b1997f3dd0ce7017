import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTextEditor } from '../../engine/fields/rich-text-editor.tsx';

/**
 * Rich text for release notes, print templates and help articles: the forms' rich-text editor under its label, with
 * the failed rule below. Loaded lazily with the first form that needs it.
 */
export function RichTextField({ value, onChange, label, error }: { value: string; onChange: (html: string) => void; label: string; error?: string }) {
  return (
    <Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <RichTextEditor value={value} onChange={onChange} label={label} error={Boolean(error)} />
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
