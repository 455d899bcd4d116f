// Debian's Chromium through playwright-core (browser downloads are impossible here).
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
