// The command line of `pnpm release`: parsing and checking, before anything is read or written.
import { parseArgs } from 'node:util';

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `90s`, `10m`, `1h`, `250ms` (a bare number is seconds) → milliseconds. */
export function parseDuration(text, name) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(String(text).trim());
  if (!match || Number(match[1]) <= 0) throw new Error(`--${name} ${text}: give a duration such as 15s, 10m or 1h.`);
  return Number(match[1]) * UNITS[match[2] ?? 's'];
}

/** Milliseconds as the shortest exact label: `10 min`, `15 s`, `250 ms`. */
export function durationLabel(ms) {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function number(text, name, { min, max, integer = false }) {
  const value = Number(text);
  const ok =
    text !== '' && Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  if (!ok) throw new Error(`--${name} ${text}: give ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`);
  return value;
}

const options = {
  config: { type: 'string' },
  signals: { type: 'string' },
  json: { type: 'boolean' },
  window: { type: 'string' },
  interval: { type: 'string' },
  'min-sessions': { type: 'string' },
  alpha: { type: 'string' },
  'lcp-margin': { type: 'string' },
  'inp-margin': { type: 'string' },
  'promote-after': { type: 'string' },
  once: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

const commandOptions = {
  status: ['json', 'window'],
  canary: [],
  promote: [],
  rollback: [],
  watch: ['window', 'interval', 'min-sessions', 'alpha', 'lcp-margin', 'inp-margin', 'promote-after', 'once'],
};
const arity = { status: 0, canary: 3, promote: 1, rollback: 1, watch: 1 };

/** `remote`, `url` (http or https), `percent` (a whole number 0–100), checked. */
function canaryArgs([remote, url, percentText]) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    throw new Error(`canary: ${url} is not an http(s) URL of a manifest.`);
  if (!/^\d+$/.test(percentText) || Number(percentText) > 100)
    throw new Error(`canary: percent ${percentText}: give a whole number from 0 to 100.`);
  return { remote, url: parsed.href, percent: Number(percentText) };
}

/** argv → { command, …its arguments, options }; throws an Error whose message is for the user. */
export function parseCommandLine(argv, env = {}) {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
  if (values.help || !command || command === 'help') return { command: 'help' };
  if (!Object.hasOwn(arity, command)) throw new Error(`Unknown command "${command}".`);
  if (rest.length !== arity[command])
    throw new Error(
      `${command} takes ${arity[command]} argument${arity[command] === 1 ? '' : 's'}, got ${rest.length}.`,
    );
  const misplaced = Object.keys(values).filter(
    (name) => !['config', 'signals'].includes(name) && !commandOptions[command].includes(name),
  );
  if (misplaced.length) throw new Error(`${command} does not take --${misplaced.join(', --')}.`);
  const config = values.config ?? env.QA_APP_CONFIG;
  if (!config) throw new Error('Say which app config to work on: --config <file or URL>, or set QA_APP_CONFIG.');
  const parsed = { command, config, signals: values.signals, json: values.json ?? false };
  if (command === 'canary') Object.assign(parsed, canaryArgs(rest));
  else if (rest.length) parsed.remote = rest[0];
  parsed.windowMs = parseDuration(values.window ?? (command === 'status' ? '60m' : '10m'), 'window');
  if (command === 'watch') {
    Object.assign(parsed, {
      intervalMs: parseDuration(values.interval ?? '15s', 'interval'),
      once: values.once ?? false,
      promoteAfterMs: values['promote-after'] ? parseDuration(values['promote-after'], 'promote-after') : undefined,
      minSessions: values['min-sessions']
        ? number(values['min-sessions'], 'min-sessions', { min: 1, max: 1e9, integer: true })
        : undefined,
      alpha: values.alpha ? number(values.alpha, 'alpha', { min: 1e-9, max: 0.5 }) : undefined,
      lcpMargin: values['lcp-margin'] ? number(values['lcp-margin'], 'lcp-margin', { min: 0, max: 10 }) : undefined,
      inpMargin: values['inp-margin'] ? number(values['inp-margin'], 'inp-margin', { min: 0, max: 10 }) : undefined,
    });
  }
  return parsed;
}

export const helpText = `pnpm release <command> [options]

Operates on a deployment's app-config: a file (written atomically) or a site served with
\`pnpm serve --control\` (its /__control/app-config endpoint). Signals come from the dev API's
GET /dev/releases/signals.

Commands
  status                                  each remote's stable and canary, and its signals by version
  canary <remote> <manifest-url> <percent> give a share (0–100) of visitors a new version; checks the
                                          manifest and writes the entry script's sha384 integrity
  promote <remote>                        the canary becomes the stable version
  rollback <remote>                       the canary's percent goes to 0 (the entry stays, for the record)
  watch <remote>                          compares canary with stable every interval; rolls back on a
                                          regression, promotes after --promote-after if given

Options
  --config <file|URL>   the app-config (required unless QA_APP_CONFIG is set)
  --signals <URL>       the dev API with the signals (default http://127.0.0.1:4000)
  --json                status as JSON
  --window <d>          signals over the last <d> (status: 60m, watch: 10m)
watch options
  --interval <d>        time between checks (15s)
  --min-sessions <n>    sessions each of stable and canary needs before any judgement (100)
  --alpha <p>           significance of Fisher's exact test on the failure rates (0.01)
  --lcp-margin <f>      roll back when the canary's LCP p75 exceeds stable's by more than f (0.2 = 20 %)
  --inp-margin <f>      the same for INP p75 (0.2)
  --promote-after <d>   promote once watched this long without a regression (default: never)
  --once                one check, then exit
watch exits 0 when it promoted, found nothing to watch, or (--once) saw no regression; 2 when the
canary was rolled back (by it or before); 1 on an error.`;
