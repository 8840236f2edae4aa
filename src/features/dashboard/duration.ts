/** A duration as the unit a person would say: minutes, hours or days (rounded, at least 1). */
export function durationParts(seconds: number): {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
} {
  const minutes = seconds / 60;
  if (minutes < 60) return { unit: 'minutes', count: Math.max(1, Math.round(minutes)) };
  const hours = minutes / 60;
  if (hours < 48) return { unit: 'hours', count: Math.round(hours) };
  return { unit: 'days', count: Math.round(hours / 24) };
}
