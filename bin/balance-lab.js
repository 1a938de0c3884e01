#!/usr/bin/env node
// The CLI is written in TypeScript and compiled to dist/ by `npm install` (the prepare script).
import('../dist/src/cli/main.js').catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('balance-lab: the compiled program is missing; run `npm install` (or `npm run build`) first.');
    process.exit(1);
  }
  throw err;
});
