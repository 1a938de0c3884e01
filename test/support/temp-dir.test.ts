// The tests' temporary folders are removed with everything written into them.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from './temp-dir.js';

describe('tempDir', () => {
  it('makes distinct empty folders that removeTempDirs deletes with their contents', () => {
    const a = tempDir('bl-temp-test-');
    const b = tempDir('bl-temp-test-');
    expect(a).not.toBe(b);
    mkdirSync(join(a, 'reports'));
    writeFileSync(join(a, 'reports', 'x.csv'), 'x\n');
    removeTempDirs();
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(false);
  });
});
