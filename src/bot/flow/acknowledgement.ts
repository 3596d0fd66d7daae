/** How the adapter acknowledges each event before the flow runs it (within Discord's 3 s). */
import type { Acknowledgement, FlowEvent } from './types.ts';

/** Buttons that always open a private message of their own (a turn's steps, goal offers, your goal). */
const OPENS_PRIVATE_MESSAGE: readonly string[] = ['goals', 'mygoal', 'turn'];

/**
 * Commands get a private "thinking" reply. A component edits the message it sits on only when that message is
 * the clicker's own (their private steps, or a DM): a click on a public message may come from anyone, with any
 * custom_id, so it is answered privately, and the public message changes only when the game does.
 */
export const acknowledgement = (event: FlowEvent): Acknowledgement => {
  if (event.kind === 'autocomplete') return 'autocomplete';
  if (event.kind === 'command') return 'ephemeral';
  return event.privateMessage === true && !OPENS_PRIVATE_MESSAGE.includes(event.id.kind) ? 'update' : 'ephemeral';
};
