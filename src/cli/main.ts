// The balance-lab executable's entry (bin/balance-lab.js imports it): runs the command in
// process.argv (src/cli/program.ts) and sets the exit code.

import { EXIT_OK } from '../core/errors.js';
import { main } from './program.js';

// `balance-lab play ... | head` closes the pipe early: stop quietly.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
// A command may set its own exit code (130 after Ctrl-C); failures override it.
const code = await main(process.argv);
process.exitCode = code !== EXIT_OK ? code : (process.exitCode ?? EXIT_OK);
