import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Deep navy blue: the brand colour. Shade 7 (#0b3a66) is the logo colour. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f3',
  '#a0c0e6',
  '#6d9ed9',
  '#4581cd',
  '#2c6ec6',
  '#1d5aa6',
  '#0b3a66',
  '#082d50',
  '#051f39',
];

/** Teal accent for highlights and secondary actions. */
const accent: MantineColorsTuple = [
  '#e3fbf8',
  '#cff2ed',
  '#a1e4da',
  '#6fd5c6',
  '#48c8b5',
  '#2fbfaa',
  '#1a9e8c',
  '#0f7f71',
  '#076b5f',
  '#005c51',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand, accent },
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    // Page titles shrink on phones so that one long German word ("Nutzungsbedingungen") fits.
    sizes: {
      h1: { fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2.125rem)' },
      h2: { fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 1.625rem)' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  luminanceThreshold: 0.35,
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // The one page width: header, footer and every page use it (pages pass no `size`). Narrower
    // on purpose only: the article text (a readable line length), the sign-in, registration and
    // account forms, and the centred error and verification-status messages.
    Container: { defaultProps: { size: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's hues, whose shade 9 is too light as text on their own light backgrounds (yellow 9 on
 * yellow 1 is 2.7:1; blue, indigo and violet 9 fall below 4.5:1 on the hover shade 2). Light alerts (their bold title),
 * light buttons and light badges use it. Brand, accent, gray and dark are dark enough already.
 */
const lightTextColors = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/**
 * Small text on white must reach WCAG AA (4.5:1): field errors in red 9 (5.4:1) instead of
 * Mantine's red 6, and `dimmed` text (descriptions, hints) in gray 7 instead of gray 6.
 * The text of the light variant is shade 9 darkened by 30%: at least 4.7:1 on shades 1 and 2
 * (background and hover) for every colour above.
 * Pass to every MantineProvider together with the theme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // White on Mantine's filled green (shade 7) is 2.9:1: the seller's "Grant access" button (axe in
    // the layout sweep). Shade 9 darkened by 15% is 5.7:1; the hover is darker still.
    '--mantine-color-green-filled': darken(resolvedTheme.colors.green[9], 0.15),
    '--mantine-color-green-filled-hover': darken(resolvedTheme.colors.green[9], 0.3),
    ...Object.fromEntries(
      lightTextColors.map((color) => [
        `--mantine-color-${color}-light-color`,
        darken(resolvedTheme.colors[color][9], 0.3),
      ]),
    ),
  },
  dark: {},
});
