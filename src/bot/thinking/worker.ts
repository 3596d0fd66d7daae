/**
 * The worker thread a bot seat thinks in: one request at a time from the main thread, the engine's move back (or
 * the error that stopped it). The search is pure CPU; here it never holds up the main thread's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { chooseMove } from '../../engine/index.ts';
import type { ThinkReply, ThinkRequest } from './protocol.ts';

const port = parentPort;
if (port === null) throw new Error('the thinking worker runs only as a worker thread');

port.on('message', ({ id, state, seat, strength, budget }: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    reply = { id, ok: true, move: chooseMove(state, seat, strength, { budget }) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
