import { useAdjustInstanceMutation, type RunningInstance } from '../api/flow-graph.api.ts';

type Adjustment = Parameters<ReturnType<typeof useAdjustInstanceMutation>[0]>[0];

/** Adjusts a running instance (POST /wf/:module/:id/<action>); `onDone` follows only once the server has done it. */
export function useInstanceAdjust(instance: RunningInstance, onDone: () => void) {
  const [adjust, adjusting] = useAdjustInstanceMutation();
  const act = async (action: Adjustment['action'], body: Adjustment['body']) => {
    const result = await adjust({ module: instance.module, id: instance.recordId, action, body });
    if (!('error' in result)) onDone();
  };
  return { act, busy: adjusting.isLoading };
}
