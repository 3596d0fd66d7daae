export { GOALS, GOAL_IDS, goalById, isGoalId } from './goal-data.ts';
export type { GoalCategory, GoalDef, GoalId, GoalKind, GoalTarget } from './goal-data.ts';
export { goalLeaders, goalMeasure, goalWinner, measurePlayer } from './measure.ts';
export { largestConnectedGroup } from './largest-group.ts';
