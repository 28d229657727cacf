/** Pending waits that closing the server can cut short, so a held request never delays shutdown. */
export interface Holds {
  /** Resolves after `ms`, or at once when released. */
  wait(ms: number): Promise<void>;
  releaseAll(): void;
}

export function createHolds(): Holds {
  const pending = new Map<NodeJS.Timeout, () => void>();
  return {
    wait(ms) {
      if (ms <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, ms);
        pending.set(timer, resolve);
      });
    },
    releaseAll() {
      for (const [timer, resolve] of pending) {
        clearTimeout(timer);
        resolve();
      }
      pending.clear();
    },
  };
}
