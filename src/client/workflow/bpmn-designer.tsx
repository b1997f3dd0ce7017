import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { OA_MODDLE_DESCRIPTOR } from '../../../flows/oa-moddle.descriptor.ts';

/** What the process page asks of the designer. */
export type DesignerHandle = { xml: () => Promise<string>; select: (nodeId: string) => void };

type BusinessObject = { id: string; name?: string; $type: string; get: (name: string) => unknown };
type Shape = { id: string; type: string; businessObject: BusinessObject };
type Canvas = {
  zoom: (level?: string | number, center?: 'auto') => number;
  resized: () => void;
  scroll: (delta: { dx: number; dy: number }) => void;
  addMarker: (id: string, marker: string) => void;
  removeMarker: (id: string, marker: string) => void;
};
type Registry = { get: (id: string) => Shape | undefined; getAll: () => Shape[] };
type Selection = { select: (element: Shape) => void };
type Modeling = { updateProperties: (element: Shape, properties: Record<string, unknown>) => void };
type EventBus = { on: (event: string, callback: (event: { newSelection?: Shape[] }) => void) => void };

const ASSIGNEE_TYPES = ['post', 'role', 'users', 'deptHead', 'projectLeader', 'chosen'] as const;
const PROBLEM_MARKER = 'oa-problem';
/** The bpmn-js palette covers the left edge of the canvas. */
const PALETTE_WIDTH = 110;

/**
 * The bpmn-js designer with our `oa` extension, and a small properties panel for a user task's assignee rule.
 * Loaded lazily by the process page only.
 */
export function BpmnDesigner({
  xml,
  readOnly,
  problemIds,
  handle,
}: {
  xml: string;
  readOnly: boolean;
  problemIds: string[];
  handle: RefObject<DesignerHandle | null>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const host = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | null>(null);
  const [selected, setSelected] = useState<Shape | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!host.current) return;
    const instance = new Modeler({ container: host.current, moddleExtensions: { oa: OA_MODDLE_DESCRIPTOR } });
    modeler.current = instance;
    instance.get<EventBus>('eventBus').on('selection.changed', (event) => {
      const only = event.newSelection?.length === 1 ? event.newSelection[0] : null;
      setSelected(only && only.type === 'bpmn:UserTask' ? only : null);
    });
    handle.current = {
      xml: async () => (await instance.saveXML({ format: true })).xml ?? '',
      select: (nodeId) => {
        const element = instance.get<Registry>('elementRegistry').get(nodeId);
        if (element) instance.get<Selection>('selection').select(element);
      },
    };
    return () => {
      handle.current = null;
      instance.destroy();
      modeler.current = null;
    };
  }, [handle]);

  useEffect(() => {
    const instance = modeler.current;
    if (!instance) return;
    setSelected(null);
    void instance.importXML(xml).then(() => {
      // Fit the diagram, leaving room on the left for the palette.
      const canvas = instance.get<Canvas>('canvas');
      canvas.resized();
      canvas.zoom('fit-viewport', 'auto');
      canvas.zoom(Math.min(1, canvas.zoom() * 0.75), 'auto');
      canvas.scroll({ dx: PALETTE_WIDTH / 2, dy: 0 });
    });
  }, [xml]);

  useEffect(() => {
    const instance = modeler.current;
    if (!instance) return;
    const canvas = instance.get<Canvas>('canvas');
    const registry = instance.get<Registry>('elementRegistry');
    for (const element of registry.getAll()) canvas.removeMarker(element.id, PROBLEM_MARKER);
    for (const id of problemIds) if (registry.get(id)) canvas.addMarker(id, PROBLEM_MARKER);
  }, [problemIds, xml]);

  const update = (properties: Record<string, unknown>) => {
    if (!selected || !modeler.current) return;
    modeler.current.get<Modeling>('modeling').updateProperties(selected, properties);
    setTick((tick) => tick + 1);
  };
  const bo = selected?.businessObject;
  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 0 }}>
      <Box
        ref={host}
        data-testid="bpmn-designer"
        sx={{
          flex: 1,
          height: 460,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          pointerEvents: readOnly ? 'none' : undefined,
          [`& .${PROBLEM_MARKER} .djs-visual > :first-of-type`]: { stroke: '#f56c6c !important', strokeWidth: '3px !important' },
        }}
      />
      <Box sx={{ width: 240, flexShrink: 0 }} data-testid="bpmn-properties">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('wf.process.properties')}
        </Typography>
        {bo ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <TextField size="small" label={t('wf.process.nodeId')} value={bo.id} disabled />
            <TextField
              size="small"
              label={t('wf.process.nodeName')}
              value={bo.name ?? ''}
              disabled={readOnly}
              onChange={(event) => update({ name: event.target.value })}
            />
            <TextField
              select
              size="small"
              label={t('wf.process.assigneeType')}
              value={String(bo.get('oa:assigneeType') ?? '')}
              disabled={readOnly}
              onChange={(event) => update({ 'oa:assigneeType': event.target.value })}
            >
              {ASSIGNEE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`wf.process.assignee.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('wf.process.assignee')}
              value={String(bo.get('oa:assignee') ?? '')}
              disabled={readOnly}
              onChange={(event) => update({ 'oa:assignee': event.target.value })}
            />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('wf.process.selectTask')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
