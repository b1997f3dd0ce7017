import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShortTextIcon from '@mui/icons-material/ShortText';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PHRASE_MAX_LENGTH } from '../../../shared/schemas/workflow.schema.ts';
import { useAddPhraseMutation, useDeletePhraseMutation, usePhrasesQuery } from '../../api/workflow.api.ts';

/** An opinion with a phrase added: after what is typed, on a line of its own when something is. */
export const withPhrase = (opinion: string, phrase: string) => (opinion.trim() ? `${opinion.replace(/\s+$/, '')}\n${phrase}` : phrase);

/**
 * The approver's common phrases (GET/POST/DELETE /processAudit/phrases): pick one to add it to the opinion, keep the
 * opinion typed as a new phrase, delete one.
 */
export function PhraseMenu({ opinion, onPick }: { opinion: string; onPick: (phrase: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phrases = usePhrasesQuery(undefined, { skip: anchor === null });
  const [add, adding] = useAddPhraseMutation();
  const [remove] = useDeletePhraseMutation();
  const text = opinion.trim();
  const keepable = text.length > 0 && text.length <= PHRASE_MAX_LENGTH && !(phrases.data ?? []).some((phrase) => phrase.text === text);
  return (
    <>
      <Button size="small" startIcon={<ShortTextIcon />} onClick={(event) => setAnchor(event.currentTarget)} data-testid="phrases-button">
        {t('wf.phrases.button')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
        data-testid="phrases-menu"
      >
        {(phrases.data ?? []).map((phrase) => (
          <MenuItem
            key={phrase.id}
            onClick={() => {
              onPick(phrase.text);
              setAnchor(null);
            }}
            data-phrase={phrase.id}
          >
            <ListItemText primary={phrase.text} slotProps={{ primary: { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } }} />
            <IconButton
              size="small"
              edge="end"
              aria-label={t('wf.phrases.delete', { phrase: phrase.text })}
              onClick={(event) => {
                event.stopPropagation();
                void remove(phrase.id);
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {phrases.data?.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('wf.phrases.none')} />
          </MenuItem>
        )}
        <Divider />
        <MenuItem disabled={!keepable || adding.isLoading} onClick={() => void add(text)} data-testid="phrase-save">
          <ListItemIcon>
            <BookmarkAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('wf.phrases.save')}
            secondary={text.length > PHRASE_MAX_LENGTH ? t('wf.phrases.tooLong', { max: PHRASE_MAX_LENGTH }) : undefined}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
