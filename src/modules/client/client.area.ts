import { defineArea } from '../module.types.ts';
import clientDirectory from './client.area.json' with { type: 'json' };

/** Clients (spec §1): its modules; its sidebar directory (order, icon, name) is the data file beside it. */
export const clientArea = defineArea({
  key: 'client',
  ...clientDirectory,
  modules: {
    customer: () => import('./customer/customer.module.ts').then((code) => code.customerModule),
  },
});
