/**
 * `npm run bench`: every figure of issue 8 against the running local stack (`npm start` first).
 * Each section is measured by its own module; this file runs them in order and writes the report.
 * Always exits 0: the figures are the point, each printed with its budget as pass or FAIL.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { printSection, writeReport, type BenchSection } from './lib/report';

type Measure = () => Promise<BenchSection>;

/** Sections register here; `npm run bench -- <name>` runs only the named ones. */
const SECTIONS: Record<string, () => Promise<Measure>> = {
  size: async () => (await import('./web-size')).measure,
  lighthouse: async () => (await import('./lighthouse')).measure,
  actions: async () => (await import('./actions')).measure,
  'cold-start': async () => (await import('./cold-start')).measure,
  delivery: async () => (await import('./delivery')).measure,
  'announcement-proof': async () => (await import('./announcement-proof')).measure,
  bursts: async () => (await import('./bursts')).measure,
};

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  // The machine may be shared: its load says how much the wall-clock figures carry of others' work.
  const loadAtStart = loadavg()[0]!;
  const sections: BenchSection[] = [];
  for (const [name, load] of Object.entries(SECTIONS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const measure = await load();
    try {
      const section = await measure();
      printSection(section);
      sections.push(section);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (process.env.BENCH_DEBUG) console.error(error); // BENCH_DEBUG=1: the stack trace of a section that failed
      const failed: BenchSection = {
        title: name,
        rows: [{ name: `${name} could not be measured: ${message}`, value: 0, unit: '', budget: 'runs', pass: false }],
      };
      printSection(failed);
      sections.push(failed);
    }
  }
  writeReport(sections, {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    load: `load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
  });
  const rows = sections.flatMap((section) => section.rows).filter((row) => row.pass !== undefined);
  console.log(`\n${rows.filter((row) => row.pass).length} of ${rows.length} budgets pass; written to bench/results.json and bench/RESULTS.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(0);
});
