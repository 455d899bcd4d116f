/**
 * The light layer's style engine: object styles → one class per element, its rules inserted once
 * into a `<style data-light>` in the head. It replaces Emotion on the frame and the light pages
 * (`/` carried Emotion's runtime, 8.5 KB gzip, for nothing but this), with Emotion's semantics for
 * the styles we write (docs/architecture.md "The light layer's styles"):
 * - all declarations of a selector form its first rule, its nested blocks follow in order;
 * - a nested key with `&` replaces it by the selector, one without is a descendant (`'h2, h3'`);
 *   `@media`/`@supports` keys wrap their block;
 * - a number gets `px` unless the property is unitless or the number is 0;
 * - a list of styles is one style, the later winning; `false`, `null` and `undefined` are skipped;
 * - a `css` prop with a `className` holding a light class merges that class's styles after its own
 *   (what a parent passed wins over the child's defaults), as Emotion's `css` prop does.
 * Chakra pages keep Emotion, through Chakra.
 */

export type StyleValue = string | number | boolean | null | undefined | StyleObject | readonly (string | number)[];
export interface StyleObject {
  readonly [key: string]: StyleValue;
}
/** What a `css` prop takes: a style object, or a list of them (falsy entries skipped). */
export type LightStyle = StyleObject | false | null | undefined | readonly LightStyle[];

const CLASS_PREFIX = 'q-';

// Properties whose numbers stay bare (Emotion's list, less the vendor-prefixed ones).
const unitless = new Set(
  (
    'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth columnCount columns ' +
    'flex flexGrow flexShrink fontWeight gridArea gridColumn gridColumnEnd gridColumnStart gridRow gridRowEnd ' +
    'gridRowStart lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom WebkitLineClamp ' +
    'fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth'
  ).split(' '),
);

const hyphenate = (key: string) => (key.startsWith('--') ? key : key.replace(/[A-Z]|^ms/g, '-$&').toLowerCase());

function declaration(key: string, value: string | number): string {
  const text =
    typeof value === 'number' && value !== 0 && !unitless.has(key) && !key.startsWith('--') ? `${value}px` : value;
  return `${hyphenate(key)}:${text};`;
}

function flatten(style: LightStyle, into: StyleObject[] = []): StyleObject[] {
  if (Array.isArray(style)) for (const item of style as readonly LightStyle[]) flatten(item, into);
  else if (style) into.push(style as StyleObject);
  return into;
}

/** `'&:hover, .a'` under `.x, .y` → `.x:hover,.y:hover,.x .a,.y .a`. */
function nestSelectors(parents: readonly string[], key: string): string[] {
  return key
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) =>
      parents.map((parent) => (part.includes('&') ? part.replaceAll('&', parent) : `${parent} ${part}`)),
    );
}

/** The CSS rules of `styles` under `selectors`, each wrapped by `wrap` (the enclosing at-rules). */
function compile(
  selectors: readonly string[],
  styles: readonly StyleObject[],
  wrap: (rule: string) => string,
  out: string[],
) {
  let declarations = '';
  const nested: [string, StyleObject][] = [];
  for (const style of styles) {
    for (const [key, value] of Object.entries(style)) {
      if (value === null || value === undefined || typeof value === 'boolean' || value === '' || key === 'label')
        continue;
      if (Array.isArray(value))
        for (const item of value as readonly (string | number)[]) declarations += declaration(key, item);
      else if (typeof value === 'object') nested.push([key, value as StyleObject]);
      else declarations += declaration(key, value as string | number);
    }
  }
  if (declarations) out.push(wrap(`${selectors.join(',')}{${declarations}}`));
  for (const [key, value] of nested) {
    if (key.startsWith('@')) compile(selectors, [value], (rule) => wrap(`${key}{${rule}}`), out);
    else compile(nestSelectors(selectors, key), [value], wrap, out);
  }
}

/** djb2 over the text, base 36: short, stable class names. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

let element: HTMLStyleElement | null = null;
/** Every rule inserted, in order: a style element taken out of the head (a test's cleanup) is rebuilt. */
const allRules: string[] = [];
const inserted = new Set<string>();
/** Class → the styles it was made from, for the `className` merge of the `css` prop. */
const registered = new Map<string, StyleObject[]>();
/**
 * Style objects → class, by identity: a re-render of styles declared once (most are module constants)
 * finds its class without serialising them again. A trie over the list, one level per object; objects
 * new to it are serialised, and equal content gets the same class (the name is the content's hash).
 * A node is the map to the next level, with the class of the list that ends there.
 */
type IdentityNode = WeakMap<StyleObject, IdentityNode> & { name?: string };
const byIdentity: IdentityNode = new WeakMap();

function insertRules(sheet: CSSStyleSheet, rules: readonly string[]): void {
  for (const rule of rules) {
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule this browser cannot parse (an unknown pseudo-class) is dropped, as in a stylesheet.
    }
  }
}

/**
 * The classes whose rules a prerendered page already brought (`<style data-prerendered>`, its copy of
 * the page's styles, which stays in the head for the page's life): taking the page over does not
 * parse and insert them a second time (≈ 60 ms of a takeover at CPU 4× on `/courses`). Read once,
 * at the first insert; the name is the hash of the content, so a name there has these very rules.
 */
let prerenderedRead = false;
function notePrerenderedClasses(): void {
  prerenderedRead = true;
  if (typeof document === 'undefined') return;
  for (const style of Array.from(document.querySelectorAll('style[data-prerendered]')))
    for (const [selector] of (style.textContent ?? '').matchAll(/\.q-[0-9a-z]+(?![0-9a-z-])/g))
      inserted.add(selector.slice(1));
}

function insert(name: string, rules: readonly string[]): void {
  if (!prerenderedRead) notePrerenderedClasses();
  if (inserted.has(name)) return;
  inserted.add(name);
  allRules.push(...rules);
  if (typeof document === 'undefined') return;
  if (element?.isConnected && element.sheet) {
    insertRules(element.sheet, rules);
    return;
  }
  element = document.createElement('style');
  element.setAttribute('data-light', '');
  document.head.appendChild(element);
  if (element.sheet) insertRules(element.sheet, allRules);
}

/** The CSS rules of `style` under `selector`, in the order they are inserted. */
export function compileRules(style: LightStyle, selector: string): string[] {
  const rules: string[] = [];
  compile([selector], flatten(style), (rule) => rule, rules);
  return rules;
}

/** The class of `style`: compiled and inserted on first use. */
export function styleClass(style: LightStyle): string {
  return classOfFlat(flatten(style));
}

function classOfFlat(styles: StyleObject[]): string {
  let node = byIdentity;
  for (const style of styles) {
    let next = node.get(style);
    if (!next) node.set(style, (next = new WeakMap()));
    node = next;
  }
  if (!node.name) {
    const name = (node.name = CLASS_PREFIX + hash(JSON.stringify(styles)));
    if (!registered.has(name)) {
      registered.set(name, styles);
      insert(name, compileRules(styles, `.${name}`));
    }
  }
  return node.name;
}

/**
 * The props a `css` prop becomes: a `className` with the style's class, the light classes already
 * in `className` merged after it (so they win), other classes kept.
 */
export function withStyleClass<P extends { css?: LightStyle; className?: unknown }>(props: P): Omit<P, 'css'> {
  const { css, ...rest } = props;
  const styles = flatten(css);
  if (styles.length === 0) return rest;
  const others: string[] = [];
  if (typeof rest.className === 'string') {
    for (const name of rest.className.split(' ')) {
      const styleOfClass = registered.get(name);
      if (styleOfClass) styles.push(...styleOfClass);
      else if (name) others.push(name);
    }
  }
  return { ...rest, className: [...others, classOfFlat(styles)].join(' ') };
}

/** A style object, typed: `css({...})` reads like Emotion's and composes in `css={[a, b]}`. */
export const css = (style: StyleObject): StyleObject => style;

/** An animation name: the `@keyframes` rule is inserted once. */
export function keyframes(frames: Record<string, StyleObject>): string {
  const name = `${CLASS_PREFIX}kf-${hash(JSON.stringify(frames))}`;
  const steps = Object.entries(frames).map(([step, style]) => compileRules(style, step).join(''));
  insert(name, [`@keyframes ${name}{${steps.join('')}}`]);
  return name;
}
