/**
 * Bot seats think off the main thread: `think` runs the engine's `chooseMove` in a worker thread, at most one search
 * per process at a time (a search takes a core; two would only slow each other down). Requests wait in due order:
 * the earliest `due` first, then the order they came in. A worker that dies or fails rejects the request it was
 * running (the job that asked fails and is retried) and is replaced for the next one.
 */
import { Worker } from 'node:worker_threads';
import type { GameState, Move, Seat, Strength } from '../../engine/index.ts';
import type { ThinkReply, ThinkRequest } from './protocol.ts';

export type ThinkTask = {
  readonly state: GameState;
  readonly seat: Seat;
  readonly strength: Strength;
  /** the hard player's budget in simulated turns */
  readonly budget: number;
  /** when the decision came due (ms since the epoch): earlier ones think first */
  readonly due: number;
};

/** A search refused because the process is shutting down: the job that asked is handed back, not failed. */
export class ThinkingStopped extends Error {
  constructor() {
    super('the bot is shutting down');
  }
}

type Waiting = { readonly task: ThinkTask; readonly order: number; readonly resolve: (move: Move) => void; readonly reject: (error: Error) => void };

/**
 * The worker's entry: a module that registers tsx's TypeScript loader in the worker's thread, then imports
 * worker.ts. Node 20 does not apply a loader given in a worker's execArgv (`--import tsx`) to the worker's own entry
 * point, and vitest's transform does not reach worker threads at all; so the worker registers its own, resolved
 * here from this module (any working directory, under `node --import tsx` and vitest alike).
 */
const BOOTSTRAP = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)});`,
  )}`,
);

let worker: Worker | undefined;
let running: Waiting | undefined;
const queue: Waiting[] = [];
let counter = 0;
/** the process is shutting down: no search starts any more */
let stopped = false;

const spawnWorker = (): Worker => {
  const created = new Worker(BOOTSTRAP);
  // an idle worker does not keep the process alive
  created.unref();
  created.on('message', (reply: ThinkReply) => {
    // only the answer to the request under way counts (a worker stopped meanwhile may still have sent one)
    if (worker !== created || running?.order !== reply.id) return;
    finish(reply.ok ? { move: reply.move } : { error: new Error(`the bot's search failed: ${reply.error}`) });
  });
  created.on('error', (error) => {
    if (worker !== created) return;
    worker = undefined;
    finish({ error: new Error(`the thinking worker crashed: ${error.message}`) });
  });
  created.on('exit', (code) => {
    if (worker !== created) return;
    worker = undefined;
    finish({ error: new Error(`the thinking worker stopped (exit code ${code})`) });
  });
  return created;
};

const finish = (outcome: { readonly move: Move } | { readonly error: Error }): void => {
  const done = running;
  running = undefined;
  if (done !== undefined) {
    if ('move' in outcome) done.resolve(outcome.move);
    else done.reject(outcome.error);
  }
  next();
};

const next = (): void => {
  if (running !== undefined) return;
  const waiting = queue.shift();
  if (waiting === undefined) {
    worker?.unref();
    return;
  }
  running = waiting;
  worker ??= spawnWorker();
  // a search in progress keeps the process alive until it answers
  worker.ref();
  const { state, seat, strength, budget } = waiting.task;
  const request: ThinkRequest = { id: waiting.order, state, seat, strength, budget };
  worker.postMessage(request);
};

/** The move `task.seat` makes, thought out in the worker once every earlier-due request is done. */
export const think = (task: ThinkTask): Promise<Move> =>
  new Promise<Move>((resolve, reject) => {
    if (stopped) {
      reject(new ThinkingStopped());
      return;
    }
    const waiting: Waiting = { task, order: counter++, resolve, reject };
    const at = queue.findIndex((w) => w.task.due > task.due);
    queue.splice(at < 0 ? queue.length : at, 0, waiting);
    next();
  });

/** Stops the worker for good: the search in progress, every waiting request and every later one are refused (the process is shutting down). */
export const stopThinking = async (): Promise<void> => {
  stopped = true;
  const stopping = worker;
  worker = undefined;
  for (const waiting of queue.splice(0)) waiting.reject(new ThinkingStopped());
  const current = running;
  running = undefined;
  current?.reject(new ThinkingStopped());
  await stopping?.terminate();
};
