import { registerAttendanceSlots } from './attendance/attendance-slots.ts';
import { registerDigestSlots } from './digest/digest-slots.ts';
import { registerGoodsSlots } from './goods/goods-slots.ts';
import { registerPeopleSlots } from './people/people-slots.ts';
import { registerStampingSlots } from './stamping/stamping-slots.tsx';

/**
 * Every domain's parts of the generic screens, one line each. Loaded with the screens (src/client/pages/module-pages.tsx),
 * so the first screen carries none of them.
 */
registerGoodsSlots();
registerStampingSlots();
registerAttendanceSlots();
registerPeopleSlots();
registerDigestSlots();
