// Draws the default QR poster background (1080 × 1920 PNG) with Debian's Chromium and writes it to
// apps/server/assets/qr-background.png. The browser composes the code on it: the code,
// 260 px, at x=75, y=1395 and its id text at y=1710 — this picture keeps that corner of its white
// card free. Run once after changing the design: node scripts/make-qr-background.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = new URL('../apps/server/assets/qr-background.png', import.meta.url);
const W = 1080;
const H = 1920;
const teal = '#1f7a8c';

const bubbles = [
  // x, y, r, opacity: soft circles in the header
  [130, 210, 150, 0.1],
  [930, 120, 210, 0.08],
  [980, 760, 120, 0.1],
  [90, 930, 90, 0.08],
  [560, 1120, 260, 0.06],
]
  .map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${o}"/>`)
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
      <feDropShadow dx="0" dy="10" stdDeviation="18" flood-color="#0b3b44" flood-opacity="0.18"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="#eef6f6"/>
  <path d="M0 0 H${W} V1200 C 820 1300 300 1150 0 1260 Z" fill="#1d7482"/>
  ${bubbles}

  <!-- two speech bubbles: a child's and a grown-up's turn in a conversation -->
  <g transform="translate(250 360)">
    <path d="M0 40 Q0 0 40 0 H300 Q340 0 340 40 V170 Q340 210 300 210 H120 L60 270 L70 210 H40 Q0 210 0 170 Z" fill="#fff"/>
    <circle cx="110" cy="105" r="20" fill="${teal}"/><circle cx="170" cy="105" r="20" fill="#2a9d8f"/><circle cx="230" cy="105" r="20" fill="#e9c46a"/>
  </g>
  <g transform="translate(520 560)">
    <path d="M0 40 Q0 0 40 0 H270 Q310 0 310 40 V150 Q310 190 270 190 H230 L240 250 L180 190 H40 Q0 190 0 150 Z" fill="#fef6e4"/>
    <path d="M80 95 q35 -45 70 0 t70 0" stroke="${teal}" stroke-width="14" fill="none" stroke-linecap="round"/>
  </g>

  <text x="${W / 2}" y="960" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-weight="700" font-size="76" fill="#fff" letter-spacing="4">儿童语言与发展评估</text>
  <text x="${W / 2}" y="1040" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="38" fill="#fff" fill-opacity="0.88">Child language &amp; development assessment</text>

  <!-- the card: the code goes at (75, 1395), 260 px; its id text at y = 1710 -->
  <rect x="40" y="1320" width="1000" height="480" rx="40" fill="#fff" filter="url(#shadow)"/>
  <rect x="58" y="1378" width="294" height="294" rx="18" fill="none" stroke="#cfe3e6" stroke-width="3" stroke-dasharray="14 10"/>
  <line x1="395" y1="1390" x2="395" y2="1740" stroke="#e3eeef" stroke-width="3"/>
  <text x="440" y="1485" font-family="Noto Sans CJK SC, sans-serif" font-weight="700" font-size="56" fill="${teal}">扫码开始测评</text>
  <text x="440" y="1545" font-family="Noto Sans, DejaVu Sans, sans-serif" font-weight="600" font-size="36" fill="#2f4f55">Scan the code to start</text>
  <text x="440" y="1625" font-family="Noto Sans CJK SC, sans-serif" font-size="30" fill="#6b7f83">请使用手机扫描左侧二维码</text>
  <text x="440" y="1672" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="28" fill="#6b7f83">Use your phone's camera</text>
  <g fill="${teal}" fill-opacity="0.9">
    <circle cx="452" cy="1730" r="8"/><circle cx="482" cy="1730" r="8" fill-opacity="0.6"/><circle cx="512" cy="1730" r="8" fill-opacity="0.35"/>
  </g>
  <text x="${W / 2}" y="1872" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#8aa1a5">儿童语言与发展评估平台 · Child language and development assessment</text>
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  const png = await page.locator('svg').screenshot({ type: 'png' });
  writeFileSync(out, png);
  console.log(`wrote ${out.pathname} (${png.length} bytes)`);
} finally {
  await browser.close();
}
