import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_TARGET_LABELS, auditTargetLabel } from './admin-messages';

const FUNCTIONS_SRC = resolve(import.meta.dirname, '..', '..', '..', 'functions', 'src');

/** Every record kind the api writes into the audit log: `audit(…, { type: 'x', … })` and `targetType: 'x'`, wherever the functions keep them. */
function auditTargetTypesInFunctions(): Set<string> {
  const found = new Set<string>();
  const files = readdirSync(FUNCTIONS_SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const source = readFileSync(join(FUNCTIONS_SRC, file), 'utf8');
    for (const match of source.matchAll(/\baudit\([^;]*?\{\s*type:\s*'(\w+)'/gs)) found.add(match[1]!);
    for (const match of source.matchAll(/\btargetType:\s*'(\w+)'/g)) found.add(match[1]!);
  }
  return found;
}

describe('the audit log record kinds', () => {
  it('has a Turkish label for every kind the api writes', () => {
    const written = auditTargetTypesInFunctions();
    // the scan itself finds the kinds (a changed call shape would otherwise pass with nothing to check)
    expect([...written]).toEqual(expect.arrayContaining(['user', 'adminUser', 'serviceRequest', 'contactMessage']));
    expect([...written].filter((type) => !(type in AUDIT_TARGET_LABELS))).toEqual([]);
  });

  it('shows a kind it has no label for as stored, rather than hiding it', () => {
    expect(auditTargetLabel('serviceRequest')).toBe('Hizmet talebi');
    expect(auditTargetLabel('checklist_item')).toBe('checklist_item');
  });
});
