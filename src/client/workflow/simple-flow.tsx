import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '../../shared/i18n/languages.ts';
import { translatedNameAttribute, TRANSLATED_LOCALES } from '../../../flows/process-model.ts';
import { usePostsQuery, useRolesQuery } from '../api/admin.api.ts';
import { useAssigneeTypeLabel } from './assignee-editor.tsx';
import { readTimeLimit } from './bpmn-attributes.ts';
import { attr, type BusinessObject } from './designer-types.ts';
import { flowAdminEn } from '../i18n/flow-admin.en.ts';
import { flowAdminEs } from '../i18n/flow-admin.es.ts';
import { flowAdminZh } from '../i18n/flow-admin.zh.ts';

/** The parts of a bpmn-js element the simple mode reads. */
export type FlowElement = { id: string; type: string; businessObject: BusinessObject; incoming: Arrow[]; outgoing: Arrow[] };
export type Arrow = { id: string; type: string; source: FlowElement; target: FlowElement };

/** Steps the simple mode shows as cards, with the colour of their header (approval orange, CC blue, sub-process purple). */
const STEPS: Record<string, { kind: string; colour: string }> = {
  'bpmn:UserTask': { kind: 'userTask', colour: '#ff943e' },
  'bpmn:SendTask': { kind: 'ccTask', colour: '#3296fa' },
  'bpmn:CallActivity': { kind: 'callActivity', colour: '#8f63e6' },
};
/** What "+" inserts. */
const INSERTED = [
  { type: 'bpmn:UserTask', kind: 'userTask' },
  { type: 'bpmn:SendTask', kind: 'ccTask' },
] as const;

/** One link of the chain: an element and the arrow that leads to it (none for the start). */
type Link = { element: FlowElement; arrow: Arrow | null };
/**
 * The route from the start as a chain, while it is one: each element with one arrow out leads to the next. It stops
 * at an end, at a branch (a gateway, or a step with several arrows out), at a step already passed, or where the
 * route breaks; `rest` says which, for the card that closes the chain.
 */
export function chainOf(elements: readonly FlowElement[]): { links: Link[]; rest: 'end' | 'branch' | 'broken' } {
  const start = elements.find((element) => element.type === 'bpmn:StartEvent');
  if (!start) return { links: [], rest: 'broken' };
  const links: Link[] = [{ element: start, arrow: null }];
  const seen = new Set([start.id]);
  for (let current = start; ;) {
    const arrows = current.outgoing.filter((arrow) => arrow.type === 'bpmn:SequenceFlow');
    if (arrows.length !== 1) return { links, rest: arrows.length ? 'branch' : 'broken' };
    const next = arrows[0].target;
    if (seen.has(next.id)) return { links, rest: 'branch' };
    seen.add(next.id);
    links.push({ element: next, arrow: arrows[0] });
    if (next.type === 'bpmn:EndEvent') return { links, rest: 'end' };
    if (!STEPS[next.type]) return { links, rest: 'branch' };
    current = next;
  }
}

/** An element's name in the reader's language (`oa:nameEn`...), else its source name. */
function nameIn(bo: BusinessObject, locale: string): string {
  const translated = isLocale(locale) && (TRANSLATED_LOCALES as readonly Locale[]).includes(locale) ? attr(bo, `oa:${translatedNameAttribute(locale)}`) : '';
  return translated || bo.name || '';
}

/** The name a step inserted here gets in each language, edited in the panel like any other. */
function defaultNames(kind: string): Record<string, string> {
  const id = `wf.designer.kind.${kind}` as keyof typeof flowAdminZh;
  return { name: flowAdminZh[id], [`oa:${translatedNameAttribute('en')}`]: flowAdminEn[id], [`oa:${translatedNameAttribute('es')}`]: flowAdminEs[id] };
}

/**
 * The simple mode: the flow as a vertical chain of step cards, read like the approval designers of DingTalk or Feishu.
 * A card selects its step, whose approvers, time limit and field rights the panel beside edits; "+" between two
 * cards inserts an approval or CC step there; a card's bin deletes its step (its neighbours are joined). It edits the
 * same BPMN as the diagram, through bpmn-js, so undo covers it. Branches are drawn in the diagram.
 */
export function SimpleFlow({
  elements,
  selectedId,
  readOnly,
  onSelect,
  onInsert,
  onDelete,
  onShowDiagram,
}: {
  elements: readonly FlowElement[];
  selectedId: string | null;
  readOnly: boolean;
  onSelect: (element: FlowElement) => void;
  onInsert: (arrow: Arrow, type: string, properties: Record<string, unknown>) => void;
  onDelete: (element: FlowElement) => void;
  onShowDiagram: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { links, rest } = chainOf(elements);
  const summary = useStepSummary();
  const [adding, setAdding] = useState<{ anchor: HTMLElement; arrow: Arrow } | null>(null);

  const plus = (arrow: Arrow) =>
    readOnly ? (
      <Connector />
    ) : (
      <Connector>
        <IconButton
          size="small"
          color="primary"
          aria-label={t('wf.designer.simple.add')}
          sx={{ bgcolor: 'primary.main', color: '#fff', '&:hover': { bgcolor: 'primary.dark' }, width: 28, height: 28 }}
          onClick={(event) => setAdding({ anchor: event.currentTarget, arrow })}
          data-testid="simple-add"
          data-arrow={arrow.id}
        >
          <Add fontSize="small" />
        </IconButton>
      </Connector>
    );

  return (
    // Its top is left to the toolbar laid over the canvas.
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 7, pb: 2, bgcolor: '#f5f5f7', minHeight: '100%' }} data-testid="simple-flow">
      {links.map(({ element, arrow }) => {
        const step = STEPS[element.type];
        const bo = element.businessObject;
        return (
          <Box key={element.id} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            {arrow && plus(arrow)}
            {step ? (
              <Paper
                elevation={selectedId === element.id ? 4 : 1}
                onClick={() => onSelect(element)}
                sx={{
                  width: 240,
                  cursor: 'pointer',
                  overflow: 'hidden',
                  outline: selectedId === element.id ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                }}
                data-step={element.id}
                data-kind={step.kind}
              >
                <Box sx={{ bgcolor: step.colour, color: '#fff', px: 1.5, py: 0.5, display: 'flex', alignItems: 'center', minHeight: 32 }}>
                  <Typography variant="caption" sx={{ flex: 1, fontWeight: 600 }}>
                    {nameIn(bo, intl.locale) || t(`wf.designer.kind.${step.kind}`)}
                  </Typography>
                  {!readOnly && (
                    <IconButton
                      size="small"
                      sx={{ color: '#fff', p: 0.25 }}
                      aria-label={t('wf.designer.pad.delete')}
                      onClick={(event) => {
                        event.stopPropagation();
                        onDelete(element);
                      }}
                      data-testid="simple-delete"
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )}
                </Box>
                <Box sx={{ px: 1.5, py: 1 }}>
                  {summary(element).map((line, index) => (
                    <Typography key={index} variant="body2" color={line.missing ? 'error' : 'text.primary'}>
                      {line.text}
                    </Typography>
                  ))}
                </Box>
              </Paper>
            ) : (
              <Box
                sx={{
                  px: 2,
                  py: 0.75,
                  borderRadius: 4,
                  bgcolor: element.type === 'bpmn:StartEvent' ? '#576a95' : '#fff',
                  color: element.type === 'bpmn:StartEvent' ? '#fff' : 'text.secondary',
                  border: element.type === 'bpmn:StartEvent' ? 'none' : '1px solid',
                  borderColor: 'divider',
                }}
                data-step={element.id}
                data-kind={element.type === 'bpmn:StartEvent' ? 'start' : element.type === 'bpmn:EndEvent' ? 'end' : 'other'}
              >
                <Typography variant="body2">
                  {nameIn(bo, intl.locale) ||
                    t(
                      element.type === 'bpmn:StartEvent'
                        ? 'wf.designer.kind.start'
                        : element.type === 'bpmn:EndEvent'
                          ? 'wf.designer.kind.end'
                          : 'wf.designer.kind.branch',
                    )}
                </Typography>
              </Box>
            )}
          </Box>
        );
      })}
      {rest !== 'end' && (
        <>
          <Connector />
          <Paper variant="outlined" sx={{ width: 240, p: 1.5, textAlign: 'center' }} data-testid="simple-rest">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t(`wf.designer.simple.${rest}`)}
            </Typography>
            <Button size="small" onClick={onShowDiagram}>
              {t('wf.designer.simple.showDiagram')}
            </Button>
          </Paper>
        </>
      )}
      <Menu open={Boolean(adding)} anchorEl={adding?.anchor} onClose={() => setAdding(null)}>
        {INSERTED.map(({ type, kind }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              if (adding) onInsert(adding.arrow, type, defaultNames(kind));
              setAdding(null);
            }}
            data-kind={kind}
          >
            {t(`wf.designer.kind.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** The line between two cards, with the "+" on it. */
function Connector({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', width: 28, height: children ? 56 : 24, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: '50%', borderLeft: '2px solid #cacaca' }} />
      <Box sx={{ position: 'relative' }}>{children}</Box>
    </Box>
  );
}

/** A step card's lines: who approves (or is copied, or which flow runs) and its time limit; what is missing in red. */
function useStepSummary() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const typeLabel = useAssigneeTypeLabel();
  const posts = usePostsQuery();
  const roles = useRolesQuery();
  return (element: FlowElement): { text: string; missing?: boolean }[] => {
    const bo = element.businessObject;
    if (element.type === 'bpmn:CallActivity') {
      const called = bo.calledElement ?? '';
      return [called ? { text: called } : { text: t('wf.designer.simple.noFlow'), missing: true }];
    }
    const type = attr(bo, 'oa:assigneeType');
    const value = attr(bo, 'oa:assignee');
    if (!type) return [{ text: t('wf.designer.simple.noApprover'), missing: true }];
    const named =
      type === 'post'
        ? (posts.data?.find((row) => row.code === value)?.name ?? value)
        : type === 'role'
          ? (roles.data?.find((row) => row.code === value)?.name ?? value)
          : type === 'users'
            ? t('wf.designer.simple.people', { count: value.split(',').filter(Boolean).length })
            : '';
    const lines = [{ text: named ? `${typeLabel(type)}: ${named}` : typeLabel(type) }];
    const limit = readTimeLimit(attr(bo, 'oa:timeLimit'));
    if (element.type === 'bpmn:UserTask' && limit.amount)
      lines.push({ text: `${t('wf.designer.timeLimit')}: ${limit.amount} ${t(`wf.designer.unit.${limit.unit}`)}` });
    return lines;
  };
}
