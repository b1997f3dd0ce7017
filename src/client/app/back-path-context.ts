import { createContext, useContext } from 'react';

/**
 * Spec §2 Route guard: a route remembers its previous path as a back path (forms return there after saving). The
 * shell provides it (layout/back-path.ts tracks it); pages below the shell read it here.
 */
export const BackPathContext = createContext<string | null>(null);

export function useBackPath(): string | null {
  return useContext(BackPathContext);
}
