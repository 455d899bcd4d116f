/** The development twin of `./jsx-runtime` (webpack's development build asks for `jsxDEV`). */
import { Fragment, jsxDEV as reactJsxDev } from 'react/jsx-dev-runtime';
import { styledProps } from '@qa/shared/ui/light-jsx/jsx-runtime';

type DevArgs = Parameters<typeof reactJsxDev>;

export const jsxDEV = (
  type: DevArgs[0],
  props: DevArgs[1],
  ...rest: [DevArgs[2], DevArgs[3], DevArgs[4], DevArgs[5]]
) => reactJsxDev(type, styledProps(props as Parameters<typeof styledProps>[0]), ...rest);
export { Fragment };
export type { JSX } from '@qa/shared/ui/light-jsx/jsx-runtime';
