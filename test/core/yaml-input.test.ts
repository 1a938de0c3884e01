import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputError } from '../../src/core/errors.js';
import { parseYaml, validateYaml } from '../../src/core/yaml-input.js';

const schema = z.strictObject({ name: z.string(), matches: z.number().int().positive(), agents: z.array(z.string()) });

function errorOf(text: string): InputError {
  try {
    validateYaml(parseYaml(text, 'x.yaml'), schema);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('yaml input', () => {
  it('names file, line, column and field for a wrong value', () => {
    const e = errorOf('name: a\nmatches: -3\nagents: [random]\n');
    expect(e.message).toMatch(/^x\.yaml:2:10 matches: /);
    expect(e.exitCode).toBe(2);
  });
  it('suggests the nearest key for an unknown key', () => {
    const e = errorOf('name: a\nmatchs: 3\nagents: [random]\n');
    expect(e.message).toMatch(/x\.yaml:2:1 matchs: unknown key 'matchs' \(did you mean 'matches'\?\)/);
  });
  it('reports malformed YAML and empty files', () => {
    expect(errorOf('name: [a\n').message).toMatch(/^x\.yaml:\d+:\d+: malformed YAML/);
    expect(errorOf('').message).toMatch(/x\.yaml: the file is empty/);
  });
  it('points into lists', () => {
    const e = errorOf('name: a\nmatches: 3\nagents:\n  - random\n  - 7\n');
    expect(e.message).toMatch(/^x\.yaml:5:5 agents\[1\]: expected string, got 7/);
  });
});
