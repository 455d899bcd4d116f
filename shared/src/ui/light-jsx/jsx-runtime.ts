/**
 * The light layer's JSX runtime, named by `/** @jsxImportSource @qa/shared/ui/light-jsx *\/`: React's,
 * with a `css` prop on every element and on every component that takes a `className`
 * (`@qa/shared/ui/styles/light-css`).
 */
import type { JSX as ReactJSX } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withStyleClass, type LightStyle } from '@qa/shared/ui/styles/light-css';

type Props = { css?: LightStyle; className?: unknown };

/** Props with a `css` key become props with its class; others pass untouched. */
export const styledProps = (props: Props) => ('css' in props ? withStyleClass(props) : props);

export const jsx = (type: Parameters<typeof reactJsx>[0], props: Props, key?: string) =>
  reactJsx(type, styledProps(props), key);
export const jsxs = (type: Parameters<typeof reactJsxs>[0], props: Props, key?: string) =>
  reactJsxs(type, styledProps(props), key);
export { Fragment };

type WithCssProp<P> = 'className' extends keyof P
  ? string extends P['className' & keyof P]
    ? { css?: LightStyle }
    : unknown
  : unknown;

// The JSX types TypeScript reads for files with this import source: React's, plus `css`.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace JSX {
  type ElementType = ReactJSX.ElementType;
  type Element = ReactJSX.Element;
  type ElementClass = ReactJSX.ElementClass;
  type ElementAttributesProperty = ReactJSX.ElementAttributesProperty;
  type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
  type LibraryManagedAttributes<C, P> = P extends unknown
    ? WithCssProp<P> & ReactJSX.LibraryManagedAttributes<C, P>
    : never;
  type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
  type IntrinsicClassAttributes<T> = ReactJSX.IntrinsicClassAttributes<T>;
  type IntrinsicElements = {
    [K in keyof ReactJSX.IntrinsicElements]: ReactJSX.IntrinsicElements[K] & { css?: LightStyle };
  };
}
