import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Rich text for release notes, print templates and help articles: headings, bold, italic and lists, which the
 * server's sanitiser keeps as they are. Loaded lazily with the first form that needs it.
 */
export function RichTextField({ value, onChange, label, error }: { value: string; onChange: (html: string) => void; label: string; error?: string }) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: [StarterKit.configure({ codeBlock: false, link: false })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  if (!editor) return null;
  const tool = (id: string, icon: ReactNode, run: () => void, active: boolean) => (
    <IconButton size="small" aria-label={intl.formatMessage({ id })} color={active ? 'primary' : 'default'} onClick={run}>
      {icon}
    </IconButton>
  );
  return (
    <Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Box sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.25, borderBottom: '1px solid', borderColor: 'divider', px: 0.5 }}>
          {tool(
            'admin.rich.heading',
            <TitleIcon fontSize="small" />,
            () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
            editor.isActive('heading'),
          )}
          {tool('admin.rich.bold', <FormatBoldIcon fontSize="small" />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {tool('admin.rich.italic', <FormatItalicIcon fontSize="small" />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {tool(
            'admin.rich.bullets',
            <FormatListBulletedIcon fontSize="small" />,
            () => editor.chain().focus().toggleBulletList().run(),
            editor.isActive('bulletList'),
          )}
          {tool(
            'admin.rich.numbers',
            <FormatListNumberedIcon fontSize="small" />,
            () => editor.chain().focus().toggleOrderedList().run(),
            editor.isActive('orderedList'),
          )}
        </Box>
        <Box sx={{ px: 1.5, py: 1, minHeight: 160, '& .ProseMirror': { outline: 'none', minHeight: 140 }, '& .ProseMirror p': { my: 0.5 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
