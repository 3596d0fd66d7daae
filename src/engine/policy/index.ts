export { choosePolicyGoal, choosePolicyMove } from './choose.ts';
export { playPolicyGame, type PolicyGame } from './self-play.ts';
