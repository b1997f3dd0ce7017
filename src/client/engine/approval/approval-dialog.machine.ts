import { assign, fromPromise, setup } from 'xstate';
import type { ActionBody } from '../../api/workflow.api.ts';

/** The server's refusal of an action: its status code and message in the user's language. */
export type Refusal = { status: number; msg: string };

/** Spec §8: the next step is "chosen by the previous approver" and nobody was chosen. */
export const CHOOSE_NEXT = 1003;

const isRefusal = (error: unknown): error is Refusal =>
  typeof error === 'object' && error !== null && typeof (error as Refusal).status === 'number' && typeof (error as Refusal).msg === 'string';

/**
 * The approver dialog's conversation with the server: the user edits, sends, and the dialog closes (done), or shows
 * the refusal and keeps the input (refused), or, when the next step is the approver's to choose (1003, or known before),
 * asks for the next approvers and is sent again (choosingNext). The server may say so before the first send (the
 * next-step answer's `chooseNext`): the dialog then starts choosing (`input.chooseNext`, or `CHOOSE_NEXT` when the
 * answer arrives after it opened). `send` is the call; the dialog provides it.
 */
export const approvalDialogMachine = setup({
  types: {
    context: {} as { refusal: string | null; chooseNext: boolean },
    input: {} as { chooseNext?: boolean },
    events: {} as { type: 'SEND'; body: ActionBody } | { type: 'EDIT' } | { type: 'CHOOSE_NEXT' },
  },
  actors: {
    send: fromPromise<unknown, ActionBody>(async () => {
      throw new Error('the dialog provides the call');
    }),
  },
  guards: {
    mustChoose: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isRefusal(error) && error.status === CHOOSE_NEXT;
    },
    /** Sent while the next approvers must be chosen only when the body names some. */
    sendable: ({ context, event }) => !context.chooseNext || (event.type === 'SEND' && (event.body.users?.length ?? 0) > 0),
    choosing: ({ context }) => context.chooseNext,
  },
}).createMachine({
  id: 'approvalDialog',
  context: ({ input }) => ({ refusal: null, chooseNext: input.chooseNext === true }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'choosing', target: 'choosingNext' }, { target: 'editing' }] },
    editing: {
      on: {
        SEND: { guard: 'sendable', target: 'sending' },
        /** The server said, before anything was sent, that this approval must name the next step's approvers. */
        CHOOSE_NEXT: { target: 'choosingNext', actions: assign({ chooseNext: true }) },
      },
    },
    choosingNext: { on: { SEND: { guard: 'sendable', target: 'sending' } } },
    sending: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ event }) => (event.type === 'SEND' ? event.body : {}),
        onDone: 'done',
        onError: [
          {
            guard: 'mustChoose',
            target: 'choosingNext',
            actions: assign({ chooseNext: true, refusal: ({ event }) => (event.error as Refusal).msg }),
          },
          {
            target: 'refused',
            actions: assign({ refusal: ({ event }) => (isRefusal(event.error) ? event.error.msg : String(event.error)) }),
          },
        ],
      },
    },
    /** The refusal is shown and the input kept: the user changes it and sends again. */
    refused: {
      on: {
        SEND: { guard: 'sendable', target: 'sending' },
        EDIT: { actions: assign({ refusal: null }) },
      },
    },
    done: { type: 'final' },
  },
});
