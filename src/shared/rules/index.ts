/** The rule library of spec §5, shared by the server and the client. */
export * from './conditions.ts';
export * from './field.types.ts';
export * from './rule.types.ts';
export * from './rules.ts';
export * from './validate-record.ts';
