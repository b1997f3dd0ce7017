import type { ComponentType } from 'react';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FieldDef } from '../../../shared/rules/field.types.ts';

/*
 * Where code above the engine plugs into it. The engine calls what is registered here and never imports its
 * callers, so imports keep running one way: the page wiring (src/client/pages/engine-pages.ts) routes each module as
 * it arrives, and each domain beside the engine (src/client/domains/) adds its parts to the generic screens.
 * Registered once, at start, by code loaded before the screens; this file holds no descriptor and loads nothing.
 */

const arrivals: ((descriptor: ModuleDescriptor) => void)[] = [];

/** Called with each module once its descriptor has loaded, before any screen reads it. */
export function whenModuleArrives(listener: (descriptor: ModuleDescriptor) => void): void {
  arrivals.push(listener);
}

export function moduleArrived(descriptor: ModuleDescriptor): void {
  for (const listener of arrivals) listener(descriptor);
}

/** What a domain adds to the generic screens; each part draws nothing for a module it does not serve. */
export type EngineSlots = {
  /** Under an editable field of the form (a seal's placement under the file a module signs); `onChange` patches the form. */
  formField?: ComponentType<{
    descriptor: ModuleDescriptor;
    field: FieldDef;
    values: Record<string, unknown>;
    onChange: (patch: Record<string, unknown>) => void;
  }>;
  /** Below a record's fields in its view (an item's stock movements). */
  viewSection?: ComponentType<{ descriptor: ModuleDescriptor; id: number }>;
  /** An action on a list's chosen rows (a tagged module's labels): the list lets rows be chosen where one applies. */
  selectionAction?: { appliesTo: (descriptor: ModuleDescriptor) => boolean; Action: ComponentType<{ ids: readonly number[] }> };
};

const registered: EngineSlots[] = [];

export function registerSlots(slots: EngineSlots): void {
  registered.push(slots);
}

/** Every registered part of one kind, in the order the domains registered. */
export function slotsOf<Kind extends keyof EngineSlots>(kind: Kind): NonNullable<EngineSlots[Kind]>[] {
  return registered.flatMap((slots) => (slots[kind] ? [slots[kind]] : []));
}
