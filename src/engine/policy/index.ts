export { choosePolicyCandidates, choosePolicyGoal, choosePolicyMove } from './choose.ts';
export { NORMAL_WEIGHTS, type PolicyWeights } from './weights.ts';
export { playPolicyGame, type PolicyGame } from './self-play.ts';
