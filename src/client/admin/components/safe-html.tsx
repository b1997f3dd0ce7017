import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';

/** Rich text the server already sanitised, cleaned once more before it reaches the page. */
export function SafeHtml({ html }: { html: string }) {
  return <Box sx={{ '& p': { my: 0.5 }, '& h3': { my: 1 } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
