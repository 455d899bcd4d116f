/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * Layout primitives: the page container every page sits in, and the stacks, rows and grids a page
 * is made of, with gaps from the spacing scale. A page composes these instead of writing `display:
 * flex` by hand (docs/architecture.md "Design system").
 */
import type { AriaRole, HTMLAttributes, ReactNode } from 'react';
import { mq, token, type TokenName } from '@qa/shared/ui/styles/tokens';

/** A step of the spacing scale: `gap="4"` is `token('spacing-4')`. */
export type Space = Extract<TokenName, `spacing-${string}`> extends `spacing-${infer S}` ? S : never;
const space = (step: Space) => token(`spacing-${step}` as TokenName);

/** The widest the content of a page gets; wider screens add room on both sides. */
const contentMax = token('sizes-6xl');
/** The room between the screen's edge and the content, per breakpoint. */
const gutter = { base: token('spacing-4'), md: token('spacing-6') } as const;

/**
 * The container's side room: the gutter, or more once the screen is wider than the content. As
 * padding (not a max width), so a full-bleed band keeps its background to the screen's edges while
 * its content lines up with every page's.
 */
const sideRoom = (room: string) => ({ paddingInline: `max(${room}, calc((100% - ${contentMax}) / 2))` });
export const containerInline = {
  boxSizing: 'border-box',
  width: '100%',
  ...sideRoom(gutter.base),
  [mq.md]: sideRoom(gutter.md),
} as const;

/**
 * The container with its own room above and below (a `padding-block`, e.g. `'2rem 4rem'`), the
 * second value from md on: for a band of a page (a landing section, a page's intro).
 */
export const containerStyle = (block: string, blockMd: string = block) =>
  ({
    ...containerInline,
    paddingBlock: block,
    [mq.md]: { ...sideRoom(gutter.md), paddingBlock: blockMd },
  }) as const;

/** The page's frame: the container's width and side room, and the room above and below the page. */
export const pageContainerStyle = containerStyle(token('spacing-8'), token('spacing-12'));

type Tag = 'div' | 'section' | 'article' | 'main' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'aside' | 'form';

type BoxProps = Omit<HTMLAttributes<HTMLElement>, 'className'> & {
  as?: Tag;
  children?: ReactNode;
  /** A parent's light style (`css` prop), merged after the primitive's own. */
  className?: string;
  role?: AriaRole;
  'data-testid'?: string;
};

/**
 * Every page's outer frame: one width and one side room at each breakpoint, so every page's title
 * starts at the same x. `bleed` drops the room above and below (a page made of full-width bands).
 */
export function PageContainer({ as: Tag = 'div', bleed = false, ...props }: BoxProps & { bleed?: boolean }) {
  return <Tag css={bleed ? containerInline : pageContainerStyle} {...props} />;
}

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
const alignValue = (align: Align) => (align === 'start' || align === 'end' ? `flex-${align}` : align);
type Justify = 'start' | 'center' | 'end' | 'between';
const justifyValue = (justify: Justify) =>
  justify === 'between' ? 'space-between' : justify === 'center' ? 'center' : `flex-${justify}`;

const stackStyle = (gap: Space, align: Align) =>
  ({ display: 'flex', flexDirection: 'column', alignItems: alignValue(align), gap: space(gap), margin: 0 }) as const;

/** A column of items `gap` apart. */
export function Stack({
  as: Tag = 'div',
  gap = '4',
  align = 'stretch',
  ...props
}: BoxProps & { gap?: Space; align?: Align }) {
  return <Tag css={stackStyle(gap, align)} {...props} />;
}

const rowStyle = (gap: Space, align: Align, justify: Justify, wrap: boolean) =>
  ({
    display: 'flex',
    alignItems: alignValue(align),
    justifyContent: justifyValue(justify),
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap: space(gap),
    margin: 0,
  }) as const;

/** A row of items `gap` apart, centred across unless `align` says otherwise; `wrap` lets it break into lines. */
export function Row({
  as: Tag = 'div',
  gap = '3',
  align = 'center',
  justify = 'start',
  wrap = false,
  ...props
}: BoxProps & { gap?: Space; align?: Align; justify?: Justify; wrap?: boolean }) {
  return <Tag css={rowStyle(gap, align, justify, wrap)} {...props} />;
}

type Columns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

/** `columns.md = 2` → two equal columns from md on; a string is a `grid-template-columns` as it is. */
export const gridStyle = (columns: Columns, gap: Space) => {
  const template = (value: number | string) => (typeof value === 'number' ? `repeat(${value}, minmax(0, 1fr))` : value);
  const fromBreakpoints = (['sm', 'md', 'lg', 'xl'] as const).flatMap((breakpoint) => {
    const value = columns[breakpoint];
    return value ? [[mq[breakpoint], { gridTemplateColumns: template(value) }]] : [];
  });
  return {
    display: 'grid',
    gap: space(gap),
    gridTemplateColumns: template(columns.base ?? 1),
    ...Object.fromEntries(fromBreakpoints),
  } as const;
};

const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A grid of equal (or given) columns per breakpoint, `gap` apart; a list (`as="ul"`) loses its bullets. */
export function Grid({
  as: Tag = 'div',
  columns = { base: 1 },
  gap = '6',
  ...props
}: BoxProps & { columns?: Columns; gap?: Space }) {
  const list = Tag === 'ul' || Tag === 'ol';
  return <Tag css={[gridStyle(columns, gap), list && bareList]} {...props} />;
}
