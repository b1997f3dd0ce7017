import { defineArea } from '../module.types.ts';

/** Clients (spec §1): its sidebar directory and its modules. */
export const clientArea = defineArea({
  key: 'client',
  sort: 110,
  icon: 'contacts',
  label: { zh: '客户管理', en: 'Clients', es: 'Clientes' },
  modules: {
    customer: () => import('./customer/customer.module.ts').then((code) => code.customerModule),
  },
});
