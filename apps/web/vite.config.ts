import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dashboardChunkBudget } from './scripts/dashboard-chunk-budget.ts';

// The contracts package publishes compiled CommonJS; the web build reads its TypeScript source instead.
const contractsSource = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), dashboardChunkBudget()],
  resolve: {
    alias: { '@storyvault/contracts': contractsSource },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vite warns about any chunk over 500 kB minified and uncompressed. The one chunk that size is
    // the lazy dashboard (react-admin and MUI, about 650 kB), and its real limit is the gzip budget
    // that dashboardChunkBudget prints and enforces. Splitting it to silence the warning made
    // circular chunks. Any other chunk this large would still be a surprise worth a warning.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // The message catalogues (every language's words for the senior, the book and the family)
        // and their formatter, with the intro email they write, are one chunk of their own. Left to the bundler they joined React's
        // shared chunk, and every public page, the landing page too, downloaded all five languages.
        codeSplitting: {
          groups: [
            {
              name: 'messages',
              test: /libs[\\/]contracts[\\/]src[\\/](i18n[\\/]|intro-email\.ts)|node_modules[\\/](intl-messageformat|@formatjs)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
