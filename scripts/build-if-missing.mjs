// Builds the product once after install so `npm start` and `npx storyvault` work at once.
// `npm run build` rebuilds after a change.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const outputs = ['apps/api/dist/start.js', 'cli/dist/main.js', 'apps/web/dist/index.html'];
if (outputs.every((f) => existsSync(f))) process.exit(0);
console.log('Building StoryVault (first run)...');
execSync('npm run build', { stdio: 'inherit' });
