import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_TARGET_LABELS, auditDetailsText, auditTargetLabel } from './admin-messages';

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

describe("an audit entry's details (ADR 0054)", () => {
  it('reads a change as from → to and every other field by its Turkish label', () => {
    const limits = { from: { maxGameParticipants: 10, maxBirthNotificationContacts: 2 }, to: { maxGameParticipants: 20, maxBirthNotificationContacts: 5 } };
    expect(auditDetailsText(JSON.stringify(limits))).toBe('Oyun katılımcı limiti: 10 → 20 · Doğum bildirimi kişi limiti: 2 → 5');
    expect(auditDetailsText(JSON.stringify({ username: 'gece', role: 'admin' }))).toBe('Kullanıcı adı: gece · Rol: Yönetici');
    expect(auditDetailsText(JSON.stringify({ isActive: false }))).toBe('Durum: Pasif');
    expect(auditDetailsText(JSON.stringify({ subject: 'Deneme', outcome: 'sent' }))).toBe('Konu: Deneme · Sonuç: gönderildi');
  });

  it('shows nothing for no details, and a field it does not know by its stored name', () => {
    expect(auditDetailsText('{}')).toBe('');
    expect(auditDetailsText(JSON.stringify({ reason: 'x', count: 2 }))).toBe('reason: x · count: 2');
    expect(auditDetailsText('not json')).toBe('not json');
  });
});
