// What Lighthouse's simulated LCP waited for: replays the simulation (Lantern) of an audit saved by
// `node scripts/lighthouse.mjs --reports dir` and prints each request and main-thread task it
// counted, with its simulated start, end and duration in ms, in the order they start. The LCP is
// the end of the last one. A measurement aid, not a test.
//
// Lantern counts what finished before the observed largest paint: the requests (each costs its
// connection a round trip before any byte, and shares the bandwidth with every request in flight;
// over HTTP/1.1 a host gets six connections), the evaluation of the scripts among them, and the
// tasks that sent them. Its CPU times are the observed ones times four.
//
// Usage: node scripts/lighthouse-lcp-path.mjs dir/unit-page-1.lantern.json [--optimistic]
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/lighthouse-lcp-path.mjs <report>.lantern.json [--optimistic]');
  process.exit(1);
}
const { trace, devtoolsLog, settings, urls } = JSON.parse(readFileSync(file, 'utf8'));
const data = {
  trace,
  devtoolsLog,
  settings,
  URL: urls,
  gatherContext: { gatherMode: 'navigation' },
  simulator: null,
  SourceMaps: [],
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
const estimate = process.argv.includes('--optimistic')
  ? result.optimisticEstimate
  : result.pessimisticEstimate;

const ms = (value) => String(Math.round(value)).padStart(5);
const label = (node) => {
  if (node.type === 'network') return node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
  const biggest = node.childEvents
    .filter((event) => event.dur > 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 2)
    .map((event) => event.name + (event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : ''));
  return `task of ${(node.duration / 1000).toFixed(1)} ms observed: ${biggest.join(', ')}`;
};

console.info(
  `LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
console.info('start   end  took  what');
const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of rows) {
  console.info(`${ms(timing.startTime)} ${ms(timing.endTime)} ${ms(timing.duration)}  ${label(node)}`);
}
