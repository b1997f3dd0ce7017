export * from './condition-expression.ts';
export * from './process-model.ts';
export * from './bpmn-reader.ts';
export * from './flow-verifier.ts';
export * from './flow-executor.ts';
export * from './flow-simulator.ts';
export * from './flow-inline.ts';
export { OA_MODDLE_DESCRIPTOR, OA_NAMESPACE } from './oa-moddle.descriptor.ts';
export * from './lifecycle-bridge.ts';
