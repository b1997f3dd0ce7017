import { type Capability, capability } from './capability.ts';

/**
 * Records only the server makes (the fixed assets a stock acceptance receives): nobody creates, imports or deletes
 * one, the administrator included (`offersAction`); their fields are edited as any record's.
 */
export type MadeByServerDef = true;

export const madeByServer: Capability<MadeByServerDef> = capability({});
