import { token } from '@qa/shared/ui/styles/tokens';

/**
 * Inline style, not SVG presentation attributes: any stylesheet (Chakra's preflight) beats those, and the wordmark lost its weight on some routes.
 * The markup is copied into host/public/index.html (a test compares them), so its values change with that copy.
 */
const wordmarkStyle = { fontFamily: 'system-ui, sans-serif', fontSize: token('font-sizes-md'), fontWeight: 700 };

/** The brand mark: an inline SVG, so it paints with the first HTML and costs no request. */
export function Logo({ color = token('colors-brand-500'), height = 28 }: { color?: string; height?: number }) {
  return (
    <svg viewBox="0 0 132 28" height={height} width={(height * 132) / 28} role="img" aria-label="QA Career">
      <rect width="28" height="28" rx="7" fill={color} />
      <path
        d="M8 14a6 6 0 1 1 9.6 4.8l2.4 2.4"
        stroke={token('colors-white')}
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <text x="36" y="20" style={wordmarkStyle} fill="currentColor">
        QA Career
      </text>
    </svg>
  );
}
