/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { HTMLAttributes, ReactNode } from 'react';
import { mq, token, typeScale } from '@qa/shared/ui/styles/tokens';

type Scale = (typeof typeScale)[keyof typeof typeScale];

const headingStyle = ({ md, ...base }: Scale & { md?: object }) =>
  ({ margin: 0, color: token('colors-fg'), ...base, ...(md ? { [mq.md]: md } : {}) }) as const;

/** A page's one h1, the same size on every page of the site. */
export const pageTitleStyle = headingStyle(typeScale.pageTitle);
/** A section of a page (h2, or h3 inside a section). */
export const sectionTitleStyle = headingStyle(typeScale.sectionTitle);
/** A card's or a list item's title. */
export const cardTitleStyle = headingStyle(typeScale.cardTitle);

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { children: ReactNode };

/** The page's title: its one `<h1>`. */
export function PageTitle({ children, ...props }: HeadingProps) {
  return (
    <h1 css={pageTitleStyle} {...props}>
      {children}
    </h1>
  );
}

/** A section's heading; `as="h3"` inside a section that has its own h2. */
export function SectionHeading({ as: Tag = 'h2', ...props }: HeadingProps & { as?: 'h2' | 'h3' }) {
  return <Tag css={sectionTitleStyle} {...props} />;
}

/** A card's title, at the level the outline needs (`h2` in a page's list, `h3` inside a section). */
export function CardTitle({ as: Tag = 'h3', ...props }: HeadingProps & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag css={cardTitleStyle} {...props} />;
}

const pageLeadStyle = {
  margin: 0,
  maxWidth: '42rem',
  color: token('colors-fg-muted'),
  fontSize: token('font-sizes-md'),
  lineHeight: 1.6,
  [mq.md]: { fontSize: token('font-sizes-lg') },
} as const;

/** The muted lead under a page's title. */
export function PageLead(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p css={pageLeadStyle} {...props} />;
}
