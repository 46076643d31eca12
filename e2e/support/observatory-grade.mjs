// Grades a site with the MDN HTTP Observatory's own retriever, tests and grader: the steps of its
// scan() (src/scanner/index.js), which always uses ports 80 and 443, with the ports given here.
// Run in a child process: NODE_EXTRA_CA_CERTS must name the test's certificate before Node starts.
// Usage: node observatory-grade.mjs <hostname> <httpPort> <httpsPort>  ->  JSON on stdout.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error('usage: observatory-grade.mjs <hostname> <httpPort> <httpsPort>');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
// The package's postinstall downloads Chromium's HSTS preload list, which `--ignore-scripts`
// skips. localhost is on no preload list, so an empty list grades it exactly as the full one.
const preloadList = path.join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

const load = (file) => import(path.join(root, 'src', file));
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');

const requests = await retrieve(hostname, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'The site seems to be down.' }));
  process.exit(1);
}

// As scan() scores: every modifier counts, extra credit only once the uncurved score is an A.
let withExtraCredit = 100;
let uncurved = 100;
let passed = 0;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(requests);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (result.pass) passed += 1;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(
  JSON.stringify({
    grade,
    score,
    statusCode: requests.responses.auto.status,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    tests,
  }),
);
