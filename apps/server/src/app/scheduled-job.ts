import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** Named in the log lines. */
  name: string;
  intervalMs: number;
  /** One run; an error is logged and the next interval tries again. */
  run: () => Promise<void>;
}

/**
 * Runs `job.run` every `intervalMs` in this process, from when the app is ready until it closes
 * (docs/decisions/0029). A run still going when the next one is due is not doubled. Closing the app
 * stops the timer and waits for a run in flight, so the database is never closed under it; the
 * timer itself never keeps the process alive.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    if (running) return;
    running = job
      .run()
      .catch((error: unknown) => app.log.warn({ err: error, job: job.name }, `${job.name}: run failed`))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
