import '@xyflow/react/dist/style.css';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { ReadOnlyFlow } from './read-only-flow.tsx';
import { eventText } from './lifecycle-text.ts';
import { LIFECYCLES, type Lifecycle, type LifecycleName, type StatusColour } from '../../../../machines/index.ts';

/** Spec §4 colours of a status box. */
const COLOUR: Record<StatusColour, { fill: string; stroke: string }> = {
  green: { fill: '#edf7ed', stroke: '#2e7d32' },
  blue: { fill: '#e3f2fd', stroke: '#1976d2' },
  red: { fill: '#fdecea', stroke: '#d32f2f' },
  grey: { fill: '#f4f4f5', stroke: '#909399' },
};

export type Step = { from: number; to: number; event: string };

/** Room for a status box and the gaps between columns and rows of them, in the chart's own pixels. */
const NODE_WIDTH = 128;
const COLUMN_GAP = 172;
const ROW_GAP = 58;
/** Stacked layout (a narrow box): room between boxes side by side, and between lines of boxes. */
const SIDE_GAP = 24;
const LINE_GAP = 76;
/** The share of the box fitView leaves empty on each side. */
const FIT_PADDING = 0.04;

/**
 * The part of a lifecycle machine a document's replay shows: the statuses it went through, joined by the transitions
 * it took, and from the status it is in now the ones it can go to next (`next`, `lifecycle-reach.ts`), joined by those
 * transitions. Nothing else of the machine: the generic one has 50 statuses, and all of them would not read. Laid
 * out in columns by distance from the first status. When the columns would not fit `boxWidth` at full size (a phone),
 * the distances run downwards instead, each one's statuses side by side in as many lines as the width needs, so the
 * chart is read at full size by scrolling down.
 */
export function lifecycleView(lifecycle: Lifecycle, steps: readonly Step[], next: readonly Step[] = [], boxWidth = Infinity) {
  const visited = new Set<number>(steps.flatMap((step) => [step.from, step.to]));
  if (visited.size === 0) visited.add(lifecycle.entries[0]);
  const shown = new Set(visited);
  const pairs = new Map<string, { from: number; to: number; events: string[]; next: boolean }>();
  const add = (step: Step, isNext: boolean) => {
    if (step.from === step.to) return;
    const key = `${step.from}-${step.to}`;
    const pair = pairs.get(key) ?? { from: step.from, to: step.to, events: [], next: isNext };
    if (!pair.events.includes(step.event)) pair.events.push(step.event);
    pair.next &&= isNext;
    pairs.set(key, pair);
  };
  for (const step of steps) add(step, false);
  for (const step of next) {
    shown.add(step.to);
    add(step, true);
  }
  // Columns: breadth-first distance from the first status along the shown transitions.
  const first = steps[0]?.from ?? lifecycle.entries[0];
  const column = new Map<number, number>([[first, 0]]);
  const queue = [first];
  while (queue.length) {
    const code = queue.shift()!;
    for (const pair of pairs.values())
      if (pair.from === code && !column.has(pair.to)) {
        column.set(pair.to, column.get(code)! + 1);
        queue.push(pair.to);
      }
  }
  for (const code of shown) if (!column.has(code)) column.set(code, 0);
  const byColumn = new Map<number, number[]>();
  for (const code of [...shown].sort((a, b) => a - b)) byColumn.set(column.get(code)!, [...(byColumn.get(column.get(code)!) ?? []), code]);
  // Passed statuses first in each column, so the document's path runs along the top (or the left, stacked).
  for (const codes of byColumn.values()) codes.sort((a, b) => Number(visited.has(b)) - Number(visited.has(a)) || a - b);
  const columns = Math.max(...byColumn.keys()) + 1;
  const rows = Math.max(...[...byColumn.values()].map((codes) => codes.length));
  const width = (columns - 1) * COLUMN_GAP + NODE_WIDTH;
  const position = new Map<number, { x: number; y: number }>();
  const base = { shown: [...shown], visited, pairs: [...pairs.values()], position };
  if (width <= boxWidth) {
    for (const [index, codes] of byColumn) codes.forEach((code, row) => position.set(code, { x: index * COLUMN_GAP, y: row * ROW_GAP }));
    return { ...base, stacked: false, width, height: rows * ROW_GAP };
  }
  const perLine = Math.max(1, Math.min(rows, Math.floor((boxWidth + SIDE_GAP) / (NODE_WIDTH + SIDE_GAP))));
  let line = 0;
  for (const index of [...byColumn.keys()].sort((a, b) => a - b)) {
    byColumn
      .get(index)!
      .forEach((code, at) => position.set(code, { x: (at % perLine) * (NODE_WIDTH + SIDE_GAP), y: (line + Math.floor(at / perLine)) * LINE_GAP }));
    line += Math.ceil(byColumn.get(index)!.length / perLine);
  }
  return { ...base, stacked: true, width: perLine * (NODE_WIDTH + SIDE_GAP) - SIDE_GAP, height: line * LINE_GAP };
}

/** The width of an element, followed as it changes (0 before it is laid out). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A lifecycle machine drawn with React Flow (the auditors' replay): statuses in their spec colours, the ones the
 * document passed outlined, the step being replayed (from → to) highlighted, or the status itself when the step kept it.
 */
export function LifecycleChart({
  name,
  steps,
  active,
  height,
  next,
}: {
  name: LifecycleName;
  steps: readonly Step[];
  active: number;
  /** Without it, the chart is as tall as its statuses need at full size. */
  height?: number;
  /** Where the document can go from its status now; without it, its path alone. */
  next?: readonly Step[];
}) {
  const intl = useIntl();
  const lifecycle = LIFECYCLES[name] as Lifecycle;
  const [box, boxWidth] = useWidth<HTMLDivElement>();
  // The room fitView leaves inside its padding; before the box is measured, the wide layout.
  const view = useMemo(() => lifecycleView(lifecycle, steps, next, boxWidth ? boxWidth * (1 - 2 * FIT_PADDING) : Infinity), [lifecycle, steps, next, boxWidth]);
  const step = steps[active];
  // A status by its name alone: its code means nothing to a reader.
  const label = (code: number) => {
    const id = `status.${lifecycle.name}.${code}`;
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : String(code);
  };
  // A status the document can go to next says by which events, under its name: on the edge the words would cover the boxes.
  const nextBy = new Map(view.pairs.filter((pair) => pair.next).map((pair) => [pair.to, eventsText(intl, pair.events)]));
  const nodes: Node[] = view.shown.map((code) => {
    const colour = COLOUR[lifecycle.statuses.find((status) => status.code === code)?.colour ?? 'grey'];
    const isActive = step && (code === step.to || (step.from === step.to && code === step.from));
    const isFrom = step && step.from !== step.to && code === step.from;
    return {
      id: String(code),
      position: view.position.get(code)!,
      data: {
        label:
          nextBy.has(code) && !view.visited.has(code) ? (
            <>
              <div>{label(code)}</div>
              <div style={{ fontSize: 11, color: '#606266' }} data-testid="next-by">
                {nextBy.get(code)}
              </div>
            </>
          ) : (
            label(code)
          ),
      },
      draggable: false,
      connectable: false,
      className: isActive ? 'status-active' : view.visited.has(code) ? 'status-visited' : 'status-next',
      style: {
        width: NODE_WIDTH,
        padding: 6,
        fontSize: 13,
        borderRadius: 6,
        background: colour.fill,
        color: '#303133',
        border: isActive
          ? `3px solid ${colour.stroke}`
          : isFrom
            ? `2px dashed ${colour.stroke}`
            : `1px solid ${view.visited.has(code) ? colour.stroke : '#dcdfe6'}`,
        opacity: view.visited.has(code) ? 1 : 0.6,
        boxShadow: isActive ? `0 0 0 4px ${colour.stroke}33` : undefined,
      },
      sourcePosition: (view.stacked ? 'bottom' : 'right') as Node['sourcePosition'],
      targetPosition: (view.stacked ? 'top' : 'left') as Node['targetPosition'],
    };
  });
  const taken = new Set(steps.slice(0, active + 1).map((row) => `${row.from}-${row.to}`));
  const edges: Edge[] = view.pairs.map((pair) => {
    const key = `${pair.from}-${pair.to}`;
    const current = step && key === `${step.from}-${step.to}`;
    const colour = current ? '#1976d2' : taken.has(key) ? '#2e7d32' : '#c0c4cc';
    return {
      id: key,
      type: 'smoothstep',
      source: String(pair.from),
      target: String(pair.to),
      animated: current,
      // Only the step being replayed is named on its edge (the timeline names every step); a way on from the status
      // now is dashed, named in the box it leads to.
      label: current ? eventText(intl, step.event) : undefined,
      labelStyle: { fontSize: 12, fill: colour },
      labelBgStyle: { fill: '#fff' },
      style: { stroke: colour, strokeWidth: current ? 3 : taken.has(key) ? 2 : 1, strokeDasharray: pair.next ? '5 4' : undefined },
      markerEnd: { type: MarkerType.ArrowClosed, color: colour },
      className: current ? 'transition-active' : pair.next ? 'transition-next' : undefined,
      zIndex: current ? 10 : 0,
    };
  });
  return (
    // Drawn at full size: a chart wider than its box is stacked (lifecycleView); one that still is not (a step name
    // longer than the box) scales down no further than three quarters, and pans.
    <div ref={box} style={{ height: height ?? view.height + 48, width: '100%', minWidth: 0 }} data-testid="lifecycle-chart" data-stacked={view.stacked}>
      <ReadOnlyFlow
        key={String(view.stacked)}
        nodes={nodes}
        edges={edges}
        fitViewOptions={{ padding: FIT_PADDING, maxZoom: 1, minZoom: 0.75 }}
        minZoom={0.5}
        style={{ '--xy-handle-background-color': 'transparent', '--xy-handle-border-color': 'transparent' } as CSSProperties}
      />
    </div>
  );
}

const eventsText = (intl: IntlShape, events: readonly string[]) => events.map((event) => eventText(intl, event)).join(' / ');
