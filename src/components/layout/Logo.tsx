type LogoMarkProps = { size?: number };

/** The DealBridge mark: two pillars joined by a bridge arc. Decorative (aria-hidden). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill="#0b3a66" />
      <path
        d="M6 22c3-7 7-10 10-10s7 3 10 10"
        fill="none"
        stroke="#48c8b5"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <rect x="7" y="17" width="3" height="8" rx="1" fill="#fff" />
      <rect x="22" y="17" width="3" height="8" rx="1" fill="#fff" />
      <path d="M5 25h22" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
