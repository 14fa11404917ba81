import { createHash } from 'node:crypto';

/** How a device's upgrades go wrong: 'fail' reports a failed install, 'reboot' restarts mid-install and says nothing more. */
export type OtaFault = 'none' | 'fail' | 'reboot';

export interface UpgradeParams {
  target: 'firmware' | 'wifi';
  version: string;
  url: string;
  sha256?: string;
  size?: number;
}

export interface OtaDevice {
  versions: { software: string; wifi: string };
  otaFault: OtaFault;
  report(body: Record<string, unknown>): Promise<unknown>;
  /** Drops the connection as a restart would; the client reconnects and announces its versions. */
  restart(): void;
}

const DOWNLOAD_TIMEOUT_MS = 120_000;
const PROGRESS_STEPS = [25, 50, 75];

/**
 * An upgrade as a device does it (protocol §9): download over the signed
 * link, verify size and SHA-256, install, restart. A device with the 'fail'
 * fault reports the install failed; one with the 'reboot' fault restarts
 * mid-install and comes back on its old version, saying nothing more: the
 * server must notice by itself.
 */
export async function runUpgrade(d: OtaDevice, requestId: string, p: UpgradeParams): Promise<void> {
  let progress = 0;
  const step = (state: string, error?: string) => d.report({ ts: Date.now(), requestId, target: p.target, version: p.version, state, progress, ...(error ? { error } : {}) });
  try {
    await step('downloading');
    const res = await fetch(p.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!res.ok || !res.body) throw new Error(`download refused: HTTP ${res.status}`);
    const hash = createHash('sha256');
    let got = 0;
    for await (const chunk of res.body) {
      hash.update(chunk);
      got += chunk.length;
      const now = p.size ? Math.floor((got / p.size) * 100) : 0;
      const passed = PROGRESS_STEPS.find((s) => progress < s && now >= s);
      if (passed) {
        progress = passed;
        await step('downloading');
      }
    }
    progress = 100;
    await step('verifying');
    if (p.size !== undefined && got !== p.size) throw new Error(`size mismatch: got ${got} bytes, expected ${p.size}`);
    if (p.sha256 && hash.digest('hex') !== p.sha256) throw new Error('sha256 mismatch');
    progress = 0;
    await step('installing');
    if (d.otaFault === 'fail') throw new Error('flash write failed');
    if (d.otaFault === 'reboot') return d.restart();
    if (p.target === 'wifi') d.versions.wifi = p.version;
    else d.versions.software = p.version;
    progress = 100;
    await step('success');
    d.restart();
  } catch (err) {
    await step('failed', (err as Error).message.slice(0, 200)).catch(() => {});
  }
}
