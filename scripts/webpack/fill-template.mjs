import { readFileSync } from 'node:fs';

/**
 * An app's index.html with each `<%= expression %>` replaced by its value, evaluated with
 * html-webpack-plugin's template parameters (`htmlWebpackPlugin.files.js`, …). html-webpack-plugin
 * would otherwise compile the template in a child compilation, which inherits the federation plugin
 * and builds every module the host provides a second time: 70 chunks in development, 16 of them
 * named as chunks of the app itself ("Conflict: Multiple assets emit different content to the same
 * filename", the dev server's error overlay); in a production build, 88 unused scripts with their
 * source maps and more than half of the host's build time (44 → 19 s).
 */
export function fillTemplate(file, parameters) {
  const template = readFileSync(file, 'utf8');
  if (/<%(?!=)/.test(template)) throw new Error(`${file}: only <%= expression %> is supported in the template`);
  const names = Object.keys(parameters);
  return template.replace(/<%=([\s\S]+?)%>/g, (_, expression) =>
    String(new Function(...names, `return (${expression});`)(...names.map((name) => parameters[name]))),
  );
}
