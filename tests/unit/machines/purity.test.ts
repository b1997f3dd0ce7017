import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** DESIGN.md §2 / STYLE.md rule 5: machines/ and flows/ run in the browser too, and do no I/O. */
const ALLOWED = [/^\.\.?\//, /^\.\.\/src\/shared\//, /^xstate$/, /^bpmn-moddle(\/types)?$/, /^jsep$/];
const FORBIDDEN_CALLS = /\b(fetch|XMLHttpRequest|localStorage|sessionStorage|Date\.now|Math\.random|new Date\(|process\.(env|exit|argv|cwd)|require\()/;

const sources = ['machines', 'flows'].flatMap((dir) =>
  readdirSync(new URL(`../../../${dir}/`, import.meta.url))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => [`${dir}/${name}`, readFileSync(new URL(`../../../${dir}/${name}`, import.meta.url), 'utf8')] as const),
);

describe.each(sources)('%s', (_path, text) => {
  it('imports only its own folder, src/shared and browser-safe libraries', () => {
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
    expect(specifiers.filter((s) => !ALLOWED.some((pattern) => pattern.test(s)) || s.includes('/server/') || s.includes('/client/'))).toEqual([]);
  });

  it('does no I/O and reads no clock or random source', () => {
    expect(text.split('\n').filter((line) => !/^(\*|\/\*\*|\/\/)/.test(line.trim()) && FORBIDDEN_CALLS.test(line))).toEqual([]);
  });
});
