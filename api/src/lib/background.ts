/**
 * Work a request starts but does not wait for (the magic-link lookup and mail run after the
 * answer, so that its timing says nothing about the address). Failures are logged, never thrown;
 * `idle()` resolves when every task started so far has ended (tests, and the app's close).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` after the current answer is written, without waiting for it; `label` names it in the error log. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when no task is running any more. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      // started on the next turn of the event loop (setImmediate), once the answer that ran it has
      // been written: none of its work, not even its first database query, delays that answer
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => log.error({ err }, `${label} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
