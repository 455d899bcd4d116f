/**
 * The browser side of /dev/releases: its script (draws the charts with uPlot from the inline JSON
 * the page carries) and its stylesheet, served from the dev API itself (the page's CSP: self only).
 */
export const releasesPageScript = String.raw`(function () {
  'use strict';
  var source = document.getElementById('release-charts');
  var charts = JSON.parse((source && source.textContent) || '[]');
  var colours = { stable: '#1f5fbf', canary: '#c2410c' };
  var metrics = [
    { key: 'failureRate', title: 'Failure rate', unit: '%' },
    { key: 'lcpP75', title: 'LCP p75', unit: 'ms' },
  ];
  charts.forEach(function (chart) {
    var holder = document.querySelector('[data-remote-charts="' + CSS.escape(chart.remote) + '"]');
    if (!holder || chart.times.length === 0 || chart.lines.length === 0) return;
    var seen = {};
    var series = [{}].concat(
      chart.lines.map(function (line) {
        // A second version in the same role (say, the stable before a promotion) is dashed.
        seen[line.role] = (seen[line.role] || 0) + 1;
        return {
          label: line.label,
          stroke: colours[line.role] || '#555',
          width: 2,
          dash: seen[line.role] > 1 ? [6, 4] : undefined,
          spanGaps: true,
        };
      }),
    );
    metrics.forEach(function (metric) {
      var figure = document.createElement('figure');
      figure.setAttribute('aria-label', chart.remote + ': ' + metric.title + ', stable and canary over time');
      holder.appendChild(figure);
      var data = [chart.times].concat(
        chart.lines.map(function (line) {
          return line[metric.key];
        }),
      );
      new uPlot(
        {
          title: metric.title + ' (' + metric.unit + ')',
          width: 460,
          height: 220,
          series: series,
          axes: [{}, { label: metric.unit }],
          scales: { y: { range: function (u, min, max) { return [0, Math.max((max || 0) * 1.1, metric.unit === '%' ? 5 : 100)]; } } },
        },
        data,
        figure,
      );
    });
  });
})();
`;

export const releasesPageStyle = `
body { font: 15px/1.45 system-ui, sans-serif; color: #1a1a1a; margin: 0; background: #fafafa; }
main { max-width: 1000px; margin: 0 auto; padding: 16px 24px 48px; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; border-top: 1px solid #ddd; padding-top: 1rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; background: #fff; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #ddd; padding: 4px 10px; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
form { margin: 0.5rem 0; }
input { font: inherit; padding: 2px 6px; }
button { font: inherit; padding: 2px 12px; }
[role='alert'] { color: #a11; }
.charts { display: flex; flex-wrap: wrap; gap: 16px; }
.charts figure { margin: 0; background: #fff; border: 1px solid #ddd; padding: 8px; }
`;
