import { defineArea } from '../module.types.ts';
import libraryDirectory from './library.area.json' with { type: 'json' };

/** Information library (spec §1): its modules; its sidebar directory (order, icon, name) is the data file beside it. */
export const libraryArea = defineArea({
  key: 'library',
  ...libraryDirectory,
  modules: {
    credentials: () => import('./credentials/credentials.module.ts').then((code) => code.credentialsModule),
    honors: () => import('./honors/honors.module.ts').then((code) => code.honorsModule),
    introduction: () => import('./introduction/introduction.module.ts').then((code) => code.introductionModule),
    licenses: () => import('./licenses/licenses.module.ts').then((code) => code.licensesModule),
    performance: () => import('./performance/performance.module.ts').then((code) => code.performanceModule),
    personnel: () => import('./personnel/personnel.module.ts').then((code) => code.personnelModule),
    legislation: () => import('./legislation/legislation.module.ts').then((code) => code.legislationModule),
    standards: () => import('./standards/standards.module.ts').then((code) => code.standardsModule),
    techGuides: () => import('./tech-guides/tech-guides.module.ts').then((code) => code.techGuidesModule),
    managementRules: () => import('./management-rules/management-rules.module.ts').then((code) => code.managementRulesModule),
    externalLinks: () => import('./external-links/external-links.module.ts').then((code) => code.externalLinksModule),
  },
});
