/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useMemo } from 'react';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { cardTitleStyle, sectionTitleStyle } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/styles/tokens';
import { borderLine } from '@qa/shared/ui/chakra/chakra-look/layout';

/** The system's own monospace faces: nothing is downloaded for code. */
const monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const spaced = { marginTop: 0, marginBottom: '1em' } as const;

/**
 * The lesson's reading look: a line length of about 70 characters, headings from the type scale,
 * airy paragraphs and lists, code in monospace on a grey ground. A code block or a wide table
 * scrolls inside itself, so a 375 px phone never scrolls the page sideways.
 */
const prose = {
  maxWidth: '70ch',
  color: token('colors-fg'),
  fontSize: token('font-sizes-md'),
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  '& > :first-child': { marginTop: 0 },
  '& p': spaced,
  '& h2': { ...sectionTitleStyle, margin: '1.6em 0 0.5em' },
  '& h3': { ...cardTitleStyle, margin: '1.4em 0 0.4em' },
  // The page's reset takes list markers away; a lesson's lists keep theirs.
  '& ul, & ol': { ...spaced, paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& ul ul': { listStyleType: 'circle' },
  '& li': { marginBottom: '0.35em' },
  '& li > ul, & li > ol': { marginTop: '0.35em', marginBottom: 0 },
  '& a': { color: token('colors-brand-fg'), textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  '& strong': { fontWeight: token('font-weights-semibold') },
  '& code': {
    fontFamily: monospace,
    fontSize: '0.9em',
    background: token('colors-gray-100'),
    borderRadius: token('radii-md'),
    paddingInline: '0.3em',
    paddingBlock: '0.1em',
  },
  '& pre': {
    ...spaced,
    maxWidth: '100%',
    overflowX: 'auto',
    padding: token('spacing-4'),
    background: token('colors-gray-100'),
    border: borderLine,
    borderRadius: token('radii-lg'),
    fontFamily: monospace,
    fontSize: token('font-sizes-sm'),
    lineHeight: 1.6,
    whiteSpace: 'pre',
    overflowWrap: 'normal',
    tabSize: 2,
  },
  '& pre code': { background: 'transparent', padding: 0, borderRadius: 0, fontSize: 'inherit' },
  '& table': {
    ...spaced,
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    fontSize: token('font-sizes-sm'),
    lineHeight: 1.5,
  },
  '& th, & td': {
    border: borderLine,
    paddingBlock: token('spacing-2'),
    paddingInline: token('spacing-3'),
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { background: token('colors-gray-50'), fontWeight: token('font-weights-semibold') },
  '& blockquote': {
    ...spaced,
    marginInline: 0,
    paddingInlineStart: token('spacing-4'),
    borderInlineStart: `4px solid ${token('colors-brand-100')}`,
    color: token('colors-fg-muted'),
  },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: borderLine, marginBlock: '2em' },
  '& pre:focus-visible, & table:focus-visible': {
    outline: `2px solid ${token('colors-brand-focus-ring')}`,
    outlineOffset: '2px',
  },
} as const;

/**
 * Code blocks and tables scroll sideways on a phone: each gets a tab stop, so a keyboard can
 * scroll it too. Added before the sanitiser, which keeps `tabindex`.
 */
const withScrollStops = (html: string) => html.replace(/<(pre|table)(?=[\s>])/gi, '<$1 tabindex="0"');

/** The lesson's text: the API's HTML, only ever through the kit's sanitiser. */
export function LessonText({ html }: { html: string }) {
  const focusable = useMemo(() => withScrollStops(html), [html]);
  return (
    <article aria-label="Lesson">
      <SafeHtml html={focusable} as="div" css={prose} />
    </article>
  );
}
