import { registerSlots, type EngineSlots } from '../../engine/module/engine-slots.ts';
import { SealPlacement } from './seal-placement.tsx';

/** Under the file a signing module signs (descriptor `signing`): where its seal goes. */
const SealUnderSignedFile: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values, onChange }) =>
  descriptor.capabilities.signing?.file === field.key ? <SealPlacement signing={descriptor.capabilities.signing} values={values} onPlace={onChange} /> : null;

export function registerStampingSlots(): void {
  registerSlots({ formField: SealUnderSignedFile });
}
