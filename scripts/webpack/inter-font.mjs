// The site's font, served from our own origin: Inter, variable (every weight in one file), from
// @fontsource-variable/inter, and 'Inter Fallback', local fonts resized to Inter's metrics so that
// the swap when Inter arrives barely moves the page. One declaration, written into each app's
// index.html by the webpack config (`<%= interFont %>`), and so into every prerendered page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package is the host's dependency; a remote's standalone dev page borrows the host's copy.
const hostRequire = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));
const unicodeRanges = JSON.parse(readFileSync(hostRequire.resolve('@fontsource-variable/inter/unicode.json'), 'utf8'));

/** Latin is on every page (preloaded); the browser fetches latin-ext only for a character in its range. */
const SUBSETS = ['latin', 'latin-ext'];

/**
 * 'Inter Fallback': what shows until Inter has loaded. Of faces with the same weight the last one
 * that loads wins, so Arial (or Liberation Sans, its metric twin on Linux) comes before DejaVu Sans.
 * One set of overrides fits one font only, hence a face per font and weight. The values come from
 * `node scripts/webpack/inter-fallback-metrics.mjs`, which measures the fonts in Chromium.
 */
export const FALLBACK_FACES = [
  {
    weight: 400,
    local: ['DejaVu Sans', 'DejaVuSans'],
    metrics: { size: 93.24, ascent: 104, descent: 25.87, lineGap: 0 },
  },
  {
    weight: 700,
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    metrics: { size: 85.02, ascent: 114.05, descent: 28.37, lineGap: 0 },
  },
  {
    weight: 400,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    metrics: { size: 106.72, ascent: 90.88, descent: 22.6, lineGap: 0 },
  },
  {
    weight: 700,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    metrics: { size: 102.23, ascent: 94.86, descent: 23.59, lineGap: 0 },
  },
];

/** Inter's file of one subset: its bytes and its name in the build, with a content hash (cached for a year). */
export function interFile(subset) {
  const source = hostRequire.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);
  const content = readFileSync(source);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { subset, content, name: `inter-${subset}-wght-normal.${hash}.woff2` };
}

const fontFace = (descriptors) =>
  `@font-face { ${Object.entries(descriptors)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;

/** The `<link rel="preload">` and the `<style>` of @font-face rules for files served from `publicPath`. */
export function interFontHead(files, publicPath = '/') {
  const url = (file) => `${publicPath}${file.name}`;
  const inter = files.map((file) =>
    fontFace({
      'font-family': 'Inter',
      'font-style': 'normal',
      'font-weight': '100 900',
      'font-display': 'swap',
      src: `url(${url(file)}) format('woff2')`,
      'unicode-range': unicodeRanges[file.subset],
    }),
  );
  const fallback = FALLBACK_FACES.map(({ weight, local, metrics }) =>
    fontFace({
      'font-family': "'Inter Fallback'",
      'font-style': 'normal',
      'font-weight': weight,
      // A local font loads quickly, but not at once (on Linux, Chromium first indexes the installed
      // fonts): without swap, the page's text would stay invisible until then.
      'font-display': 'swap',
      src: local.map((name) => `local('${name}')`).join(', '),
      'size-adjust': `${metrics.size}%`,
      'ascent-override': `${metrics.ascent}%`,
      'descent-override': `${metrics.descent}%`,
      'line-gap-override': `${metrics.lineGap}%`,
    }),
  );
  return [
    `<link rel="preload" href="${url(files[0])}" as="font" type="font/woff2" crossorigin />`,
    `<style id="qa-fonts">\n${[...inter, ...fallback].join('\n')}\n</style>`,
  ].join('\n    ');
}

/**
 * The font of an app's build: a plugin emitting the files, and the HTML its index.html template
 * shows. `emit: false` (a remote's production build, whose index.html nobody visits: the host's
 * page declares the font) gives neither.
 */
export function interFont({ emit }) {
  if (!emit) return { head: '', plugins: [] };
  const files = SUBSETS.map(interFile);
  const plugin = {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('InterFont', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'InterFont', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const file of files) compilation.emitAsset(file.name, new RawSource(file.content));
          },
        );
      });
    },
  };
  return { head: interFontHead(files), plugins: [plugin] };
}
