import { defineArea } from '../module.types.ts';

/** Information library (spec §1): its sidebar directory and its modules. */
export const libraryArea = defineArea({
  key: 'library',
  sort: 100,
  icon: 'library_books',
  label: { zh: '信息库', en: 'Information library', es: 'Biblioteca de información' },
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
