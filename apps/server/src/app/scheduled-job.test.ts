import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './scheduled-job';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleJob', () => {
  it('runs from ready on, never two runs at once, and stops on close after the run in flight', async () => {
    const app = Fastify();
    let started = 0;
    let finished = 0;
    let running = 0;
    let mostAtOnce = 0;
    scheduleJob(app, {
      name: 'test job',
      intervalMs: 10,
      run: async () => {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // Longer than the interval: due ticks meanwhile must not start a second run.
        await pause(35);
        running -= 1;
        finished += 1;
      },
    });
    await pause(40);
    expect(started).toBe(0);

    await app.ready();
    await pause(150);
    expect(started).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce).toBe(1);

    await app.close();
    // Closing waited for the run in flight, and nothing starts afterwards.
    expect(finished).toBe(started);
    const startedAtClose = started;
    await pause(60);
    expect(started).toBe(startedAtClose);
  });

  it('logs a failed run and keeps the schedule', async () => {
    const app = Fastify();
    const warn = vi.spyOn(app.log, 'warn');
    let runs = 0;
    scheduleJob(app, {
      name: 'flaky job',
      intervalMs: 10,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database went away');
      },
    });
    await app.ready();
    await pause(80);
    await app.close();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky job', err: expect.any(Error) }),
      'flaky job: run failed',
    );
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
