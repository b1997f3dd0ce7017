import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { OA_MODDLE_DESCRIPTOR } from '../../../flows/oa-moddle.descriptor.ts';
import { useModules } from '../engine/module/module-registry.ts';
import { isEdited, type Shape } from './designer-types.ts';
import { reconnectOnDeleteModule, stepCommandsModule, type StepCommands } from './designer-editing.ts';
import { stepPaletteModule } from './designer-palette.ts';
import { translateModule } from './designer-texts.ts';
import { readerLabelsModule } from './designer-labels.ts';
import { NodeProperties } from './node-properties.tsx';
import { SimpleFlow, type Arrow, type FlowElement } from './simple-flow.tsx';
import type { FlowProblem } from './process.api.ts';

/** What the process page asks of the designer. */
export type DesignerHandle = { xml: () => Promise<string>; select: (nodeId: string) => void };

type Box = { x: number; y: number; width: number; height: number };
type Canvas = {
  viewbox: (box?: Box) => Box & { inner: Box; outer: Box };
  resized: () => void;
  addMarker: (id: string, marker: string) => void;
  removeMarker: (id: string, marker: string) => void;
};
type Registry = { get: (id: string) => Shape | undefined; getAll: () => Shape[] };
type Removal = { removeElements: (elements: FlowElement[]) => void };
type Selection = { select: (element: Shape) => void };
type Modeling = { updateProperties: (element: Shape, properties: Record<string, unknown>) => void };
type EventBus = { on: (event: string, callback: (event: { newSelection?: Shape[] }) => void) => void; fire: (event: string) => void };
type CommandStack = { undo: () => void; redo: () => void; canUndo: () => boolean; canRedo: () => boolean };

const PROBLEM_MARKER = 'oa-problem';
const HEIGHT = 460;
/** Room kept around the diagram when it is fitted to the canvas, in pixels. */
const MARGIN = 24;

/**
 * Shows the whole diagram, as large as it fits up to its own size, centred in what the palette (at the canvas's
 * left edge) and the toolbar (top right) leave free.
 */
function fitDiagram(canvas: Canvas, host: HTMLElement) {
  canvas.resized();
  const { inner, outer } = canvas.viewbox();
  if (!inner.width || !inner.height) return;
  const hostBox = host.getBoundingClientRect();
  const palette = host.querySelector('.djs-palette')?.getBoundingClientRect();
  const left = (palette ? palette.right - hostBox.left : 0) + MARGIN;
  const top = MARGIN + 24;
  const width = outer.width - left - MARGIN;
  const height = outer.height - top - MARGIN;
  const scale = Math.min(1, width / inner.width, height / inner.height);
  canvas.viewbox({
    x: inner.x - (left + (width - inner.width * scale) / 2) / scale,
    y: inner.y - (top + (height - inner.height * scale) / 2) / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  });
}

/**
 * The bpmn-js designer with our `oa` extension, and beside it the properties panel of the selected user task, CC
 * step or call activity (node-properties.tsx). The module's fields come from its descriptor, found by the flow key.
 * Loaded lazily by the process page only.
 */
export function BpmnDesigner({
  xml,
  versionId,
  flowKey,
  readOnly,
  problems,
  handle,
}: {
  xml: string;
  /** The version drawn: another version is imported anew even when its XML is the same. */
  versionId: number;
  flowKey: string;
  readOnly: boolean;
  problems: readonly FlowProblem[];
  handle: RefObject<DesignerHandle | null>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  /** bpmn-js's texts are read through this, so they follow a language switch (designer-texts.ts). */
  const intlNow = useRef(intl);
  intlNow.current = intl;
  const host = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | NavigatedViewer | null>(null);
  /** Bumped when the canvas is made anew (read-only or editable), so the diagram is imported into it. */
  const [canvasVersion, setCanvasVersion] = useState(0);
  const canvasCount = useRef(0);
  /** What the canvas holds unchanged: a draft saved comes back as it was sent, and stays as drawn, undo included. */
  const holds = useRef<{ canvas: number; versionId: number; xml: string } | null>(null);
  const [history, setHistory] = useState({ undo: false, redo: false });
  const [selected, setSelected] = useState<Shape | null>(null);
  const [, setTick] = useState(0);
  /** The BPMN diagram, or the simple mode's chain of steps laid over it (simple-flow.tsx); both edit the same model. */
  const [mode, setMode] = useState<'diagram' | 'simple'>('diagram');
  const modules = useModules();
  const module = modules && (modules.find((descriptor) => descriptor.flow === flowKey) ?? null);

  useEffect(() => {
    if (!host.current) return;
    // A read-only version gets a viewer: no palette, no context pad, nothing moves; its steps can still be selected
    // and their settings read in the panel.
    const Canvas = readOnly ? NavigatedViewer : Modeler;
    const instance = new Canvas({
      container: host.current,
      moddleExtensions: { oa: OA_MODDLE_DESCRIPTOR },
      // What can be drawn is what the engine runs (designer-palette.ts).
      additionalModules: [
        translateModule(intlNow),
        readerLabelsModule(intlNow),
        ...(readOnly ? [] : [stepPaletteModule, reconnectOnDeleteModule, stepCommandsModule]),
      ],
    });
    modeler.current = instance;
    const canvasId = ++canvasCount.current;
    setCanvasVersion(canvasId);
    const bus = instance.get<EventBus>('eventBus');
    bus.on('selection.changed', (event) => {
      const only = event.newSelection?.length === 1 ? event.newSelection[0] : null;
      setSelected(isEdited(only) ? only : null);
    });
    // Undo and redo change attributes too: the panel shows what the element now holds.
    bus.on('elements.changed', () => setTick((tick) => tick + 1));
    bus.on('commandStack.changed', () => {
      const stack = instance.get<CommandStack>('commandStack');
      setHistory({ undo: stack.canUndo(), redo: stack.canRedo() });
    });
    handle.current = {
      xml: async () => {
        const saved = (await instance.saveXML({ format: true })).xml ?? '';
        if (holds.current?.canvas === canvasId) holds.current = { ...holds.current, xml: saved };
        return saved;
      },
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
  }, [handle, readOnly]);

  // A language switch: the palette is drawn again; menus are worded when they open.
  useEffect(() => {
    modeler.current?.get<EventBus>('eventBus').fire('i18n.changed');
  }, [intl.locale]);

  useEffect(() => {
    const instance = modeler.current;
    const held = holds.current;
    const canvasId = canvasCount.current;
    if (!instance || (held && held.canvas === canvasId && held.versionId === versionId && held.xml === xml)) return;
    holds.current = { canvas: canvasId, versionId, xml };
    setSelected(null);
    void instance.importXML(xml).then(() => {
      if (host.current) fitDiagram(instance.get<Canvas>('canvas'), host.current);
      setTick((tick) => tick + 1);
    });
    // canvasVersion: a new canvas (read-only or editable) is drawn anew.
  }, [xml, versionId, canvasVersion]);

  const command = (name: 'undo' | 'redo') => modeler.current?.get<CommandStack>('commandStack')[name]();
  const selectElement = (element: { id: string }) => handle.current?.select(element.id);
  const insertStep = (arrow: Arrow, type: string, properties: Record<string, unknown>) => {
    const shape = modeler.current?.get<StepCommands>('stepCommands').insert(arrow as never, type, properties);
    if (shape) selectElement(shape);
  };
  const deleteStep = (element: FlowElement) => modeler.current?.get<Removal>('modeling').removeElements([element]);
  const elements = (modeler.current?.get<Registry>('elementRegistry').getAll() ?? []) as unknown as FlowElement[];
  const fit = () => modeler.current && host.current && fitDiagram(modeler.current.get<Canvas>('canvas'), host.current);

  const problemIds = [...new Set(problems.flatMap((problem) => (problem.nodeId ? [problem.nodeId] : [])))].join();
  useEffect(() => {
    const instance = modeler.current;
    if (!instance) return;
    const canvas = instance.get<Canvas>('canvas');
    const registry = instance.get<Registry>('elementRegistry');
    for (const element of registry.getAll()) canvas.removeMarker(element.id, PROBLEM_MARKER);
    for (const id of problemIds.split(',')) if (id && registry.get(id)) canvas.addMarker(id, PROBLEM_MARKER);
  }, [problemIds, xml]);

  const update = (properties: Record<string, unknown>) => {
    if (!selected || !modeler.current || readOnly) return;
    modeler.current.get<Modeling>('modeling').updateProperties(selected, properties);
    setTick((tick) => tick + 1);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, minHeight: 0 }}>
      <Box sx={{ position: 'relative', flex: { xs: 'none', md: 1 }, minWidth: 0 }}>
        <Box
          ref={host}
          data-testid="bpmn-designer"
          sx={{
            height: { xs: 360, md: HEIGHT },
            // Under the simple mode the canvas keeps its size, its context pad and overlays hidden with it.
            visibility: mode === 'simple' ? 'hidden' : 'visible',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
            [`& .${PROBLEM_MARKER} .djs-visual > :first-of-type`]: { stroke: '#f56c6c !important', strokeWidth: '3px !important' },
          }}
        />
        {mode === 'simple' && (
          <Box sx={{ position: 'absolute', inset: 0, overflowY: 'auto', zIndex: 1, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
            <SimpleFlow
              elements={elements}
              selectedId={selected?.id ?? null}
              readOnly={readOnly}
              onSelect={selectElement}
              onInsert={insertStep}
              onDelete={deleteStep}
              onShowDiagram={() => setMode('diagram')}
            />
          </Box>
        )}
        <Paper
          variant="outlined"
          sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', alignItems: 'center', zIndex: 2 }}
          data-testid="designer-toolbar"
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_event, next: typeof mode | null) => next && setMode(next)}
            sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, border: 0, fontSize: 12 } }}
          >
            <ToggleButton value="diagram" data-testid="mode-diagram">
              {t('wf.designer.mode.diagram')}
            </ToggleButton>
            <ToggleButton value="simple" data-testid="mode-simple">
              {t('wf.designer.mode.simple')}
            </ToggleButton>
          </ToggleButtonGroup>
          {!readOnly && (
            <>
              <ToolButton label={t('wf.designer.undo')} disabled={!history.undo} onClick={() => command('undo')} testId="designer-undo">
                <Undo fontSize="small" />
              </ToolButton>
              <ToolButton label={t('wf.designer.redo')} disabled={!history.redo} onClick={() => command('redo')} testId="designer-redo">
                <Redo fontSize="small" />
              </ToolButton>
            </>
          )}
          <ToolButton label={t('wf.designer.fit')} onClick={fit} testId="designer-fit">
            <CenterFocusStrongOutlined fontSize="small" />
          </ToolButton>
        </Paper>
      </Box>
      <Box
        sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0, maxHeight: { md: HEIGHT }, overflowY: { md: 'auto' }, pt: 0.5, pr: { md: 0.5 } }}
        data-testid="bpmn-properties"
      >
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('wf.process.properties')}
        </Typography>
        {selected ? (
          <NodeProperties
            key={selected.id}
            element={selected}
            flowKey={flowKey}
            module={module}
            readOnly={readOnly}
            problems={problems.filter((problem) => problem.nodeId === selected.id)}
            update={update}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t(readOnly ? 'wf.process.readOnlyHint' : 'wf.designer.selectNode')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A button of the canvas's toolbar, named by its tooltip. */
function ToolButton({
  label,
  disabled,
  onClick,
  testId,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      {/* A disabled button gets no pointer events: its tooltip hangs on the span around it. */}
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick} data-testid={testId}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
