/** Work started for MQTT messages not yet acknowledged, so a shutdown can let it finish first. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves when everything tracked has settled, or after `ms`, whichever is first. */
  async settled(ms: number): Promise<void> {
    if (this.pending.size === 0 || ms <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
  }
}
