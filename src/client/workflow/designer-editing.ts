import type { BpmnModule } from './designer-texts.ts';

type Connection = { id: string; type: string; source: Shape; target: Shape };
type Shape = { id: string; type: string; x: number; y: number; width: number; height: number; incoming: Connection[]; outgoing: Connection[] };
type EventBus = { on: (event: string, priority: number, callback: (event: { context: { shape: Shape } }) => void) => void };
type Modeling = { reconnectEnd: (connection: Connection, target: Shape, docking: { x: number; y: number }) => void };

const isArrow = (connection: Connection) => connection.type === 'bpmn:SequenceFlow';

/**
 * A step deleted from the middle of a route closes the gap, as in the approval designers admins know: the arrow
 * that led into it now leads where it led (keeping its condition, default mark and name), so the step before is not
 * left dangling and the one after stays reachable. Nothing is joined when the step had several arrows in or out (a
 * branch: the admin decides), when the join would point a step at itself, or when the two are already joined. It is
 * part of the deletion, so one undo brings back the step and its arrows.
 */
class ReconnectOnDelete {
  static $inject = ['eventBus', 'modeling'];
  constructor(eventBus: EventBus, modeling: Modeling) {
    eventBus.on('commandStack.shape.delete.preExecute', 1000, ({ context: { shape } }) => {
      const incoming = shape.incoming.filter(isArrow);
      const outgoing = shape.outgoing.filter(isArrow);
      if (incoming.length !== 1 || outgoing.length !== 1) return;
      const [arrow] = incoming;
      const next = outgoing[0].target;
      if (arrow.source === next || arrow.source === shape || next === shape) return;
      if (arrow.source.outgoing.some((other) => other.target === next)) return;
      modeling.reconnectEnd(arrow, next, { x: next.x + next.width / 2, y: next.y + next.height / 2 });
    });
  }
}

export const reconnectOnDeleteModule: BpmnModule = {
  __init__: ['reconnectOnDelete'],
  reconnectOnDelete: ['type', ReconnectOnDelete],
};

type Point = { x: number; y: number };
type InsertContext = { arrow: Connection; type: string; properties: Record<string, unknown>; shape?: Shape };
type StepModeling = {
  moveElements: (shapes: Shape[], delta: Point) => void;
  createShape: (attributes: { type: string }, position: Point, parent: unknown) => Shape;
  reconnectEnd: (connection: Connection, target: Shape, docking: Point) => void;
  connect: (source: Shape, target: Shape) => Connection;
  updateProperties: (element: Shape, properties: Record<string, unknown>) => void;
};
type Registry = { filter: (match: (element: Shape & { labelTarget?: unknown; waypoints?: unknown; parent?: unknown }) => boolean) => Shape[] };
type CommandStack = {
  registerHandler: (command: string, handler: new (...args: never[]) => object) => void;
  execute: (command: string, context: object) => void;
};

/** Room a step inserted into a left-to-right route takes: its width and an arrow's length. */
const STEP_ROOM = 150;
const STEP_SIZE = { width: 100, height: 80 };

/**
 * `oa.step.insert`: a step put on an arrow (the simple mode's "+"), as one undoable change: what lies right of the
 * arrow's end moves right to make room, the step sits between the two, the arrow now leads into it (keeping its
 * condition and default mark) and a new arrow leads on from it.
 */
class InsertStepHandler {
  static $inject = ['modeling', 'elementRegistry'];
  constructor(
    private readonly modeling: StepModeling,
    private readonly registry: Registry,
  ) {}

  preExecute(context: InsertContext) {
    const { arrow, type, properties } = context;
    const from = arrow.source;
    const to = arrow.target;
    const right = this.registry.filter(
      (element) => !element.waypoints && !element.labelTarget && Boolean(element.parent) && element !== from && element.x >= to.x - 1,
    );
    this.modeling.moveElements(right, { x: STEP_ROOM, y: 0 });
    const gapStart = from.x + from.width;
    const gapEnd = to.x;
    const position = { x: Math.max(gapStart + STEP_SIZE.width / 2 + 20, (gapStart + gapEnd) / 2), y: to.y + to.height / 2 };
    const shape = this.modeling.createShape({ type }, position, (from as unknown as { parent: unknown }).parent);
    this.modeling.updateProperties(shape, properties);
    this.modeling.reconnectEnd(arrow, shape, { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 });
    this.modeling.connect(shape, to);
    context.shape = shape;
  }
}

/** What the simple mode asks of bpmn-js. */
export type StepCommands = { insert: (arrow: Connection, type: string, properties: Record<string, unknown>) => Shape | undefined };

class StepCommandsService implements StepCommands {
  static $inject = ['commandStack'];
  constructor(private readonly commandStack: CommandStack) {
    commandStack.registerHandler('oa.step.insert', InsertStepHandler as unknown as new (...args: never[]) => object);
  }

  insert(arrow: Connection, type: string, properties: Record<string, unknown>) {
    const context: InsertContext = { arrow, type, properties };
    this.commandStack.execute('oa.step.insert', context);
    return context.shape;
  }
}

export const stepCommandsModule: BpmnModule = {
  stepCommands: ['type', StepCommandsService],
};
