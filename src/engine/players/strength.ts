/** The built-in players' strengths, weakest first: what a bot seat plays at. */
export const STRENGTHS = ['easy', 'normal', 'hard'] as const;
export type Strength = (typeof STRENGTHS)[number];

export const isStrength = (name: string): name is Strength => (STRENGTHS as readonly string[]).includes(name);
