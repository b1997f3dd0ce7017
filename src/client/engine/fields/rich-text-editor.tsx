import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A small rich-text editor (loaded on first use): headings, bold, italic and lists only, so what it produces
 * survives the server's sanitiser unchanged.
 */
export function RichTextEditor({
  value,
  onChange,
  disabled,
  label,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  label: string;
  /** Drawn in the error colour while the value breaks a rule. */
  error?: boolean;
}) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: [StarterKit.configure({ codeBlock: false, horizontalRule: false, link: false })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  const tool = (id: string, icon: ReactNode, run: () => void, active = false) => (
    <IconButton size="small" aria-label={intl.formatMessage({ id })} color={active ? 'primary' : 'default'} disabled={disabled} onClick={run}>
      {icon}
    </IconButton>
  );
  if (!editor) return null;
  return (
    <Box sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 0.25, borderBottom: '1px solid', borderColor: 'divider', px: 0.5 }}>
          {tool('richText.heading', <TitleIcon fontSize="small" />, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading'))}
          {tool('richText.bold', <FormatBoldIcon fontSize="small" />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {tool('richText.italic', <FormatItalicIcon fontSize="small" />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {tool(
            'richText.bullets',
            <FormatListBulletedIcon fontSize="small" />,
            () => editor.chain().focus().toggleBulletList().run(),
            editor.isActive('bulletList'),
          )}
          {tool(
            'richText.numbers',
            <FormatListNumberedIcon fontSize="small" />,
            () => editor.chain().focus().toggleOrderedList().run(),
            editor.isActive('orderedList'),
          )}
          {tool('richText.undo', <UndoIcon fontSize="small" />, () => editor.chain().focus().undo().run())}
          {tool('richText.redo', <RedoIcon fontSize="small" />, () => editor.chain().focus().redo().run())}
        </Box>
      )}
      <Box sx={{ px: 1.5, py: 1, minHeight: 140, '& .ProseMirror': { outline: 'none', minHeight: 120 }, '& .ProseMirror p': { my: 0.5 } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
