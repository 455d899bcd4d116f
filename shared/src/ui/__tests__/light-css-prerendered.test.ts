// A prerendered page brings its styles (`<style data-prerendered>`, kept for the page's life): the
// light layer taking it over inserts only the classes that page did not have.
import type * as lightCss from '@qa/shared/ui/styles/light-css';
import { token } from '@qa/shared/ui/styles/tokens';

type LightCss = typeof lightCss;

/** A fresh copy of the engine, as on a new page load. */
function freshEngine(): LightCss {
  let engine: LightCss | undefined;
  jest.isolateModules(() => {
    engine = jest.requireActual<LightCss>('@qa/shared/ui/styles/light-css');
  });
  return engine as LightCss;
}

const lightRules = () =>
  [...(document.head.querySelector<HTMLStyleElement>('style[data-light]')?.sheet?.cssRules ?? [])].map(
    (rule) => rule.cssText,
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it("does not insert again the classes a prerendered page's styles hold; the others it inserts", () => {
  const onPage = { color: token('colors-red-600'), paddingTop: 4 };
  const added = { color: token('colors-brand-600') };
  // The prerender: the page's class and its rules, written into the page's head.
  const prerender = freshEngine();
  const name = prerender.styleClass(onPage);
  const prerendered = document.createElement('style');
  prerendered.setAttribute('data-prerendered', '');
  prerendered.textContent = `${prerender.compileRules(onPage, `.${name}`).join('\n')}\n.other{margin:0}`;
  document.head.innerHTML = '';
  document.head.appendChild(prerendered);

  const engine = freshEngine();
  expect(engine.styleClass(onPage)).toBe(name);
  const newName = engine.styleClass(added);
  const rules = lightRules();
  expect(rules).toHaveLength(1);
  expect(rules[0]?.startsWith(`.${newName} {color: `)).toBe(true);
  // The element is styled all the same, by the prerendered rules.
  const element = document.createElement('div');
  element.className = name;
  document.body.appendChild(element);
  const reference = document.createElement('div');
  reference.style.color = token('colors-red-600');
  document.body.appendChild(reference);
  expect(getComputedStyle(element).color).toBe(getComputedStyle(reference).color);
});

it('a class whose name only begins like a prerendered one is still inserted', () => {
  const engine = freshEngine();
  const name = engine.styleClass({ marginLeft: 3 });
  document.head.innerHTML = `<style data-prerendered>.${name}x{margin:0} .${name}-y{margin:0}</style>`;
  const fresh = freshEngine();
  expect(fresh.styleClass({ marginLeft: 3 })).toBe(name);
  expect(lightRules()).toEqual([`.${name} {margin-left: 3px;}`]);
});
