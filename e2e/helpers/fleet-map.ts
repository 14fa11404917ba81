import type { Page } from 'playwright-core';

/** Where a place is drawn on the dashboard map: the land's transform (world square of 1024 units, web Mercator) applied to it. */
async function screenOf(page: Page, latitude: number, longitude: number): Promise<[number, number]> {
  const transform = (await page.locator('.fleet-map g[data-detail]').getAttribute('transform'))!;
  const [k, , , , x, y] = /matrix\(([^)]+)\)/.exec(transform)![1].split(' ').map(Number);
  const phi = (latitude * Math.PI) / 180;
  const wx = ((longitude + 180) / 360) * 1024;
  const wy = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * 1024;
  return [wx * k + x, wy * k + y];
}

/**
 * Finds a station on the dashboard map as a user would: clicks the cluster drawn
 * nearest to its place until the station's own marker shows (clicked) or the list
 * of a spot no zoom can split opens (its name clicked there). Answers the status the map showed it in.
 */
export async function openFromMap(page: Page, place: { latitude: number; longitude: number; stationId: number; stationName: string }): Promise<string | null> {
  for (let step = 0; step < 12; step++) {
    const own = page.locator(`.fleet-map [data-station="${place.stationId}"]`);
    const listed = page.locator('.fleet-map-list').getByRole('button', { name: place.stationName });
    const found = (await own.count()) ? own : listed;
    if (await found.count()) {
      const status = await found.getAttribute('data-status');
      await found.click();
      return status;
    }
    const [sx, sy] = await screenOf(page, place.latitude, place.longitude);
    const clusters = await page.locator('.fleet-map-cluster').evaluateAll((all) => all.map((g) => /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform')!)!.slice(1).map(Number)));
    const nearest = clusters.map(([x, y], i) => ({ i, d: Math.hypot(x - sx, y - sy) })).sort((a, b) => a.d - b.d)[0];
    await page.locator('.fleet-map-cluster').nth(nearest.i).click();
    await page.waitForTimeout(200);
  }
  throw new Error(`${place.stationName} not found on the map`);
}
