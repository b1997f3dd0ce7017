import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { OA_MODDLE_DESCRIPTOR } from '../../../flows/oa-moddle.descriptor.ts';
import { useModules } from '../engine/module-registry.ts';
import { isEdited, type Shape } from './designer-types.ts';
import { stepPaletteModule } from './designer-palette.ts';
import { translateModule } from './designer-texts.ts';
import { NodeProperties } from './node-properties.tsx';
import type { FlowProblem } from './process.api.ts';

/** What the process page asks of the designer. */
export type DesignerHandle = { xml: () => Promise<string>; select: (nodeId: string) => void };

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
type EventBus = { on: (event: string, callback: (event: { newSelection?: Shape[] }) => void) => void; fire: (event: string) => void };

const PROBLEM_MARKER = 'oa-problem';
/** The bpmn-js palette covers the left edge of the canvas. */
const PALETTE_WIDTH = 110;
const HEIGHT = 460;
/** Below this zoom the steps' names are too small to read. */
const MIN_ZOOM = 0.8;

/**
 * The bpmn-js designer with our `oa` extension, and beside it the properties panel of the selected user task, CC
 * step or call activity (node-properties.tsx). The module's fields come from its descriptor, found by the flow key.
 * Loaded lazily by the process page only.
 */
export function BpmnDesigner({
  xml,
  flowKey,
  readOnly,
  problems,
  handle,
}: {
  xml: string;
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
  const [selected, setSelected] = useState<Shape | null>(null);
  const [, setTick] = useState(0);
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
      additionalModules: readOnly ? [translateModule(intlNow)] : [translateModule(intlNow), stepPaletteModule],
    });
    modeler.current = instance;
    setCanvasVersion((version) => version + 1);
    const bus = instance.get<EventBus>('eventBus');
    bus.on('selection.changed', (event) => {
      const only = event.newSelection?.length === 1 ? event.newSelection[0] : null;
      setSelected(isEdited(only) ? only : null);
    });
    // Undo and redo change attributes too: the panel shows what the element now holds.
    bus.on('elements.changed', () => setTick((tick) => tick + 1));
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
  }, [handle, readOnly]);

  // A language switch: the palette is drawn again; menus are worded when they open.
  useEffect(() => {
    modeler.current?.get<EventBus>('eventBus').fire('i18n.changed');
  }, [intl.locale]);

  useEffect(() => {
    const instance = modeler.current;
    if (!instance) return;
    setSelected(null);
    void instance.importXML(xml).then(() => {
      // Fit the diagram, leaving room on the left for the palette, but never so small that its labels cannot be
      // read: a large diagram is panned instead.
      const canvas = instance.get<Canvas>('canvas');
      canvas.resized();
      canvas.zoom('fit-viewport', 'auto');
      canvas.zoom(Math.max(MIN_ZOOM, Math.min(1, canvas.zoom() * 0.75)), 'auto');
      if (!readOnly) canvas.scroll({ dx: PALETTE_WIDTH / 2, dy: 0 });
    });
    // The read-only switch is read with the canvas it made (canvasVersion).
  }, [xml, canvasVersion]);

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
      <Box
        ref={host}
        data-testid="bpmn-designer"
        sx={{
          flex: { xs: 'none', md: 1 },
          minWidth: 0,
          height: { xs: 360, md: HEIGHT },
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          [`& .${PROBLEM_MARKER} .djs-visual > :first-of-type`]: { stroke: '#f56c6c !important', strokeWidth: '3px !important' },
        }}
      />
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
