// The design system's lint rules (docs/architecture.md "Design system"): colours and font sizes come
// from the one token table (shared/src/ui/styles/tokens.ts), and a page draws no button by hand.

const COLOUR = /(^|[\s(,:])(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8}))(?![\w-])|\b(?:rgba?|hsla?)\(/i;

/** The text of a string literal or of a template's quasis. */
const textsOf = (node) => {
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '');
  return [];
};

const noRawColour = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours come from the token table (token(...)), not as hex or rgb() in code.' },
    messages: { raw: "Raw colour '{{colour}}': use token('colors-…') from @qa/shared/ui/styles/tokens." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      for (const text of textsOf(node)) {
        const match = COLOUR.exec(text);
        if (match) context.report({ node, messageId: 'raw', data: { colour: match[2] ?? match[0].trim() } });
      }
    };
    return { Literal: check, TemplateLiteral: check };
  },
};

const keyName = (property) =>
  property.key?.type === 'Identifier'
    ? property.key.name
    : property.key?.type === 'Literal'
      ? property.key.value
      : null;

const noPxFontSize = {
  meta: {
    type: 'problem',
    docs: { description: 'Font sizes come from the type scale (token("font-sizes-…"), typeScale), not as pixels.' },
    messages: { px: "Pixel font size: use token('font-sizes-…') or a heading primitive of @qa/shared/ui/primitives." },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (keyName(node) !== 'fontSize') return;
        const { value } = node;
        const pixels =
          (value.type === 'Literal' && typeof value.value === 'number' && value.value !== 0) ||
          (value.type === 'Literal' && typeof value.value === 'string' && /\d\s*px\b/.test(value.value)) ||
          (value.type === 'ConditionalExpression' &&
            [value.consequent, value.alternate].some(
              (branch) => branch.type === 'Literal' && typeof branch.value === 'number',
            ));
        if (pixels) context.report({ node: value, messageId: 'px' });
      },
    };
  },
};

const BUTTON_LIKE = new Set(['button', 'a', 'Link', 'NavLink', 'ContentLink']);
const FILL = new Set(['background', 'backgroundColor', 'bg']);
const SHAPE = new Set(['borderRadius', 'height', 'padding', 'paddingInline', 'paddingBlock', 'px', 'py']);

/** The property names of the object literals in a `css` value (an object, or a list of them). */
function cssKeys(expression) {
  if (!expression) return [];
  if (expression.type === 'ObjectExpression') return expression.properties.map(keyName).filter(Boolean);
  if (expression.type === 'ArrayExpression') return expression.elements.flatMap((element) => cssKeys(element));
  return [];
}

const noHandStyledButton = {
  meta: {
    type: 'problem',
    docs: { description: 'A button, or a link drawn as one, is the kit’s Button / ButtonLink / ButtonAnchor.' },
    messages: {
      hand: '<{{element}}> drawn as a button by hand: use Button, ButtonLink or ButtonAnchor of @qa/shared/ui/primitives/Button.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        const element = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!element || !BUTTON_LIKE.has(element)) return;
        const css = node.attributes.find(
          (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'css',
        );
        if (css?.value?.type !== 'JSXExpressionContainer') return;
        const keys = cssKeys(css.value.expression);
        if (keys.some((key) => FILL.has(key)) && keys.some((key) => SHAPE.has(key)))
          context.report({ node, messageId: 'hand', data: { element } });
      },
    };
  },
};

/** The objects written inline in a `css` or `style` prop, including those inside an array or a condition. */
const inlineObjects = (expression) => {
  if (!expression) return [];
  if (expression.type === 'ObjectExpression') return [expression];
  if (expression.type === 'ArrayExpression') return expression.elements.flatMap(inlineObjects);
  if (expression.type === 'ConditionalExpression')
    return [expression.consequent, expression.alternate].flatMap(inlineObjects);
  if (expression.type === 'LogicalExpression') return [expression.left, expression.right].flatMap(inlineObjects);
  return [];
};

const noInlineStyle = {
  meta: {
    type: 'problem',
    docs: { description: 'A page composes primitives and named styles; it writes no style object inline in JSX.' },
    messages: {
      inline:
        'Inline style object: use a primitive of @qa/shared/ui/primitives (Stack, Row, Text, Card…) or a named style built from tokens.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !['css', 'style'].includes(node.name.name)) return;
        if (node.value?.type !== 'JSXExpressionContainer') return;
        for (const object of inlineObjects(node.value.expression))
          context.report({ node: object, messageId: 'inline' });
      },
    };
  },
};

export default {
  meta: { name: 'design-system' },
  rules: {
    'no-raw-colour': noRawColour,
    'no-px-font-size': noPxFontSize,
    'no-hand-styled-button': noHandStyledButton,
    'no-inline-style': noInlineStyle,
  },
};
