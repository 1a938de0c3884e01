// Setup file of every vitest config: the test file's temporary folders go when it ends.

import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir.js';

afterAll(removeTempDirs);
