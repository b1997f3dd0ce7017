import { defineArea } from '../module.types.ts';

/** Information library (spec §1): its sidebar directory. */
export const libraryArea = defineArea({
  key: 'library',
  sort: 100,
  icon: 'library_books',
  label: { zh: '信息库', en: 'Information library', es: 'Biblioteca de información' },
});
