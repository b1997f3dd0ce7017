import { z } from 'zod';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { AppError } from '../lib/app-error.ts';

/** The `:module` of a configuration route's path: any short name, so that one naming no module answers 404, not 1001. */
export const moduleParams = z.object({ module: z.string().max(64) });

/** The module a path names; 404 when it names none. */
export function moduleOf(key: string): ModuleDescriptor {
  const descriptor = findModule(key);
  if (!descriptor) throw new AppError(404);
  return descriptor;
}

/**
 * The options of a route about one module's configuration (`/<setting>/:module`: its list settings, its serial
 * template): guarded by `permission`, documented under `tags`, the module named by `:module`.
 */
export const moduleSettingRoute = <Schema extends object>(tags: string[], permission: string, schema: Schema) => ({
  config: { permission },
  schema: { tags, params: moduleParams, ...schema },
});
