/** Every table of the database; drizzle-kit generates migrations from what this file exports. */
export * from './core.schema.ts';
export * from './engine.schema.ts';
export * from './admin.schema.ts';
export * from './workflow.schema.ts';
export * from './stock.schema.ts';
export * from './attendance.schema.ts';
export * from './payroll.schema.ts';
export * from './documents.schema.ts';
