import path from 'node:path';
import type { Config } from '../../../config.ts';
import { writeWhole } from '../../../lib/write-file.ts';

export const outboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/** Messages nobody delivers yet land here as files, so a developer on the embedded set-up can read them. */
export async function writeOutbox(dir: string, kind: string, recipient: string, text: string): Promise<void> {
  const safe = recipient.replace(/[^\w.@+-]/g, '_');
  await writeWhole(path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${safe}.txt`), text);
}
