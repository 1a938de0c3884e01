#!/usr/bin/env node
// The CLI is written in TypeScript and compiled to dist/ by `npm install` (the prepare script).
// It runs with the lab's V8 flags: started without them, it starts itself again with them
// (src/cli/launch.ts).
async function main() {
  const { runWithLabFlags } = await import('../dist/src/cli/launch.js');
  await runWithLabFlags();
  await import('../dist/src/cli/main.js');
}

main().catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('balance-lab: the compiled program is missing; run `npm install` (or `npm run build`) first.');
    process.exit(1);
  }
  throw err;
});
