/**
 * The picture on the right of a cover, one per topic, drawn in a 440×440 box: white panels with the
 * palette's dark colour as ink and its accent for what matters (a passing check, a status code).
 * `seed` varies the details (which day is circled, where the needle points), so two covers of one
 * topic still differ.
 */
import type { Motif, Palette } from './cover-topics.ts';

const MONO = `font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"`;
const SANS = `font-family="Inter, 'Segoe UI', Arial, sans-serif"`;
const GREEN = '#22C55E';

const panel = (x: number, y: number, w: number, h: number, fill = '#fff', rx = 18): string =>
  `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="${rx}" fill="#000" fill-opacity=".18"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const bar = (x: number, y: number, w: number, fill: string, opacity = 1, h = 14): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" fill-opacity="${opacity}"/>`;
const check = (cx: number, cy: number, r = 16, fill = GREEN): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32} ${r * 0.55}-${r * 0.62}" stroke="#fff" stroke-width="${r * 0.24}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const pill = (x: number, y: number, text: string, fill: string, color: string, size = 22): string => {
  const w = Math.round(text.length * size * 0.62 + size * 1.2);
  return `<rect x="${x}" y="${y}" width="${w}" height="${size * 1.8}" rx="${size * 0.9}" fill="${fill}"/><text x="${x + w / 2}" y="${y + size * 1.25}" text-anchor="middle" ${MONO} font-size="${size}" font-weight="700" fill="${color}">${text}</text>`;
};
const windowChrome = (x: number, y: number, w: number, h: number, ink: string): string =>
  `${panel(x, y, w, h)}<path d="M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v26H${x}z" fill="${ink}" fill-opacity=".1"/><circle cx="${x + 24}" cy="${y + 22}" r="7" fill="#FF6B6B"/><circle cx="${x + 46}" cy="${y + 22}" r="7" fill="#FFC145"/><circle cx="${x + 68}" cy="${y + 22}" r="7" fill="#3DDC97"/>`;

type Draw = (p: Palette, seed: number) => string;

/** A career path's route and its three milestones, one of three shapes. */
type Route = [d: string, stops: [[number, number], [number, number], [number, number]]];
const PATH_ROUTES: readonly Route[] = [
  [
    'M40 400C160 400 100 250 220 250S300 130 380 130',
    [
      [40, 400],
      [220, 250],
      [380, 130],
    ],
  ],
  [
    'M40 330C140 420 200 200 240 300S330 200 370 150',
    [
      [40, 330],
      [240, 300],
      [370, 150],
    ],
  ],
  [
    'M60 400V290H220V190H380V140',
    [
      [60, 400],
      [220, 290],
      [380, 160],
    ],
  ],
];

/** The pipeline's stages, two rows of two, in the order they run. */
const CI_SPOTS: readonly [number, number][] = [
  [70, 150],
  [370, 150],
  [70, 300],
  [370, 300],
];

const DRAW: Record<Motif, Draw> = {
  api: (p, seed) => {
    const [method, path, status] = (
      [
        ['GET', '/orders/42', '200 OK'],
        ['POST', '/orders', '201 Created'],
        ['PUT', '/users/7', '200 OK'],
      ] as const
    )[seed % 3] ?? ['GET', '/orders/42', '200 OK'];
    return `<text x="-6" y="330" ${MONO} font-size="300" font-weight="700" fill="#fff" fill-opacity=".16">{</text><text x="300" y="330" ${MONO} font-size="300" font-weight="700" fill="#fff" fill-opacity=".16">}</text>${panel(40, 60, 360, 96)}${pill(62, 88, method, p.from, '#fff', 20)}<text x="${method.length * 13 + 110}" y="117" ${MONO} font-size="24" font-weight="600" fill="${p.from}">${path}</text>${panel(40, 186, 360, 200)}${pill(62, 208, status, GREEN, '#fff', 20)}${bar(62, 270, 60, p.from, 0.75)}${bar(134, 270, 150, p.from, 0.25)}${bar(84, 302, 80, p.from, 0.75)}${bar(176, 302, 120, p.from, 0.25)}${bar(84, 334, 56, p.from, 0.75)}${bar(152, 334, 170, p.from, 0.25)}${pill(300, 16, '404', '#fff', p.from, 18)}${pill(330, 398, '401', p.accent, p.from, 18)}`;
  },
  automation: (p) =>
    `${windowChrome(20, 40, 400, 330, p.from)}${bar(100, 56, 280, p.from, 0.12, 16)}${[0, 1, 2]
      .map((i) => `${check(62, 124 + i * 62)}${bar(96, 117 + i * 62, [220, 170, 240][i] ?? 200, p.from, 0.35)}`)
      .join(
        '',
      )}<circle cx="62" cy="310" r="15" fill="none" stroke="${p.from}" stroke-opacity=".35" stroke-width="4"/>${bar(96, 303, 150, p.from, 0.18)}<path d="M318 250l0 118 30-28 22 48 22-10-22-46 42-4z" fill="${p.from}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>${pill(270, 392, 'passed', p.accent, p.from, 20)}`,
  sql: (p, seed) => {
    const lit = 1 + (seed % 4);
    const rows = [0, 1, 2, 3, 4]
      .map(
        (r) =>
          `${r === lit ? `<rect x="20" y="${156 + r * 46}" width="400" height="46" fill="${p.accent}" fill-opacity=".55"/>` : ''}${bar(40, 172 + r * 46, 40, p.from, 0.5)}${bar(130, 172 + r * 46, 120 - ((r * 23) % 50), p.from, 0.3)}${bar(300, 172 + r * 46, 70, p.from, 0.3)}`,
      )
      .join('');
    return `${pill(20, 20, 'SELECT * FROM orders', '#fff', p.from, 20)}${panel(20, 100, 400, 290, '#fff', 14)}<path d="M34 100h372a14 14 0 0 1 14 14v42H20v-42a14 14 0 0 1 14-14z" fill="${p.from}"/><text x="40" y="136" ${MONO} font-size="20" font-weight="700" fill="#fff">id</text><text x="130" y="136" ${MONO} font-size="20" font-weight="700" fill="#fff">customer</text><text x="300" y="136" ${MONO} font-size="20" font-weight="700" fill="#fff">total</text>${rows}<path d="M110 156v234M280 156v234" stroke="${p.from}" stroke-opacity=".15" stroke-width="2"/>`;
  },
  performance: (p, seed) => {
    const angle = -60 + (seed % 5) * 22;
    const rad = ((angle - 90) * Math.PI) / 180;
    const nx = 220 + Math.cos(rad) * 130;
    const ny = 210 + Math.sin(rad) * 130;
    return `<path d="M50 210a170 170 0 0 1 340 0" stroke="#fff" stroke-opacity=".25" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M50 210a170 170 0 0 1 250-150" stroke="${p.accent}" stroke-width="30" fill="none" stroke-linecap="round"/><line x1="220" y1="210" x2="${nx.toFixed(1)}" y2="${ny.toFixed(1)}" stroke="#fff" stroke-width="12" stroke-linecap="round"/><circle cx="220" cy="210" r="22" fill="#fff"/>${panel(20, 260, 400, 150, '#fff', 16)}<path d="M44 380 84 352 124 362 164 322 204 340 244 300 284 316 324 282 364 296 396 288" stroke="${p.from}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="M44 300h352" stroke="${p.to}" stroke-width="3" stroke-dasharray="10 8"/><text x="396" y="292" text-anchor="end" ${MONO} font-size="18" font-weight="700" fill="${p.to}">p99</text>`;
  },
  career: (p) =>
    `${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${150 + i * 68}" y="${330 - i * 70}" width="60" height="${70 + i * 70}" rx="10" fill="#fff" fill-opacity="${0.3 + i * 0.2}"/>`,
      )
      .join(
        '',
      )}<path d="M380 120V20" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M383 22h56l-14 20 14 20h-56z" fill="${p.accent}"/><rect x="20" y="270" width="190" height="140" rx="20" fill="${p.accent}"/><path d="M80 270v-22a14 14 0 0 1 14-14h42a14 14 0 0 1 14 14v22" stroke="${p.accent}" stroke-width="12" fill="none"/><path d="M20 320h190" stroke="${p.from}" stroke-opacity=".35" stroke-width="6"/><rect x="102" y="306" width="26" height="28" rx="6" fill="${p.from}"/>`,
  security: (p) =>
    `<path d="M220 20l170 62v120c0 118-78 192-170 228C128 394 50 320 50 202V82z" fill="#fff"/><path d="M220 62l130 46v96c0 92-58 150-130 180-72-30-130-88-130-180v-96z" fill="${p.from}" fill-opacity=".1"/><circle cx="220" cy="200" r="40" fill="${p.from}"/><path d="M204 224h32l10 72h-52z" fill="${p.from}"/>${pill(0, 30, '&lt;script&gt;', p.accent, p.from, 18)}${pill(330, 330, 'SQLi', '#fff', p.from, 18)}`,
  bug: (p) =>
    `${panel(20, 40, 320, 360)}${pill(44, 66, 'BUG-142', p.from, '#fff', 18)}${pill(196, 66, 'High', p.accent, p.from, 18)}${bar(44, 140, 240, p.from, 0.5)}${bar(44, 172, 200, p.from, 0.25)}${bar(44, 204, 220, p.from, 0.25)}${bar(44, 236, 150, p.from, 0.25)}<g stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M262 266l-44-20M262 310h-52M262 354l-44 22M378 266l44-20M378 310h52M378 354l44 22M296 236l-22-34M344 236l22-34"/></g><ellipse cx="320" cy="320" rx="66" ry="86" fill="${p.accent}" stroke="#fff" stroke-width="8"/><circle cx="320" cy="238" r="36" fill="${p.accent}" stroke="#fff" stroke-width="8"/><path d="M320 250v150" stroke="${p.from}" stroke-opacity=".4" stroke-width="6"/>`,
  web: (p) =>
    `${windowChrome(20, 40, 400, 360, p.from)}${bar(100, 56, 280, p.from, 0.12, 16)}${bar(44, 104, 200, p.from, 0.4)}${bar(44, 132, 300, p.from, 0.18)}<rect x="20" y="176" width="400" height="224" fill="${p.from}" fill-opacity=".06"/><path d="M20 176h400" stroke="${p.from}" stroke-opacity=".2" stroke-width="2"/><text x="44" y="206" ${SANS} font-size="17" font-weight="700" fill="${p.from}">Network</text>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<text x="44" y="${246 + i * 32}" ${MONO} font-size="16" fill="${p.from}" fill-opacity=".7">${['200', '200', '304', '200', '404'][i]}</text>${bar(100 + i * 36, 234 + i * 32, 70 + ((i * 37) % 90), i === 4 ? '#EF4444' : p.to, 0.85, 12)}`,
      )
      .join('')}`,
  code: (p) => {
    const lines: [number, number, string][] = [
      [0, 90, p.to],
      [24, 150, p.from],
      [24, 110, '#0F9F8F'],
      [48, 180, p.from],
      [48, 90, '#0F9F8F'],
      [24, 60, p.from],
      [0, 30, p.to],
    ];
    return `${windowChrome(20, 40, 400, 370, p.from)}${lines
      .map(
        ([indent, w, c], i) =>
          `<text x="44" y="${118 + i * 40}" ${MONO} font-size="16" fill="${p.from}" fill-opacity=".4">${i + 1}</text>${bar(80 + indent, 106 + i * 40, w, c, 0.8)}`,
      )
      .join(
        '',
      )}<rect x="330" y="330" width="110" height="110" rx="20" fill="${p.accent}"/><text x="385" y="402" text-anchor="middle" ${SANS} font-size="52" font-weight="800" fill="${p.from}">TS</text>`;
  },
  ci: (p) => {
    const stages = ['build', 'test', 'report', 'release'];
    return `<path d="M70 150h300M70 150v150h300" stroke="#fff" stroke-opacity=".4" stroke-width="10" fill="none" stroke-linecap="round"/>${stages
      .map((name, i) => {
        const [cx, cy] = CI_SPOTS[i] ?? [0, 0];
        const done = i < 3;
        return `<circle cx="${cx}" cy="${cy}" r="44" fill="#fff"/>${done ? check(cx, cy, 26) : `<circle cx="${cx}" cy="${cy}" r="24" fill="none" stroke="${p.from}" stroke-width="7" stroke-dasharray="30 12"/>`}<text x="${cx}" y="${cy + 80}" text-anchor="middle" ${SANS} font-size="22" font-weight="700" fill="#fff">${name}</text>`;
      })
      .join('')}${pill(120, 20, 'quality gate', p.accent, p.from, 20)}`;
  },
  design: (p, seed) => {
    const [low, high] = (
      [
        [18, 65],
        [1, 100],
        [8, 64],
      ] as const
    )[seed % 3] ?? [18, 65];
    const dot = (x: number, inside: boolean, label: number) =>
      `<circle cx="${x}" cy="330" r="16" fill="${inside ? GREEN : '#F87171'}" stroke="#fff" stroke-width="5"/><text x="${x}" y="384" text-anchor="middle" ${MONO} font-size="22" font-weight="700" fill="#fff">${label}</text>`;
    const table = [0, 1, 2]
      .map((r) =>
        [0, 1, 2, 3]
          .map(
            (c) =>
              `<text x="${150 + c * 66}" y="${118 + r * 46}" text-anchor="middle" ${MONO} font-size="22" font-weight="700" fill="${p.from}" fill-opacity="${(r + c) % 3 === 0 ? 1 : 0.45}">${(r * 4 + c + seed) % 3 === 0 ? 'F' : 'T'}</text>`,
          )
          .join(''),
      )
      .join('');
    return `${panel(60, 40, 320, 170, '#fff', 16)}<path d="M60 146h320M60 192h320M117 40v170" stroke="${p.from}" stroke-opacity=".15" stroke-width="2"/>${bar(76, 104, 26, p.from, 0.5)}${bar(76, 150, 26, p.from, 0.5)}${table}<rect x="110" y="310" width="220" height="40" rx="20" fill="${p.accent}" fill-opacity=".55"/><path d="M10 330h420" stroke="#fff" stroke-width="6" stroke-linecap="round"/>${dot(80, false, low - 1)}${dot(140, true, low)}${dot(300, true, high)}${dot(360, false, high + 1)}`;
  },
  fundamentals: (p) =>
    `${panel(30, 30, 300, 360)}${[0, 1, 2, 3]
      .map(
        (i) =>
          `${i < 3 ? `<rect x="58" y="${78 + i * 72}" width="34" height="34" rx="8" fill="${p.from}"/><path d="M66 ${96 + i * 72}l8 8 12-16" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>` : `<rect x="58" y="${78 + i * 72}" width="34" height="34" rx="8" fill="none" stroke="${p.from}" stroke-opacity=".4" stroke-width="4"/>`}${bar(110, 88 + i * 72, [170, 130, 180, 110][i] ?? 150, p.from, 0.3)}`,
      )
      .join(
        '',
      )}<circle cx="300" cy="290" r="78" fill="#fff" fill-opacity=".22" stroke="${p.accent}" stroke-width="22"/><path d="M356 346l62 62" stroke="${p.accent}" stroke-width="30" stroke-linecap="round"/>`,
  path: (p, seed) => {
    const [route, stops] = PATH_ROUTES[seed % PATH_ROUTES.length] as Route;
    const [fx, fy] = stops[2];
    return `<path d="${route}" stroke="#fff" stroke-opacity=".55" stroke-width="12" stroke-dasharray="4 22" stroke-linecap="round" fill="none"/>${stops
      .map(
        ([cx, cy], i) =>
          `<circle cx="${cx}" cy="${cy}" r="${30 + i * 6}" fill="${i === 2 ? p.accent : '#fff'}"/><text x="${cx}" y="${cy + 11}" text-anchor="middle" ${SANS} font-size="30" font-weight="800" fill="${p.from}">${i + 1}</text>`,
      )
      .join(
        '',
      )}<path d="M${fx + 24} ${fy - 30}v-74" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M${fx + 27} ${fy - 102}h44l-11 16 11 16h-44z" fill="#fff"/>`;
  },
  event: (p, seed) => {
    const day = 1 + (seed % 28);
    const cells = Array.from({ length: 20 }, (_, i) => {
      const [x, y] = [26 + (i % 5) * 46, 150 + Math.floor(i / 5) * 50];
      return i === day % 20
        ? `<circle cx="${x + 14}" cy="${y + 14}" r="22" fill="${p.accent}"/><text x="${x + 14}" y="${y + 22}" text-anchor="middle" ${SANS} font-size="22" font-weight="800" fill="${p.from}">${day}</text>`
        : `<rect x="${x}" y="${y}" width="28" height="28" rx="7" fill="${p.from}" fill-opacity=".12"/>`;
    }).join('');
    return `${panel(0, 50, 260, 330)}<path d="M18 50h224a18 18 0 0 1 18 18v60H0V68a18 18 0 0 1 18-18z" fill="${p.to}"/><rect x="56" y="28" width="16" height="48" rx="8" fill="${p.from}"/><rect x="188" y="28" width="16" height="48" rx="8" fill="${p.from}"/>${cells}<rect x="312" y="120" width="90" height="170" rx="45" fill="#fff" stroke="${p.from}" stroke-width="8"/><path d="M330 170h54M330 202h54M330 234h54" stroke="${p.from}" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"/><path d="M290 230a67 67 0 0 0 134 0" stroke="#fff" stroke-width="10" fill="none"/><path d="M357 300v60M322 366h70" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M440 150a80 80 0 0 1 0 110" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  },
  blog: (p) =>
    `${panel(40, 30, 290, 380)}${bar(70, 74, 200, p.from, 0.7, 20)}${[0, 1, 2, 3, 4, 5]
      .map((i) => bar(70, 130 + i * 36, [220, 190, 230, 160, 210, 120][i] ?? 200, p.from, 0.25))
      .join(
        '',
      )}<g transform="rotate(40 330 250)"><rect x="300" y="80" width="54" height="250" rx="12" fill="${p.accent}"/><rect x="300" y="80" width="54" height="46" rx="12" fill="${p.from}"/><path d="M300 330h54l-27 56z" fill="#fff"/><path d="M318 368h18l-9 18z" fill="${p.from}"/></g>`,
};

/** The motif's drawing, in a 440×440 box (the caller places it). */
export const drawMotif = (motif: Motif, palette: Palette, seed: number): string => DRAW[motif](palette, seed);
