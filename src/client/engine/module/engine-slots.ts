import type { ModuleDescriptor } from '../../../modules/module.types.ts';

/*
 * Where code above the engine plugs into it. The engine calls what is registered here and never imports its
 * callers, so imports keep running one way: the page wiring (src/client/pages/engine-pages.ts) routes each module
 * as it arrives. Registered once, at start, by code the shell loads; this file holds no descriptor and loads nothing.
 */

const arrivals: ((descriptor: ModuleDescriptor) => void)[] = [];

/** Called with each module once its descriptor has loaded, before any screen reads it. */
export function whenModuleArrives(listener: (descriptor: ModuleDescriptor) => void): void {
  arrivals.push(listener);
}

export function moduleArrived(descriptor: ModuleDescriptor): void {
  for (const listener of arrivals) listener(descriptor);
}
