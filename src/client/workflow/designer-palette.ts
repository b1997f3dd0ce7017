import type { BpmnModule } from './designer-texts.ts';

/*
 * What the designer lets an administrator draw: only what the flow engine runs (flows/bpmn-reader.ts) — a start,
 * approval steps (user tasks), CC steps (send tasks), sub-processes (call activities, which run another published
 * flow), condition (exclusive) and parallel gateways, and an end — plus the hand, lasso and connect tools. bpmn-js's
 * palette, context pad and "change element" menu offer every BPMN element; ours replace their entries.
 */

type Element = { id: string; type: string; businessObject: { $type: string } };
type Entry = {
  group?: string;
  className?: string;
  title?: string;
  label?: string;
  separator?: boolean;
  action?: unknown;
};
type Entries = Record<string, Entry>;
type Translate = (template: string) => string;
type Palette = { registerProvider: (priority: number, provider: object) => void };
type ContextPad = { registerProvider: (priority: number, provider: object) => void; getPad: (element: Element) => { html: HTMLElement } };
type PopupMenu = {
  registerProvider: (id: string, priority: number, provider: object) => void;
  open: (element: Element, id: string, position: { x: number; y: number; cursor?: { x: number; y: number } }, options?: object) => void;
  isEmpty: (element: Element, id: string) => boolean;
};
type ElementFactory = { createShape: (attributes: { type: string }) => Element };
type Create = { start: (event: Event, shape: Element, context?: { source: Element }) => void };
type AutoPlace = { append: (source: Element, shape: Element) => void };
type AppendPreview = { create: (source: Element, type: string, options?: object) => void; cleanUp: () => void };

/** A kind of step the engine runs: its BPMN type, icon and texts (designer-texts.ts ids). */
type Kind = { type: string; className: string; create: string; append: string };
export const STEP_KINDS = {
  userTask: { type: 'bpmn:UserTask', className: 'bpmn-icon-user-task', create: 'wf.designer.create.userTask', append: 'wf.designer.append.userTask' },
  ccTask: { type: 'bpmn:SendTask', className: 'bpmn-icon-send-task', create: 'wf.designer.create.ccTask', append: 'wf.designer.append.ccTask' },
  exclusiveGateway: {
    type: 'bpmn:ExclusiveGateway',
    className: 'bpmn-icon-gateway-xor',
    create: 'wf.designer.create.exclusiveGateway',
    append: 'wf.designer.append.exclusiveGateway',
  },
  parallelGateway: {
    type: 'bpmn:ParallelGateway',
    className: 'bpmn-icon-gateway-parallel',
    create: 'wf.designer.create.parallelGateway',
    append: 'wf.designer.append.parallelGateway',
  },
  callActivity: {
    type: 'bpmn:CallActivity',
    className: 'bpmn-icon-call-activity',
    create: 'wf.designer.create.callActivity',
    append: 'wf.designer.append.callActivity',
  },
  end: { type: 'bpmn:EndEvent', className: 'bpmn-icon-end-event-none', create: 'wf.designer.create.end', append: 'wf.designer.append.end' },
} satisfies Record<string, Kind>;

/** bpmn-js's palette entries kept as they are: the tools and the start event. */
const KEPT_TOOLS = ['hand-tool', 'lasso-tool', 'global-connect-tool', 'tool-separator'];

/** The "change element" menu's choices the engine runs (bpmn-js's entry ids). */
export const REPLACE_CHOICES = new Set([
  'replace-with-none-start',
  'replace-with-none-end',
  'replace-with-user-task',
  'replace-with-send-task',
  'replace-with-call-activity',
  'replace-with-exclusive-gateway',
  'replace-with-parallel-gateway',
  // A gateway's arrow made its default route, or back to a plain one.
  'replace-with-sequence-flow',
  'replace-with-default-flow',
]);

/** The context pad's entries kept as bpmn-js makes them; the appends are ours, the change-element entry too. */
const KEPT_PAD = new Set(['delete', 'connect']);

/** Runs after bpmn-js's providers (priority 1000), so it sees their entries. */
const AFTER_BPMN_JS = 500;

class StepPalette {
  static $inject = ['palette', 'create', 'elementFactory', 'translate'];
  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly translate: Translate,
  ) {
    palette.registerProvider(AFTER_BPMN_JS, this);
  }

  getPaletteEntries() {
    return (entries: Entries): Entries => {
      const kept: Entries = {};
      for (const id of KEPT_TOOLS) if (entries[id]) kept[id] = entries[id];
      if (entries['create.start-event']) kept['create.start-event'] = entries['create.start-event'];
      for (const [name, kind] of Object.entries(STEP_KINDS)) {
        const start = (event: Event) => this.create.start(event, this.elementFactory.createShape({ type: kind.type }));
        kept[`create.${name}`] = {
          group: name === 'end' ? 'event' : name.endsWith('Gateway') ? 'gateway' : 'activity',
          className: kind.className,
          title: this.translate(kind.create),
          action: { dragstart: start, click: start },
        };
      }
      return kept;
    };
  }
}

class StepContextPad {
  static $inject = ['contextPad', 'popupMenu', 'elementFactory', 'create', 'injector', 'appendPreview', 'translate'];
  private readonly autoPlace: AutoPlace | null;
  constructor(
    private readonly contextPad: ContextPad,
    private readonly popupMenu: PopupMenu,
    private readonly elementFactory: ElementFactory,
    private readonly create: Create,
    injector: { get: (name: string, strict: boolean) => unknown },
    private readonly appendPreview: AppendPreview,
    private readonly translate: Translate,
  ) {
    this.autoPlace = injector.get('autoPlace', false) as AutoPlace | null;
    contextPad.registerProvider(AFTER_BPMN_JS, this);
  }

  getContextPadEntries(element: Element) {
    return (entries: Entries): Entries => {
      const kept: Entries = {};
      // bpmn-js offers appends wherever an arrow may leave the element: from the same places, ours.
      if (entries['append.end-event']) for (const [name, kind] of Object.entries(STEP_KINDS)) kept[`append.${name}`] = this.appendEntry(kind);
      for (const [id, entry] of Object.entries(entries)) if (KEPT_PAD.has(id)) kept[id] = entry;
      if (entries.replace && !this.popupMenu.isEmpty(element, 'bpmn-replace')) kept.replace = this.replaceEntry();
      return kept;
    };
  }

  private appendEntry(kind: Kind): Entry {
    const shape = () => this.elementFactory.createShape({ type: kind.type });
    const drag = (event: Event, source: Element) => this.create.start(event, shape(), { source });
    const autoPlace = this.autoPlace;
    return {
      group: 'model',
      className: kind.className,
      title: this.translate(kind.append),
      action: {
        dragstart: drag,
        click: autoPlace ? (_event: Event, source: Element) => autoPlace.append(source, shape()) : drag,
        hover: autoPlace
          ? (_event: Event, source: Element) => {
              this.appendPreview.create(source, kind.type);
              return () => this.appendPreview.cleanUp();
            }
          : undefined,
      },
    };
  }

  /** The change-element menu, titled in the reader's language; its few choices need no search box. */
  private replaceEntry(): Entry {
    return {
      group: 'edit',
      className: 'bpmn-icon-screw-wrench',
      title: this.translate('wf.designer.pad.replace'),
      action: {
        click: (event: MouseEvent, element: Element) => {
          const pad = this.contextPad.getPad(element).html.getBoundingClientRect();
          this.popupMenu.open(
            element,
            'bpmn-replace',
            { x: pad.left, y: pad.bottom + 5, cursor: { x: event.x, y: event.y } },
            { title: this.translate('wf.designer.pad.replace'), width: 240, search: false },
          );
        },
      },
    };
  }
}

class StepReplaceMenu {
  static $inject = ['popupMenu'];
  constructor(popupMenu: PopupMenu) {
    popupMenu.registerProvider('bpmn-replace', AFTER_BPMN_JS, this);
  }

  getPopupMenuEntries(target: Element & { source?: Element }) {
    // A default route means something only where a condition gateway chooses between routes.
    const chooses = target.source?.type === 'bpmn:ExclusiveGateway';
    return (entries: Entries): Entries =>
      Object.fromEntries(Object.entries(entries).filter(([id]) => REPLACE_CHOICES.has(id) && (chooses || !id.endsWith('-flow'))));
  }

  /** Loops, multi-instance and the like: the engine runs none (several approvers are a step's own setting). */
  getPopupMenuHeaderEntries() {
    return (): Entries => ({});
  }
}

/** The palette, context pad and change-element menu of the engine's elements (see above). */
export const stepPaletteModule: BpmnModule = {
  __init__: ['stepPalette', 'stepContextPad', 'stepReplaceMenu'],
  stepPalette: ['type', StepPalette],
  stepContextPad: ['type', StepContextPad],
  stepReplaceMenu: ['type', StepReplaceMenu],
};
