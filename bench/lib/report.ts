/**
 * The shape every benchmark section returns, and the writer of bench/results.json and bench/RESULTS.md.
 * A row is one figure with its budget; `pass` is undefined for figures that have no budget.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface BenchRow {
  /** What was measured, e.g. "JS, first view of /". */
  name: string;
  value: number;
  unit: 'KB' | 'ms' | 's' | 'score' | 'count' | '%' | '';
  /** Human-readable budget, e.g. "≤ 130 KB"; empty when the figure has none. */
  budget: string;
  pass?: boolean;
  /** For a median of several runs: the lowest and highest run, printed next to it. */
  spread?: [number, number];
}

export interface BenchSection {
  title: string;
  rows: BenchRow[];
  /** Anything worth keeping in results.json beyond the rows (per-run figures, chunk lists, imports). */
  details?: unknown;
  /** Lines printed under the section's table in RESULTS.md. */
  notes?: string[];
}

const BENCH_DIR = resolve(import.meta.dirname, '..');

/** A budget as printed: whole numbers as they are, others to one decimal. */
const limitText = (limit: number) => (Number.isInteger(limit) ? String(limit) : limit.toFixed(1));

export function budgetAtMost(name: string, value: number, unit: BenchRow['unit'], limit: number): BenchRow {
  return { name, value, unit, budget: `≤ ${limitText(limit)} ${unit}`.trim(), pass: value <= limit };
}

export function budgetBelow(name: string, value: number, unit: BenchRow['unit'], limit: number): BenchRow {
  return { name, value, unit, budget: `< ${limitText(limit)} ${unit}`.trim(), pass: value < limit };
}

export function budgetAtLeast(name: string, value: number, unit: BenchRow['unit'], limit: number): BenchRow {
  return { name, value, unit, budget: `≥ ${limitText(limit)} ${unit}`.trim(), pass: value >= limit };
}

export function figure(name: string, value: number, unit: BenchRow['unit']): BenchRow {
  return { name, value, unit, budget: '' };
}

function formatNumber(row: BenchRow, value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(row.unit === 'score' ? 0 : value < 10 ? 2 : 1);
}

function formatValue(row: BenchRow): string {
  const spread = row.spread ? ` (${formatNumber(row, row.spread[0])}–${formatNumber(row, row.spread[1])})` : '';
  return `${formatNumber(row, row.value)}${spread} ${row.unit}`.trim();
}

function verdict(row: BenchRow): string {
  if (row.pass === undefined) return '';
  return row.pass ? 'pass' : 'FAIL';
}

export function printSection(section: BenchSection): void {
  console.log(`\n## ${section.title}`);
  for (const row of section.rows) {
    console.log(`${verdict(row).padEnd(4)}  ${row.name.padEnd(60)} ${formatValue(row).padStart(14)}  ${row.budget}`);
  }
  for (const note of section.notes ?? []) console.log(`      ${note}`);
}

export function writeReport(sections: BenchSection[], meta: Record<string, unknown>): void {
  writeFileSync(join(BENCH_DIR, 'results.json'), JSON.stringify({ ...meta, sections }, null, 2) + '\n');
  const lines = ['# Benchmark results', '', `Measured ${String(meta.measuredAt)} on ${String(meta.machine)}; ${String(meta.load)}.`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', '| Figure | Value | Budget | Result |', '| --- | ---: | --- | --- |');
    for (const row of section.rows) lines.push(`| ${row.name} | ${formatValue(row)} | ${row.budget} | ${verdict(row)} |`);
    lines.push('');
    for (const note of section.notes ?? []) lines.push(`- ${note}`);
    if (section.notes?.length) lines.push('');
  }
  const all = sections.flatMap((section) => section.rows).filter((row) => row.pass !== undefined);
  lines.push(`**${all.filter((row) => row.pass).length} of ${all.length} budgets pass.**`, '');
  writeFileSync(join(BENCH_DIR, 'RESULTS.md'), lines.join('\n'));
}
