import { breakpointPx, PHONE_BREAKPOINT_REM } from '../src/styles/breakpoints.ts';

/**
 * Storybook's viewports: a phone on each side of the project's breakpoints and the desktop the
 * team designs for. `TEST_WIDTHS` are the two the Storybook test run checks every story at.
 */
export const VIEWPORTS = {
  telefonePequeno: { name: 'Telefone pequeno (320 px)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  telefone: { name: 'Telefone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: {
    name: `Tablet (${breakpointPx({ rem: PHONE_BREAKPOINT_REM })} px, a partir de ${PHONE_BREAKPOINT_REM}rem)`,
    styles: { width: `${breakpointPx({ rem: PHONE_BREAKPOINT_REM })}px`, height: '1024px' },
    type: 'tablet',
  },
  notebook: { name: 'Notebook (1024 px)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportKey = keyof typeof VIEWPORTS;

/** A story shown on a phone: `globals: PHONE_GLOBALS`. */
export const PHONE_GLOBALS = { viewport: { value: 'telefone' satisfies ViewportKey, isRotated: false } };

/** The widths of the Storybook test run: every story at 1280 and at 375 px. */
export const TEST_WIDTHS: readonly { name: string; viewport: ViewportKey }[] = [
  { name: 'desktop', viewport: 'desktop' },
  { name: 'telefone', viewport: 'telefone' },
];
