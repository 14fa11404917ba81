/**
 * Where a CPU profile's time went: self time summed by package (or source
 * file), by function, and the time spent under each of the project's own
 * functions (inclusive). For the profiles `bench/ingest.ts --profile DIR`
 * writes, one phase per file.
 *
 *   npx tsx bench/self-time-profile.ts DIR/*.cpuprofile [--top 25]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { frameName, type Profile } from './lib/cpu-profile.ts';

const { values: args, positionals: files } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
const TOP = Number(args.top);

/** A package of node_modules, a file of the repository, or the engine's own work in parentheses (GC, idle, WebAssembly). */
function placeOf(url: string, fn: string): string {
  if (!url) return `(${fn || 'native'})`;
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1];
  const own = /\/((?:apps|packages|bench|tools)\/.*)$/.exec(url);
  return own ? own[1] : url.startsWith('wasm') ? '(WebAssembly)' : url.split('/').slice(-2).join('/');
}

function top(sums: Map<string, number>, total: number): string {
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, ms]) => `  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
}

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const under = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, ms: number) => m.set(k, (m.get(k) ?? 0) + ms);
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    total += ms;
    add(byPlace, placeOf(node.callFrame.url, node.callFrame.functionName), ms);
    add(byFunction, frameName(node), ms);
    // Each of the project's functions on the stack once, however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      if (/\/(apps|packages)\//.test(frame.callFrame.url) && !seen.has(frameName(frame))) seen.add(frameName(frame));
    }
    for (const name of seen) add(under, name, ms);
  });
  console.log(`${file}: ${total.toFixed(0)} ms sampled`);
  console.log(`self time by package or file:\n${top(byPlace, total)}`);
  console.log(`self time by function:\n${top(byFunction, total)}`);
  console.log(`time under the project's functions (inclusive):\n${top(under, total)}\n`);
}
