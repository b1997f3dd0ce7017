import BaseRenderer from 'diagram-js/lib/draw/BaseRenderer';
import type { IntlShape } from 'react-intl';
import { TRANSLATED_LOCALES, translatedNameAttribute } from '../../../flows/process-model.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { BpmnModule } from './designer-texts.ts';
import type { BusinessObject } from './designer-types.ts';

type Drawn = { businessObject?: BusinessObject; labelTarget?: unknown };
type Renderer = { drawShape: (gfx: SVGElement, element: unknown) => SVGElement; drawConnection: (gfx: SVGElement, element: unknown) => SVGElement };
type Bus = { on: (event: string, listener: () => void) => void; fire: (event: string, data: object) => void };
type Elements = { getAll: () => { parent?: unknown }[] };

/** The element's name for readers of `locale` (`oa:nameEn`...), or '' when the flow gives none or the reader reads Chinese. */
function nameFor(locale: string, element: Drawn): string {
  const bo = element.businessObject;
  if (!bo || !(TRANSLATED_LOCALES as readonly string[]).includes(locale)) return '';
  const name = bo.get(`oa:${translatedNameAttribute(locale as Locale)}`);
  return typeof name === 'string' ? name : '';
}

/**
 * Steps, arrows and their labels drawn with the names in the reader's language (`oa:nameEn`...), as tracing and the
 * flow chart name them; the flow keeps its written name (`name`), which the properties panel and label editing edit.
 * The default renderer draws the element while its name reads as the translation for that one drawing.
 */
export function readerLabelsModule(intl: { readonly current: IntlShape }): BpmnModule {
  class ReaderLabelsRenderer extends BaseRenderer {
    static $inject = ['eventBus', 'bpmnRenderer', 'elementRegistry'];
    constructor(
      eventBus: Bus,
      private readonly bpmnRenderer: Renderer,
      elementRegistry: Elements,
    ) {
      // Above bpmn-js's own renderer (1000 is the default priority), so it asks this one first.
      super(eventBus as never, 1500);
      // A language switch draws every element again in the new language.
      eventBus.on('i18n.changed', () => eventBus.fire('elements.changed', { elements: elementRegistry.getAll().filter((element) => element.parent) }));
    }
    canRender(element: unknown) {
      return nameFor(intl.current.locale, element as Drawn) !== '';
    }
    drawShape(gfx: SVGElement, element: unknown) {
      return this.asRead(element as Drawn, () => this.bpmnRenderer.drawShape(gfx, element));
    }
    drawConnection(gfx: SVGElement, element: unknown) {
      return this.asRead(element as Drawn, () => this.bpmnRenderer.drawConnection(gfx, element));
    }
    private asRead(element: Drawn, draw: () => SVGElement) {
      const bo = element.businessObject!;
      const written = bo.name;
      bo.name = nameFor(intl.current.locale, element);
      try {
        return draw();
      } finally {
        bo.name = written;
      }
    }
  }
  return { __init__: ['readerLabelsRenderer'], readerLabelsRenderer: ['type', ReaderLabelsRenderer] };
}
