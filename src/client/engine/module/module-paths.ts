import { pagePath, type ModuleDescriptor } from '../../../modules/module.types.ts';

/*
 * Where a module's screens are. A file of its own, so the shell can route a module's form and view without loading
 * what the rest of module-context.ts reads (the lifecycles).
 */
export const listPath = (descriptor: ModuleDescriptor) => pagePath(descriptor);
export const formPath = (descriptor: ModuleDescriptor) => descriptor.formRoute ?? `${pagePath(descriptor)}/edit`;
export const viewPath = (descriptor: ModuleDescriptor) => `${pagePath(descriptor)}/view`;
/** Where a record's print page is: beside its view, outside the shell (spec §2): /<area>/<key>/print?id=<id>. */
export const printPath = (descriptor: Pick<ModuleDescriptor, 'area' | 'key'>, id: number) => `${pagePath(descriptor)}/print?id=${id}`;
