/**
 * The dashboard map's first draw (bench for issue 24, "a map with land"): the home page in headless
 * Chromium at this machine's own speed (no CPU slowdown), the map's answer replaced by a fleet of
 * --stations (10,000) spread over the inhabited continents, against the same map with two stations
 * at opposite ends of the world — the same world view, so the same land: the land alone, measured in
 * the same run. The map measures itself (`fleet-map:first-draw`, from its mount to the first frame
 * painted with land and stations: the atlas parsed and projected, the stations clustered and drawn).
 * The server's answer is replaced so that the figure is the console's drawing, not the database.
 * Also prints whether the sign-in page fetched any of the map's files (it must not).
 *
 *   npm run build -w @cniot/web && npx tsx bench/map.ts [--stations 10000] [--runs 7]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fleetMap, type FleetMap } from '../packages/contract/src/stations/station-map.ts';
import { openBrowser } from '../e2e/helpers/browser.ts';
import { apiLogin, CONSOLE } from '../e2e/helpers/console.ts';
import { startServer } from '../e2e/helpers/server.ts';
import { benchPage, filesLoaded } from './lib/web-pages.ts';

const { values: args } = parseArgs({ options: { stations: { type: 'string', default: '10000' }, runs: { type: 'string', default: '7' } } });
const STATIONS = Number(args.stations);
const RUNS = Number(args.runs);
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
/** Boxes of land where plants are (south, west, north, east): Europe, China, India, the US, Brazil, Australia. */
const REGIONS = [
  [36, -9, 60, 30],
  [22, 100, 40, 122],
  [10, 72, 28, 88],
  [30, -120, 47, -75],
  [-30, -55, -5, -38],
  [-38, 115, -20, 150],
];

/** A fleet in the map's answer shape, the same every run (a fixed-seed generator). */
function fleet(n: number): FleetMap {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const map: FleetMap = { latitude: [], longitude: [], status: [], stations: [], stationId: [], stationName: [] };
  for (let i = 0; i < n; i++) {
    const [s, w, north, e] = REGIONS[i % REGIONS.length];
    map.latitude.push(Number((s + random() * (north - s)).toFixed(5)));
    map.longitude.push(Number((w + random() * (e - w)).toFixed(5)));
    map.status.push((['0', '0', '0', '4', '1', '2', '3'] as const)[Math.floor(random() * 7)]);
    map.stations.push(1);
    map.stationId.push(i + 1);
    map.stationName.push(`Plant ${i + 1}`);
  }
  return fleetMap.parse(map);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build -w @cniot/web` first');
  const server = await startServer({ DEMO: 'off', ADMIN_PASSWORD: 'admin123' });
  const browser = await openBrowser();
  try {
    const login = await benchPage(browser, { cold: true, cpu: 1 });
    const onLogin = await filesLoaded(login.page, DIST, `${CONSOLE}/`, () =>
      login.page.goto(`${server.url}${CONSOLE}/login`).then(() => login.page.getByRole('button', { name: 'Sign in' }).waitFor()),
    );
    await login.page.close();
    const mapFiles = [...onLogin].map((f) => path.basename(f)).filter((f) => /^(fleet-map|countries-)/.test(f));

    const token = await apiLogin(server.url, 'admin', 'admin123');
    await browser.context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }]);
    const cases = {
      land: fleetMap.parse({ latitude: [-40, 62], longitude: [-150, 170], status: ['0', '2'], stations: [1, 1], stationId: [1, 2], stationName: ['West', 'East'] }),
      fleet: fleet(STATIONS),
    };
    const times: Record<keyof typeof cases, number[]> = { land: [], fleet: [] };
    const markers: Record<keyof typeof cases, number> = { land: 0, fleet: 0 };
    for (let run = 0; run < RUNS; run++) {
      for (const name of Object.keys(cases) as (keyof typeof cases)[]) {
        const { page } = await benchPage(browser, { cold: false, cpu: 1 });
        const body = JSON.stringify({ code: 200, msg: 'ok', data: cases[name] });
        await page.route('**/cniotapi/iot/dashboard/map', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
        await page.goto(`${server.url}${CONSOLE}/index`);
        await page.waitForFunction(() => performance.getEntriesByName('fleet-map:first-draw').length > 0, undefined, { timeout: 60_000 });
        times[name].push(await page.evaluate(() => performance.getEntriesByName('fleet-map:first-draw')[0].duration));
        markers[name] = await page.locator('.fleet-map [role="button"]').count();
        await page.close();
      }
    }
    const [land, all] = [median(times.land), median(times.fleet)];
    console.log(`map files fetched by the sign-in page: ${mapFiles.length ? mapFiles.join(', ') : 'none'}`);
    console.log(`first draw of the dashboard map at this machine's speed, medians of ${RUNS}:`);
    console.log(`  land alone (2 stations, whole world): ${land.toFixed(0)} ms (${markers.land} markers)`);
    console.log(`  ${STATIONS.toLocaleString('en-US')} stations: ${all.toFixed(0)} ms (${markers.fleet} clusters and stations drawn): ratio ${(all / land).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
