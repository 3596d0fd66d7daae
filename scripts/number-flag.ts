/** A whole-number command-line flag within bounds, or the one line that says what is wrong with it. */
export const wholeNumber = (name: string, text: string | undefined, min: number, max: number): number | string => {
  if (text === undefined) return `--${name} is required`;
  if (!/^\d+$/.test(text)) return `--${name} must be a whole number, got "${text}"`;
  const n = Number(text);
  if (n < min || n > max) return `--${name} must be between ${min} and ${max}, got ${n}`;
  return n;
};
