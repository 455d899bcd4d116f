import { system } from '@qa/shared/ui/chakra/system';
import { token, tokenNames } from '@qa/shared/ui/styles/tokens';

/** Chakra's own value of a token: its CSS variable in the light colour mode, references resolved. */
function chakraValue(name: string): string | undefined {
  const maps = (system.tokens as unknown as { cssVarMap: Map<string, Map<string, string>> }).cssVarMap;
  const vars = new Map([...(maps.get('base') ?? []), ...(maps.get('_light') ?? [])]);
  const resolve = (value: string): string =>
    value
      .replace(/var\((--[\w\\.-]+)\)/g, (_match, variable: string) => resolve(String(vars.get(variable))))
      // `{colors.gray.900/10}`: a colour at 10 % opacity, which Chakra writes out as a color-mix().
      .replace(/\{colors\.([\w.]+)\/(\d+)\}/g, (_match, path: string, percent: string) => {
        const colour = resolve(`var(--chakra-colors-${path.replace(/\./g, '-')})`);
        return `color-mix(in srgb, ${colour} ${percent}%, transparent)`;
      });
  const raw = vars.get(`--chakra-${name.replace('.', '\\.')}`);
  return raw === undefined ? undefined : resolve(String(raw)).replace(/,\s*/g, ', ');
}

test.each(tokenNames)('%s is Chakra’s value of the token', (name) => {
  expect(token(name).replace(/,\s*/g, ', ')).toBe(chakraValue(name));
});

test('a token the theme does not have is told apart (the check can fail)', () => {
  expect(chakraValue('colors-no-such-colour')).toBeUndefined();
  expect(chakraValue('colors-border')).toBe('#e4e4e7');
});
