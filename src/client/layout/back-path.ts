import { useEffect, useState } from 'react';

export { BackPathContext, useBackPath } from '../app/back-path-context.ts';

/** Tracks the path shown before the current one; the redirect view is skipped, being no page of its own. */
export function useTrackBackPath(fullPath: string): string | null {
  const [state, setState] = useState<{ current: string; back: string | null }>({ current: fullPath, back: null });
  useEffect(() => {
    if (fullPath.startsWith('/redirect/')) return;
    setState((previous) =>
      previous.current === fullPath ? previous : { current: fullPath, back: previous.current.startsWith('/redirect/') ? previous.back : previous.current },
    );
  }, [fullPath]);
  return state.back;
}
