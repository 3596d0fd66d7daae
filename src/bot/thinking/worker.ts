/**
 * The worker thread a bot seat thinks in: one request at a time from the main thread, the engine's move back (or
 * the error that stopped it). The search is pure CPU; here it never holds up the main thread's event loop.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { chooseMove } from '../../engine/index.ts';
import type { ThinkReply, ThinkRequest } from './protocol.ts';

const port = parentPort;
if (port === null) throw new Error('the thinking worker runs only as a worker thread');

/**
 * Where the system allows it (Linux: a thread's id names it to setpriority), this thread runs at a lower priority
 * than the main thread, so a search never takes a core the main thread wants to answer an interaction with.
 */
const SEARCH_NICENESS = 10;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  if (Number.isInteger(threadId)) setPriority(threadId, SEARCH_NICENESS);
} catch {
  // elsewhere the search thread keeps the process's priority
}

port.on('message', ({ id, state, seat, strength, budget }: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    reply = { id, ok: true, move: chooseMove(state, seat, strength, { budget }) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
