// Makes the demo content's explainer video for the 999 BSL relay block (decision 0341): five captioned
// text slides drawn on a canvas and recorded by Chromium's MediaRecorder as a small VP8 WebM, since
// nothing can be downloaded or encoded with outside tools. Run once: node scripts/make-demo-relay-video.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const OUT = new URL('../apps/web/src/cms/seed/media/relay-explainer.webm', import.meta.url);
// The slides and their times match relay-explainer.vtt beside the video.
const SLIDES = [
  'How 999 BSL works',
  '1. Open the 999 BSL app or website',
  '2. A BSL interpreter answers',
  '3. Sign which service you need',
  '4. The interpreter relays the call',
];
const SECONDS_PER_SLIDE = 2;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ slides, seconds }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(250);
    const started = performance.now();
    const total = slides.length * seconds * 1000;
    await new Promise((resolve) => {
      function frame() {
        const elapsed = performance.now() - started;
        const index = Math.min(slides.length - 1, Math.floor(elapsed / (seconds * 1000)));
        context.fillStyle = '#1e3a8a';
        context.fillRect(0, 0, 640, 360);
        // A hand-shaped circle that moves, so the video visibly plays.
        context.fillStyle = '#f97316';
        context.beginPath();
        context.arc(120 + ((elapsed / 10) % 400), 270, 30, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = 'white';
        context.font = 'bold 30px sans-serif';
        context.textAlign = 'center';
        context.fillText(slides[index], 320, 160);
        if (elapsed < total) requestAnimationFrame(frame);
        else resolve();
      }
      frame();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  },
  { slides: SLIDES, seconds: SECONDS_PER_SLIDE },
);
await browser.close();

/**
 * MediaRecorder leaves the duration out (a live stream has none), so players show no length and
 * cannot seek. Add a Duration element (ms, at the 1 ms TimecodeScale it writes) to the Info
 * element, whose one-byte size grows by its 11 bytes; the Segment's size is 'unknown', so nothing
 * else moves.
 */
function withDuration(webm, milliseconds) {
  const info = webm.indexOf(Buffer.from('1549a966', 'hex'));
  const size = webm[info + 4];
  if (info < 0 || (size & 0x80) === 0) throw new Error('unexpected WebM layout');
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(milliseconds, 3);
  const bodyStart = info + 5;
  const bodyEnd = bodyStart + (size & 0x7f);
  const grown = (size & 0x7f) + duration.length;
  if (grown > 0x7e) throw new Error('Info too large for a one-byte size');
  return Buffer.concat([
    webm.subarray(0, info + 4),
    Buffer.from([0x80 | grown]),
    webm.subarray(bodyStart, bodyEnd),
    duration,
    webm.subarray(bodyEnd),
  ]);
}

const video = withDuration(Buffer.from(base64, 'base64'), SLIDES.length * SECONDS_PER_SLIDE * 1000);
writeFileSync(OUT, video);
console.log(`wrote ${OUT.pathname} (${video.length} bytes)`);
