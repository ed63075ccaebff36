/**
 * Renders on request wait their turn: at most `concurrency` at a time and `maxWaiting` queued.
 * A render beyond that is not run at all (`run` gives undefined at once) and the caller serves
 * its static fallback, so a burst of odd URLs (a scanner, a campaign's unique query strings)
 * costs the server a bounded amount of work and never queues the requests of other visitors.
 */
export interface RenderQueueOptions {
  concurrency?: number;
  maxWaiting?: number;
}

export interface RenderQueue {
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderQueue(options: RenderQueueOptions = {}): RenderQueue {
  // Rendering is mostly synchronous work on the one thread: one at a time is as fast as several.
  const concurrency = options.concurrency ?? 1;
  const maxWaiting = options.maxWaiting ?? 8;
  let running = 0;
  const queue: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (running < concurrency) {
        running += 1;
      } else if (queue.length < maxWaiting) {
        // The finishing task hands its slot over: `running` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        return undefined;
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
