import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(import.meta.dirname, '..');

/** Stories of the shell's components; they render with the app's theme and catalogues (see preview.tsx). */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // vite.config.ts roots the app at src/client; Storybook builds from the repository root instead.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root, publicDir: path.join(root, 'public') }),
};

export default config;
