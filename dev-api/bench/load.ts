/**
 * The two load generators the bench can drive, behind one shape: autocannon (from npm, always
 * there) and wrk (Debian's `wrk`, in C: it needs about a third of autocannon's CPU for the same
 * load, which matters when the load generator shares a 2-core machine with the server).
 * Both are closed-loop: each of the connections sends its next request when the last is answered.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** One body per request, each used once (single-use refresh tokens); none for a GET. */
  bodies?: { list: string[]; next: number };
}

export interface LoadResult {
  p50: number;
  p99: number;
  /** Answered requests per second. */
  rate: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadGenerator {
  name: string;
  run(target: Target, seconds: number): Promise<LoadResult>;
}

export function autocannonGenerator(base: string, connections: number): LoadGenerator {
  return {
    name: 'autocannon',
    async run(target, seconds) {
      const { bodies } = target;
      const result = await autocannon({
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: target.method,
            path: target.path,
            headers: target.headers,
            // autocannon hands over a fresh copy of the request each time, so it can be filled in place
            ...(bodies && {
              setupRequest: (request) => {
                request.body = bodies.list[bodies.next++ % bodies.list.length];
                return request;
              },
            }),
          },
        ],
      });
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        rate: result.requests.average,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      };
    },
  };
}

/** Per request, the next body of the file named by WRK_BODIES, from line WRK_FIRST on; a JSON summary at the end. */
const WRK_SCRIPT = `
local bodies, first = {}, tonumber(os.getenv("WRK_FIRST") or "1")
if os.getenv("WRK_BODIES") then
  for line in io.lines(os.getenv("WRK_BODIES")) do bodies[#bodies + 1] = line end
end
local method, path = os.getenv("WRK_METHOD"), os.getenv("WRK_PATH")
local headers = {}
for name, value in string.gmatch(os.getenv("WRK_HEADERS") or "", "([^\\n:]+): ([^\\n]+)") do headers[name] = value end
local static, index = nil, first - 1
request = function()
  -- formatted here, not when the script loads: wrk sets the Host header only after that
  if #bodies == 0 then
    static = static or wrk.format(method, path, headers)
    return static
  end
  index = index + 1
  return wrk.format(method, path, headers, bodies[index])
end
done = function(summary, latency)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"p50":%.3f,"p99":%.3f,"total":%d,"seconds":%.3f,"non2xx":%d,"errors":%d}\\n',
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests, summary.duration / 1e6,
    summary.errors.status, errors))
end
`;

export function wrkGenerator(base: string, connections: number, workDir: string): LoadGenerator {
  const script = join(workDir, 'bench.lua');
  writeFileSync(script, WRK_SCRIPT);
  const written = new WeakSet<string[]>();
  return {
    name: 'wrk',
    async run(target, seconds) {
      const { bodies } = target;
      const bodyFile = join(workDir, 'bodies.txt');
      if (bodies && !written.has(bodies.list)) {
        writeFileSync(bodyFile, `${bodies.list.join('\n')}\n`);
        written.add(bodies.list);
      }
      const env = {
        ...process.env,
        WRK_METHOD: target.method,
        WRK_PATH: target.path,
        WRK_HEADERS: Object.entries(target.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n'),
        ...(bodies && { WRK_BODIES: bodyFile, WRK_FIRST: String(bodies.next + 1) }),
      };
      const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, base];
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
      });
      const line = output.split('\n').find((text) => text.startsWith('WRK_RESULT '));
      if (!line) throw new Error(`wrk printed no result:\n${output}`);
      const summary = JSON.parse(line.slice('WRK_RESULT '.length)) as Omit<LoadResult, 'rate'> & { seconds: number };
      // requests still in flight when wrk stopped have spent their tokens too
      if (bodies) bodies.next += summary.total + connections;
      return { ...summary, rate: summary.total / summary.seconds };
    },
  };
}
