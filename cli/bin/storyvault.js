#!/usr/bin/env node
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const entry = join(__dirname, '..', 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error('The StoryVault CLI is not built yet. Run `npm run build` in the project folder first.');
  process.exit(1);
}
require(entry);
