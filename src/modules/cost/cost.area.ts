import { defineArea } from '../module.types.ts';

/** Bidding and cost (spec §1): its sidebar directory. */
export const costArea = defineArea({ key: 'cost', sort: 115, icon: 'gavel', label: { zh: '投标与造价', en: 'Bidding and cost', es: 'Licitaciones y costes' } });
