import type { BaseViewerOptions } from 'bpmn-js/lib/BaseViewer';
import type { IntlShape } from 'react-intl';

/**
 * What bpmn-js says (palette tooltips, context pad, the "change element" menu), as our catalogue ids: bpmn-js
 * passes its English text to the `translate` service, which we replace. A text not listed here is one the designer
 * does not show (designer-palette.ts keeps the rest out); our own entries pass catalogue ids (`wf.designer.…`).
 */
export const BPMN_TEXTS: Readonly<Record<string, string>> = {
  'Activate hand tool': 'wf.designer.tool.hand',
  'Activate lasso tool': 'wf.designer.tool.lasso',
  'Activate global connect tool': 'wf.designer.tool.connect',
  'Create start event': 'wf.designer.create.start',
  Delete: 'wf.designer.pad.delete',
  'Connect to other element': 'wf.designer.pad.connect',
  'Align elements': 'wf.designer.pad.align',
  'Align elements left': 'wf.designer.align.left',
  'Align elements center': 'wf.designer.align.center',
  'Align elements right': 'wf.designer.align.right',
  'Align elements top': 'wf.designer.align.top',
  'Align elements middle': 'wf.designer.align.middle',
  'Align elements bottom': 'wf.designer.align.bottom',
  'Distribute elements horizontally': 'wf.designer.distribute.horizontally',
  'Distribute elements vertically': 'wf.designer.distribute.vertically',
  'Start event': 'wf.designer.kind.start',
  'End event': 'wf.designer.kind.end',
  'User task': 'wf.designer.kind.userTask',
  'Send task': 'wf.designer.kind.ccTask',
  'Call activity': 'wf.designer.kind.callActivity',
  'Exclusive gateway': 'wf.designer.kind.exclusiveGateway',
  'Parallel gateway': 'wf.designer.kind.parallelGateway',
  'Sequence flow': 'wf.designer.kind.sequenceFlow',
  'Default flow': 'wf.designer.kind.defaultFlow',
  'Search in diagram': 'wf.designer.search',
};

/** A module of bpmn-js's injector (services by name). */
export type BpmnModule = NonNullable<BaseViewerOptions['additionalModules']>[number];

/** bpmn-js's own fill-in of `{name}` placeholders, for a text we do not list. */
const fillIn = (template: string, values: Record<string, string>) => template.replace(/{([^}]+)}/g, (whole, key: string) => values[key] ?? whole);

/**
 * bpmn-js's `translate` service in the reader's language. It reads the intl object the designer holds now, so a
 * language switch shows at the next drawing of the palette or opening of a menu (the designer fires `i18n.changed`).
 */
export function translateModule(intl: { readonly current: IntlShape }): BpmnModule {
  const translate = (template: string, values: Record<string, string> = {}) => {
    const id = template.startsWith('wf.designer.') ? template : BPMN_TEXTS[template];
    return id ? intl.current.formatMessage({ id }, values) : fillIn(template, values);
  };
  return { translate: ['value', translate] };
}
