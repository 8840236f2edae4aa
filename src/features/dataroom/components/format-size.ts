import { intlLocale } from '../../../lib/format';

/** 1.2 MB, 340 KB: a file's size for people. */
export function formatSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : [Math.max(1, bytes / 1024), 'kilobyte'];
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
