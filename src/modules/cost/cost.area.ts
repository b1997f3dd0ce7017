import { defineArea } from '../module.types.ts';

/** Bidding and cost (spec §1): its sidebar directory and its modules. */
export const costArea = defineArea({
  key: 'cost',
  sort: 115,
  icon: 'gavel',
  label: { zh: '投标与造价', en: 'Bidding and cost', es: 'Licitaciones y costes' },
  modules: {
    distribution: () => import('./bid-distribution/bid-distribution.module.ts').then((code) => code.bidDistributionModule),
  },
});
