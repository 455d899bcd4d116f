#!/usr/bin/env node
// Measures, in Chromium, the overrides that make each local font of 'Inter Fallback' take Inter's
// room (scripts/webpack/inter-font.mjs, FALLBACK_FACES): size-adjust from the width of running
// English text, then Inter's ascent, descent and line gap expressed in the resized font. Prints
// the values to copy into FALLBACK_FACES and, with the faces as they are declared now, how far a
// line set in the fallback lands from the same line set in Inter (width, line-box height).
// Usage: node scripts/webpack/inter-fallback-metrics.mjs
import { launchChromium } from '../lib/browser.mjs';
import { FALLBACK_FACES, interFile, interFontHead } from './inter-font.mjs';

const SAMPLE =
  'Start your QA career with a plan, a mentor and real projects. Courses, career paths, live workshops ' +
  'and mentorship for manual and automation testers, from your first bug report to your first offer. ' +
  'Write clear test cases, find the bugs that matter and explain them to developers. Monthly or yearly: 12 months, 29 USD.';
/** At a size of 2048 px (Inter's units per em) Chromium's rounded ascent and descent are exact. */
const SIZE = 2048;

const face = (family, src, weight) => `@font-face { font-family: ${family}; src: ${src}; font-weight: ${weight}; }`;

function measure(page, family, weight) {
  return page.evaluate(
    async ({ family, weight, size, sample }) => {
      const font = `${weight} ${size}px ${family}`;
      const faces = await document.fonts.load(font, sample).catch(() => []);
      if (!faces.length || faces.some((face) => face.status !== 'loaded')) return null;
      const context = document.createElement('canvas').getContext('2d');
      context.font = font;
      const text = context.measureText(sample);
      const line = document.createElement('span');
      line.style.cssText = `font: ${font}; line-height: normal; white-space: nowrap`;
      line.textContent = sample;
      document.body.append(line);
      const height = line.getBoundingClientRect().height;
      line.remove();
      const ascent = text.fontBoundingBoxAscent;
      const descent = text.fontBoundingBoxDescent;
      return { width: text.width, ascent, descent, lineGap: height - ascent - descent };
    },
    { family, weight, size: SIZE, sample: SAMPLE },
  );
}

/**
 * Where a line of the sample in the fallback differs from Inter: its width at 16 px (per cent) and
 * the sizes from 12 to 64 px at which its line box (line-height: normal) has another height.
 */
function compare(page, weight) {
  return page.evaluate(
    async ({ weight, sample }) => {
      const line = async (family, size) => {
        await document.fonts.load(`${weight} ${size}px ${family}`, sample);
        const span = document.createElement('span');
        span.style.cssText = `font: ${weight} ${size}px/normal ${family}; white-space: nowrap`;
        span.textContent = sample;
        document.body.append(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      };
      const [inter, fallback] = [await line('Inter', 16), await line("'Inter Fallback'", 16)];
      const heights = [];
      for (let size = 12; size <= 64; size += 1) {
        if ((await line('Inter', size)).height !== (await line("'Inter Fallback'", size)).height) heights.push(size);
      }
      return { width: `${((fallback.width / inter.width - 1) * 100).toFixed(2)}%`, heightDiffersAt: heights };
    },
    { weight, sample: SAMPLE },
  );
}

const percent = (value) => Math.round(value * 10000) / 100;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const inter = interFile('latin');
  const interUrl = `url(data:font/woff2;base64,${inter.content.toString('base64')})`;
  const interSrc = `${interUrl} format('woff2')`;
  const locals = FALLBACK_FACES.map(({ local, weight }, index) =>
    face(`Local${index}`, local.map((name) => `local('${name}')`).join(', '), weight),
  );
  const declared = interFontHead([inter])
    .replace(/<link[^>]*>/, '')
    .replace(/url\([^)]*\)/, interUrl);
  await page.setContent(`<style>${face('Measured', interSrc, '100 900')}\n${locals.join('\n')}</style>${declared}`);
  for (const [index, { local, weight }] of FALLBACK_FACES.entries()) {
    const target = await measure(page, 'Measured', weight);
    const fallback = await measure(page, `Local${index}`, weight);
    if (!fallback) {
      console.log(`${local[0]} ${weight}: not installed here`);
      continue;
    }
    const size = target.width / fallback.width;
    const metrics = {
      size: percent(size),
      // Inter's ascent is 31/32 em, exactly half a pixel at 16 px, 48 px…: a hair more makes Chromium
      // round the fallback's up as it does Inter's (the exact value can fall just short of the half).
      ascent: percent(target.ascent / (SIZE * size) + 0.001),
      descent: percent(target.descent / (SIZE * size)),
      lineGap: percent(target.lineGap / (SIZE * size)),
    };
    console.log(`${local[0]} ${weight}: metrics: ${JSON.stringify(metrics)}`);
  }
  for (const weight of [400, 700]) {
    console.log(
      `the fallback at ${weight} as declared now, against Inter: ${JSON.stringify(await compare(page, weight))}`,
    );
  }
} finally {
  await browser.close();
}
