import type { CustomIdKind } from './custom-id.ts';
import type { ComponentHandler } from './handler.ts';
import { turnHelpPage } from './commands/help.ts';
import { runFlowComponent } from './game-adapter.ts';

/** The handler for each custom_id kind: typed over the kinds, so a kind without a handler does not compile. */
export const COMPONENT_HANDLERS: { readonly [K in CustomIdKind]: ComponentHandler<K> } = {
  help: turnHelpPage,
  lobby: runFlowComponent,
  sets: runFlowComponent,
  addbot: runFlowComponent,
  rmbot: runFlowComponent,
  goals: runFlowComponent,
  goal: runFlowComponent,
  mygoal: runFlowComponent,
  turn: runFlowComponent,
  back: runFlowComponent,
  act: runFlowComponent,
  more: runFlowComponent,
  spot: runFlowComponent,
  page: runFlowComponent,
  disc: runFlowComponent,
  xdisc: runFlowComponent,
  ok: runFlowComponent,
  brd: runFlowComponent,
  side: runFlowComponent,
  foot: runFlowComponent,
  bdisc: runFlowComponent,
  bxdisc: runFlowComponent,
  bok: runFlowComponent,
  vote: runFlowComponent,
  rematch: runFlowComponent,
};
