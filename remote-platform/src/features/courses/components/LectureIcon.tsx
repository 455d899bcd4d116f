/** Lecture state icons as inline SVG: emoji fonts are missing on some systems (a box instead of 🔒). */
const PATHS = {
  done: 'M5 12.5l4.5 4.5L19 7.5',
  locked: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
  play: 'M8 5.5v13l10.5-6.5z',
  /** A sheet with ticked lines: a quiz. */
  quiz: 'M6 3.5h12v17H6zM9 8.5l1.5 1.5 2.5-2.5M9 15l1.5 1.5 2.5-2.5M15 9h.5M15 15.5h.5',
} as const;

// A block, as Chakra's reset draws it: inline, it would sit on the text's baseline and add a gap below.
const block = { display: 'block' } as const;

export function LectureIcon({ kind, size = 18 }: { kind: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={kind === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={kind === 'play' ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={block}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
