// Makes the demo's one video and its poster (demo/content/media/bay-at-dusk-from-the-roof.*):
// a drawn dusk over the sea, animated in a canvas and recorded as WebM by Chromium's own
// MediaRecorder, so the file is ours to publish and needs no video tool on the machine.
// Run: npx tsx scripts/demo-media/dusk-video.ts (uses the same Chromium as the browser tests).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const WIDTH = 1280;
const HEIGHT = 720;
// Recorded in real time: a busy machine drops frames, and the video comes out shorter.
const SECONDS = 8;
const TARGET = path.resolve('demo/content/media/bay-at-dusk-from-the-roof');

/** Runs in the page: draws frame `t` (0 to 1) of the dusk. */
function drawScene(context: CanvasRenderingContext2D, t: number, width: number, height: number) {
  const horizon = height * 0.6;
  const sky = context.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, `hsl(${250 - 20 * t}, 45%, ${30 - 12 * t}%)`);
  sky.addColorStop(0.6, `hsl(${330 - 10 * t}, 55%, ${55 - 15 * t}%)`);
  sky.addColorStop(1, `hsl(${28 - 8 * t}, 90%, ${62 - 14 * t}%)`);
  context.fillStyle = sky;
  context.fillRect(0, 0, width, horizon);

  // The sun sinks behind the horizon.
  const sunY = horizon - 150 + 200 * t;
  context.save();
  context.beginPath();
  context.rect(0, 0, width, horizon);
  context.clip();
  context.fillStyle = `hsl(${40 - 15 * t}, 100%, 70%)`;
  context.beginPath();
  context.arc(width * 0.42, sunY, 56, 0, Math.PI * 2);
  context.fill();
  context.restore();

  // The coast towards Italy.
  context.fillStyle = `hsl(260, 25%, ${22 - 8 * t}%)`;
  context.beginPath();
  context.moveTo(width * 0.62, horizon);
  context.quadraticCurveTo(width * 0.78, horizon - 70, width, horizon - 40);
  context.lineTo(width, horizon);
  context.fill();

  const sea = context.createLinearGradient(0, horizon, 0, height);
  sea.addColorStop(0, `hsl(225, 40%, ${34 - 12 * t}%)`);
  sea.addColorStop(1, `hsl(225, 45%, ${16 - 6 * t}%)`);
  context.fillStyle = sea;
  context.fillRect(0, horizon, width, height - horizon);

  // The sun's path on the water, moving with the swell.
  context.fillStyle = `hsla(35, 100%, 70%, ${0.75 - 0.5 * t})`;
  for (let row = 0; row < 14; row += 1) {
    const y = horizon + 8 + row * row * 1.6;
    const spread = 30 + row * 9;
    const shift = Math.sin(t * Math.PI * 6 + row) * 12;
    context.fillRect(width * 0.42 - spread / 2 + shift, y, spread, 2 + row * 0.3);
  }

  // The terrace railing in front.
  context.fillStyle = '#120d16';
  context.fillRect(0, height - 120, width, 10);
  for (let x = 20; x < width; x += 64) context.fillRect(x, height - 118, 8, 118);
  context.fillRect(0, height - 34, width, 34);
}

// MediaRecorder writes a live stream: its Segment Info has no Duration, so players show no length
// and seek poorly. This adds one (in ms, the default timecode scale) as a muxer would; the segment's
// own size is left unknown, so nothing else moves.
function withDuration(webm: Buffer, milliseconds: number): Buffer {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('no Segment Info in the recording');
  const first = webm[info + 4];
  const sizeLength = Math.clz32(first) - 23;
  const size = webm.subarray(info + 4 + 1, info + 4 + sizeLength).reduce((n, byte) => n * 256 + byte, first & (0xff >> sizeLength));
  const bodyStart = info + 4 + sizeLength;
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(milliseconds, 3);
  const newSize = Buffer.alloc(8);
  newSize.writeBigUInt64BE(BigInt(size + duration.length));
  newSize[0] = 0x01;
  return Buffer.concat([webm.subarray(0, info + 4), newSize, webm.subarray(bodyStart, bodyStart + size), duration, webm.subarray(bodyStart + size)]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ width, height, seconds, draw }) => {
      const scene = new Function(`return (${draw})`)() as typeof drawScene;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      // On the page, so that Chromium paints it and the stream gets every frame.
      document.body.append(canvas);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      scene(context, 0.35, width, height);
      const poster = canvas.toDataURL('image/jpeg', 0.85);

      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 200_000 });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      scene(context, 0, width, height);
      recorder.start(1000);
      await new Promise<void>((done) => {
        const timer = setInterval(() => {
          const t = (performance.now() - start) / (seconds * 1000);
          scene(context, Math.min(t, 1), width, height);
          if (t >= 1) {
            clearInterval(timer);
            done();
          }
        }, 66);
      });
      recorder.stop();
      await stopped;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const check = document.createElement('video');
      check.src = URL.createObjectURL(blob);
      await new Promise((resolve) => (check.onloadedmetadata = resolve));
      // A live recording does not say how long it is: seeking to the end makes Chromium find out.
      check.currentTime = 1e6;
      await new Promise((resolve) => (check.onseeked = resolve));
      const duration = check.duration;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { poster: poster.split(',')[1], video: btoa(binary), duration };
    },
    { width: WIDTH, height: HEIGHT, seconds: SECONDS, draw: drawScene.toString() },
  );
  await browser.close();
  fs.writeFileSync(`${TARGET}.jpg`, Buffer.from(result.poster, 'base64'));
  fs.writeFileSync(`${TARGET}.webm`, withDuration(Buffer.from(result.video, 'base64'), Math.round(result.duration * 1000)));
  console.log(
    `${TARGET}.webm: ${fs.statSync(`${TARGET}.webm`).size} bytes, ${result.duration.toFixed(1)} s; poster ${fs.statSync(`${TARGET}.jpg`).size} bytes`,
  );
  if (result.duration < SECONDS / 2) throw new Error('the recording lost frames: run it again on a quieter machine');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
