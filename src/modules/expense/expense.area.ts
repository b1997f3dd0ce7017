import { defineArea } from '../module.types.ts';

/** Expenses (spec §1): its sidebar directory. */
export const expenseArea = defineArea({ key: 'expense', sort: 120, icon: 'payments', label: { zh: '财务报销', en: 'Expenses', es: 'Gastos' } });
