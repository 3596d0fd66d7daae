export { chooseMove, type ChooseOptions } from './choose.ts';
export { EASY_RANDOM_PER_MILLE } from './easy.ts';
export { sampleHidden } from './hidden-sample.ts';
export { SEARCH_BUDGET, SEARCH_CANDIDATES } from './search.ts';
export { seatSeed } from './seat-seed.ts';
export { isStrength, STRENGTHS, type Strength } from './strength.ts';
export { chooseUniformMove } from './uniform.ts';
