/** How the stats and ratings read in answers: ratings to one decimal, times in their two largest units, and a person's colour. */

/** A rating with one decimal and a real minus sign: "12.3", "−0.4". */
export const ratingText = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(1)}`;
};

/** A rating change with its sign: "+3.1", "−2.9", "±0.0". */
export const deltaText = (delta: number): string => {
  const rounded = Math.round(delta * 10) / 10;
  return rounded === 0 ? '±0.0' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
};

const UNITS: readonly { readonly ms: number; readonly name: string }[] = [
  { ms: 86_400_000, name: 'd' },
  { ms: 3_600_000, name: 'h' },
  { ms: 60_000, name: 'min' },
  { ms: 1_000, name: 's' },
];

/** A duration in its two largest units, rounded down: "2 h 5 min", "3 d", "45 s"; under a second, "under 1 s". */
export const durationText = (ms: number): string => {
  const first = UNITS.findIndex((u) => ms >= u.ms);
  if (first < 0) return 'under 1 s';
  return UNITS.slice(first, first + 2)
    .map((u, i) => ({ u, n: i === 0 ? Math.floor(ms / u.ms) : Math.floor((ms % (UNITS[first]?.ms ?? 1)) / u.ms) }))
    .filter(({ n }, i) => i === 0 || n > 0)
    .map(({ u, n }) => `${n} ${u.name}`)
    .join(' ');
};

/** Discord's default avatar colours, in the order of their index. */
const AVATAR_COLOURS = [0x5865f2, 0x757e8a, 0x3ba55c, 0xfaa61a, 0xed4245, 0xeb459f] as const;

/** The colour of a person's default Discord avatar (index (id >> 22) mod 6), so their record wears their colour. */
export const avatarColour = (userId: string): number => (/^\d{1,20}$/.test(userId) ? AVATAR_COLOURS[Number((BigInt(userId) >> 22n) % 6n)] : undefined) ?? AVATAR_COLOURS[0];
