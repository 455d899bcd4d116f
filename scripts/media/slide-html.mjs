// The look of a lecture video's cards: the site's font and brand colours on a 16:9 slide.

export const WIDTH = 960;
export const HEIGHT = 540;

const escape = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const frame = (look, body) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url("${look.font}") format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
body { font-family: Inter, sans-serif; color: ${look.fg}; background: ${look.bg}; position: relative; }
.bar { position: absolute; inset: 0 0 auto 0; height: 48px; display: flex; align-items: center; justify-content: space-between;
  padding: 0 40px; background: ${look.brandDark}; color: ${look.bg}; font-size: 17px; font-weight: 600; letter-spacing: 0.01em; }
.bar span:last-child { font-weight: 500; opacity: 0.85; }
.stripe { position: absolute; left: 0; top: 48px; bottom: 0; width: 10px; background: ${look.brand}; }
.content { position: absolute; left: 72px; right: 72px; top: 96px; bottom: 56px; }
h1 { font-size: 44px; line-height: 1.15; font-weight: 700; color: ${look.brandDark}; letter-spacing: -0.01em; }
ul { margin-top: 36px; padding: 0; list-style: none; display: grid; gap: 22px; }
li { font-size: 28px; line-height: 1.3; padding-left: 36px; position: relative; }
li::before { content: ""; position: absolute; left: 0; top: 12px; width: 14px; height: 14px; border-radius: 4px; background: ${look.brand}; }
.foot { position: absolute; right: 40px; bottom: 22px; font-size: 16px; color: ${look.muted}; }
.title { position: absolute; inset: 48px 0 0 0; display: flex; flex-direction: column; justify-content: center;
  padding: 0 88px; background: ${look.brandSubtle}; }
.title p { font-size: 22px; font-weight: 600; color: ${look.brand}; text-transform: uppercase; letter-spacing: 0.08em; }
.title h1 { margin-top: 18px; font-size: 56px; }
</style></head><body>${body}</body></html>`;

/** One card of the video: `kind: 'title'` (course, lecture, position) or `kind: 'slide'` (heading, points). */
export function slideHtml(card, look, courseTitle) {
  const bar = `<div class="bar"><span>QA Career</span><span>${escape(courseTitle)}</span></div>`;
  if (card.kind === 'title')
    return frame(
      look,
      `${bar}<div class="title"><p>Lecture ${card.position} of ${card.of}</p><h1>${escape(card.title)}</h1></div>`,
    );
  const points = card.points.map((point) => `<li>${escape(point)}</li>`).join('');
  return frame(
    look,
    `${bar}<div class="stripe"></div><div class="content"><h1>${escape(card.heading)}</h1><ul>${points}</ul></div>` +
      `<div class="foot">${card.number} / ${card.of}</div>`,
  );
}
