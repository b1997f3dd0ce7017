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
