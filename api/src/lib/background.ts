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

/** A repeating job started by `startRepeating`; `stop` ends it and waits for a run under way. */
export interface RepeatingJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` after `firstDelayMs`, then again `intervalMs` after each run ends (never two at once),
 * on a timer that does not keep the process alive. A failure is logged as `{label}: run failed`
 * and the next run happens anyway. Used for the reconciliation and the upload sweep (server.ts).
 */
export function startRepeating(log: FastifyBaseLogger, label: string, opts: { firstDelayMs: number; intervalMs: number }, run: () => Promise<void>): RepeatingJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    running = run()
      .catch((error: Error) => log.error({ err: error.message?.slice(0, 200) }, `${label}: run failed`))
      .finally(() => {
        running = null;
        schedule(opts.intervalMs);
      });
  };
  schedule(opts.firstDelayMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
