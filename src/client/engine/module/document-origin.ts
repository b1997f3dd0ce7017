import { useLocation } from 'react-router';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { useBackPath } from '../../app/back-path-context.ts';
import { formPath, viewPath } from './module-context.ts';

/** Navigation state a document's screens hand on when they open each other, so the origin is not lost. */
export type OriginState = { origin?: string };

/**
 * Where the user opened a document from (the to-do list, home, a list): its form and view go back there after an
 * approval action, a save or Back. Moving between the document's own form and view keeps the first origin; a
 * document opened directly has none (its module's list then).
 */
export function useDocumentOrigin(descriptor: ModuleDescriptor): string | null {
  const back = useBackPath();
  const handed = (useLocation().state as OriginState | null)?.origin;
  if (handed) return handed;
  const own = (path: string) => path.startsWith(formPath(descriptor)) || path.startsWith(viewPath(descriptor)) || path.startsWith('/login');
  return back && !own(back) ? back : null;
}
