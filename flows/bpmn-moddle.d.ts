// bpmn-moddle 10 ships element types (`bpmn-moddle/types`) but none for its entry point.
declare module 'bpmn-moddle' {
  import type { BpmnDefinitions } from 'bpmn-moddle/types';

  export type ModdleWarning = { message: string; element?: unknown; property?: string; value?: unknown };
  export type ParseResult = {
    rootElement: BpmnDefinitions & { $type: string };
    warnings: ModdleWarning[];
    references: unknown[];
    elementsById: Record<string, unknown>;
  };

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
