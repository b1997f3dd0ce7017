import { registerSlots } from '../../engine/module/engine-slots.ts';
import { PrintLabelsButton } from './print-labels.tsx';
import { StockMovements } from './stock-movements.tsx';

/** Goods on the generic screens: a catalogue item's or an asset's movements in its view, a tagged list's labels. */
export function registerGoodsSlots(): void {
  registerSlots({
    viewSection: StockMovements,
    selectionAction: { appliesTo: (descriptor) => Boolean(descriptor.capabilities.tagged), Action: PrintLabelsButton },
  });
}
