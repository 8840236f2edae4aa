import { DEFAULT_THEME, mergeMantineTheme, rgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 relative luminance of a colour Mantine can parse (hex or rgba). */
function luminance(color: string): number {
  const channels = /\d+(\.\d+)?/g;
  const [r, g, b] = (rgba(color, 1).match(channels) ?? []).slice(0, 3).map(Number);
  return [r!, g!, b!]
    .map((value) => value / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme contrast', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(merged).light;
  /** Text of the light variant (alert titles, light buttons and badges): overridden or shade 9. */
  const lightText = (color: string) =>
    light[`--mantine-color-${color}-light-color`] ?? merged.colors[color]![9];

  it.each(Object.keys(merged.colors))(
    'light-variant text of %s reaches 4.5:1 on its background and hover shades',
    (color) => {
      for (const shade of [1, 2]) {
        expect(contrast(lightText(color), merged.colors[color]![shade])).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it('fixes the yellow alert title (Mantine: 2.7:1)', () => {
    expect(contrast(merged.colors.yellow[9], merged.colors.yellow[1])).toBeLessThan(3);
    expect(contrast(lightText('yellow'), merged.colors.yellow[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on a filled green button reaches 4.5:1, at rest and on hover', () => {
    const shade =
      typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
    expect(contrast('#ffffff', merged.colors.green[shade])).toBeLessThan(4.5);
    for (const state of ['filled', 'filled-hover'])
      expect(contrast('#ffffff', light[`--mantine-color-green-${state}`]!)).toBeGreaterThanOrEqual(
        4.5,
      );
  });
});
