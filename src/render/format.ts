/** Signed numbers as the tracks show them: +3, 0, −2 (a true minus sign). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');
