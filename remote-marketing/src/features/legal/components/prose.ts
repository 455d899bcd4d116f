import { token } from '@qa/shared/ui/styles/tokens';

/** Typography for HTML from the content APIs (legal pages, thank-you text). */
export const proseCss = {
  fontSize: token('font-sizes-lg'),
  lineHeight: 1.7,
  color: token('colors-fg'),
  '& h2': {
    fontWeight: token('font-weights-bold'),
    fontSize: token('font-sizes-2xl'),
    lineHeight: 1.3,
    margin: '40px 0 12px',
    scrollMarginTop: 24,
  },
  '& h3': { fontWeight: token('font-weights-bold'), fontSize: token('font-sizes-xl'), margin: '28px 0 8px' },
  '& p': { margin: '0 0 16px' },
  // Written out: the Chakra pages' reset removes list markers.
  '& ul': { listStyle: 'disc', margin: '0 0 16px', paddingLeft: 24 },
  '& ol': { listStyle: 'decimal', margin: '0 0 16px', paddingLeft: 24 },
  '& li': { marginBottom: 6 },
  '& a': { color: token('colors-brand-600'), textDecoration: 'underline' },
  '& a:focus-visible': { outline: `2px solid ${token('colors-brand-focus-ring')}`, outlineOffset: 2 },
  '& > :first-child': { marginTop: 0 },
} as const;
