/** Props of {@link Logo}. */
export interface LogoProps {
  /**
   * O tamanho do logotipo em pixels (é quadrado).
   * @remarks Rendered size in px (square).
   */
  size?: number;
  /** Uma classe de estilo a mais, para posicionar o logotipo onde ele é usado. */
  className?: string;
}

/**
 * The portal mark: a speech bubble holding a check, i.e. "ask and get it solved". Decorative:
 * the text next to it names the link, so the SVG is hidden from assistive technology.
 */
export function Logo({ size = 36, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="8" fill="var(--ch-color-on-primary)" />
      <path
        d="M9 10.5A2.5 2.5 0 0 1 11.5 8h13A2.5 2.5 0 0 1 27 10.5v10a2.5 2.5 0 0 1-2.5 2.5H17l-5 4.5V23h-.5A2.5 2.5 0 0 1 9 20.5z"
        fill="var(--ch-color-primary)"
      />
      <path
        d="m13.5 15.5 3 3 6-6.5"
        fill="none"
        stroke="var(--ch-color-on-primary)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
