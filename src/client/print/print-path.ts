import { pagePath, type ModuleDescriptor } from '../../modules/module.types.ts';

/** Where a record's print page is: beside its view, outside the shell (spec §2): /<area>/<key>/print?id=<id>. */
export const printPath = (descriptor: Pick<ModuleDescriptor, 'area' | 'key'>, id: number) => `${pagePath(descriptor)}/print?id=${id}`;
