import type { ModuleDescriptor } from '../../modules/module.types.ts';

/** The parts of bpmn-js the designer and its properties panel use. */
export type BusinessObject = { id: string; name?: string; $type: string; calledElement?: string; get: (name: string) => unknown };
export type Shape = { id: string; type: string; businessObject: BusinessObject };

/** The element kinds whose properties the panel edits. */
export const EDITED_TYPES = ['bpmn:UserTask', 'bpmn:SendTask', 'bpmn:CallActivity'] as const;
export type EditedType = (typeof EDITED_TYPES)[number];
export const isEdited = (shape: Shape | null | undefined): shape is Shape => Boolean(shape && (EDITED_TYPES as readonly string[]).includes(shape.type));

/** Writes properties of the selected element (through bpmn-js modeling, so undo works); undefined removes one. */
export type UpdateProperties = (properties: Record<string, unknown>) => void;

/**
 * What each editor of the properties panel gets: the selected element, whether it may change, how to write it, and
 * the flow's module for editors that name its fields (undefined while it loads, null when the flow names none).
 */
export type StepEditorProps = { bo: BusinessObject; readOnly: boolean; update: UpdateProperties; module: ModuleDescriptor | null | undefined };

/** An attribute of the selected element as text ('' when absent). */
export const attr = (bo: BusinessObject, name: string): string => {
  const value = bo.get(name);
  return value === undefined || value === null ? '' : String(value);
};
