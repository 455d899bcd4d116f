/** @jsxImportSource @qa/shared/ui/light-jsx */
import { render, screen } from '@testing-library/react';
import { compileRules, css, keyframes, styleClass, type StyleObject } from '@qa/shared/ui/styles/light-css';

/** The rules in the light layer's style element whose selector or at-rule mentions `name`. */
function rulesOf(name: string): string[] {
  const element = document.head.querySelector<HTMLStyleElement>('style[data-light]');
  return [...(element?.sheet?.cssRules ?? [])].map((rule) => rule.cssText).filter((text) => text.includes(name));
}

describe('light-css: compiling object styles', () => {
  it('writes every declaration in one rule, numbers in px but unitless ones and 0', () => {
    expect(
      compileRules({ marginTop: 8, padding: 0, lineHeight: 1.5, zIndex: 10, fontWeight: 600, color: 'red' }, '.x'),
    ).toEqual(['.x{margin-top:8px;padding:0;line-height:1.5;z-index:10;font-weight:600;color:red;}']);
  });

  it('makes a class and inserts its rules into the style element', () => {
    const name = styleClass({ marginTop: 8, color: 'red' });
    expect(name).toMatch(/^q-[0-9a-z]+$/);
    expect(rulesOf(name)).toEqual([`.${name} {margin-top: 8px; color: red;}`]);
  });

  it('puts the declarations first, then the nested blocks in order: & joins, a key without & is a descendant', () => {
    const rules = compileRules(
      {
        color: 'red',
        '&:hover': { color: 'blue' },
        'h2, h3': { margin: 0 },
        '& > :last-child, &[data-open]': { gridColumn: 3 },
        '@media (min-width: 640px)': { padding: 32, '&:focus-visible': { outlineOffset: 2 } },
        margin: 4,
      },
      '.x',
    );
    expect(rules).toEqual([
      '.x{color:red;margin:4px;}',
      '.x:hover{color:blue;}',
      '.x h2,.x h3{margin:0;}',
      '.x > :last-child,.x[data-open]{grid-column:3;}',
      '@media (min-width: 640px){.x{padding:32px;}}',
      '@media (min-width: 640px){.x:focus-visible{outline-offset:2px;}}',
    ]);
  });

  it('reads a list of styles as one, the later winning, and skips false, null, undefined and labels', () => {
    const base = css({ color: 'red', padding: 4 });
    const name = styleClass([base, false, null, [undefined, { color: 'blue', label: 'x', margin: undefined }]]);
    expect(
      compileRules([base, false, null, [undefined, { color: 'blue', label: 'x', margin: undefined }]], '.x'),
    ).toEqual(['.x{color:red;padding:4px;color:blue;}']);
    expect(getComputedStyle(render(<div className={name} />).container.firstElementChild as Element).color).toBe(
      'rgb(0, 0, 255)',
    );
  });

  it('gives the same styles the same class and inserts their rules once', () => {
    const style: StyleObject = { borderTopColor: 'green', width: 3 };
    const first = styleClass(style);
    expect(styleClass({ ...style })).toBe(first);
    expect(rulesOf(first)).toHaveLength(1);
    expect(styleClass({ ...style, width: 4 })).not.toBe(first);
  });

  it('finds the class of style objects seen before without serialising them again', () => {
    const base = { padding: 3 };
    const accent = { color: 'teal' };
    const first = styleClass([base, accent]);
    const serialise = jest.spyOn(JSON, 'stringify');
    try {
      expect(styleClass([base, false, accent])).toBe(first);
      expect(serialise).not.toHaveBeenCalled();
      expect(styleClass([accent, base])).not.toBe(first);
    } finally {
      serialise.mockRestore();
    }
  });

  it('writes custom properties and hyphenates ms- prefixes as Emotion does', () => {
    expect(compileRules({ '--gap': 12, msOverflowStyle: 'none' }, '.x')).toEqual([
      '.x{--gap:12;-ms-overflow-style:none;}',
    ]);
  });

  it('inserts keyframes once and returns their name for an animation', () => {
    const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
    expect(keyframes({ to: { transform: 'rotate(360deg)' } })).toBe(spin);
    expect(rulesOf(spin)).toHaveLength(1);
    expect(rulesOf(spin)[0]).toMatch(new RegExp(`^@keyframes ${spin}`));
  });

  it('rebuilds its style element when a cleanup took it out of the head', () => {
    const name = styleClass({ letterSpacing: 1 });
    document.head.querySelector('style[data-light]')?.remove();
    const next = styleClass({ letterSpacing: 2 });
    expect(rulesOf(name)).toHaveLength(1);
    expect(rulesOf(next)).toHaveLength(1);
  });
});

describe('light-jsx: the css prop', () => {
  it('styles an element and keeps its other classes', () => {
    render(
      <p className="plain" css={{ color: 'rgb(1, 2, 3)' }}>
        Text
      </p>,
    );
    const text = screen.getByText('Text');
    expect(text).toHaveClass('plain');
    expect(text.className).toMatch(/\bq-[0-9a-z]+\b/);
    expect(getComputedStyle(text).color).toBe('rgb(1, 2, 3)');
    expect(text).not.toHaveAttribute('css');
  });

  it('lets the styles a parent passes as className win over the child component’s own', () => {
    function Child({ className }: { className?: string }) {
      return (
        <span className={className} css={{ color: 'rgb(10, 10, 10)', fontSize: 12 }}>
          Child
        </span>
      );
    }
    render(<Child css={{ color: 'rgb(200, 0, 0)' }} />);
    const child = screen.getByText('Child');
    expect(getComputedStyle(child).color).toBe('rgb(200, 0, 0)');
    expect(getComputedStyle(child).fontSize).toBe('12px');
    expect(child.className.split(' ')).toHaveLength(1);
  });

  it('passes nothing for an empty css prop', () => {
    render(<em css={[false, undefined]}>Empty</em>);
    expect(screen.getByText('Empty')).not.toHaveAttribute('class');
  });
});
