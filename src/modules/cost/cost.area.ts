import { defineArea } from '../module.types.ts';
import costDirectory from './cost.area.json' with { type: 'json' };

/** Bidding and cost (spec §1): its modules; its sidebar directory (order, icon, name) is the data file beside it. */
export const costArea = defineArea({
  key: 'cost',
  ...costDirectory,
  modules: {
    distribution: () => import('./bid-distribution/bid-distribution.module.ts').then((code) => code.bidDistributionModule),
    tender: () => import('./tender/tender.module.ts').then((code) => code.tenderModule),
    qualification: () => import('./qualification/qualification.module.ts').then((code) => code.qualificationModule),
    bidregistration: () => import('./bid-registration/bid-registration.module.ts').then((code) => code.bidRegistrationModule),
    contract: () => import('./contract/contract.module.ts').then((code) => code.contractModule),
    contractsign: () => import('./contract-sign/contract-sign.module.ts').then((code) => code.contractSignModule),
    project: () => import('./project/project.module.ts').then((code) => code.projectModule),
    bidcost: () => import('./bid-cost/bid-cost.module.ts').then((code) => code.bidCostModule),
    bidbond: () => import('./bid-bond/bid-bond.module.ts').then((code) => code.bidBondModule),
    archive: () => import('./archive/archive.module.ts').then((code) => code.archiveModule),
    archiveborrow: () => import('./archive-borrow/archive-borrow.module.ts').then((code) => code.archiveBorrowModule),
    document: () => import('./result-document/result-document.module.ts').then((code) => code.estimateDocuments),
    documentsettlement: () => import('./result-document/result-document.module.ts').then((code) => code.settlementDocuments),
    documentopinion: () => import('./result-document/result-document.module.ts').then((code) => code.opinionDocuments),
    documentother: () => import('./result-document/result-document.module.ts').then((code) => code.otherDocuments),
  },
});
