import { randomCashFlows } from './bench/random.js';
import { irr, irrDetailed } from './src/index.js';

const V = randomCashFlows(10000, 20240601);
const small = V.slice(0, 100);
function cpu(fn: () => void, n: number) {
  const s = process.cpuUsage();
  for (let i = 0; i < n; i++) fn();
  const e = process.cpuUsage(s);
  return ((e.user + e.system) * 1000) / n;
}
for (let k = 0; k < 3; k++) {
  let j = 0;
  const a = cpu(() => irr(V[j++ % 10000]!), 500000);
  j = 0;
  const b = cpu(() => irr(small[j++ % 100]!), 500000);
  console.log('10k set', a.toFixed(1), 'ns; 100 set', b.toFixed(1), 'ns');
}
let ev = 0;
for (const v of V) ev += irrDetailed(v).iterations;
console.log('evals', ev / V.length, 'len', V.reduce((s, v) => s + v.length, 0) / V.length);
