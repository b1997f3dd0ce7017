import { defineArea } from '../module.types.ts';

/** Clients (spec §1): its sidebar directory. */
export const clientArea = defineArea({ key: 'client', sort: 110, icon: 'contacts', label: { zh: '客户管理', en: 'Clients', es: 'Clientes' } });
