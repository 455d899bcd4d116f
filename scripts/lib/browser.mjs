// Debian's Chromium through playwright-core (browser downloads are impossible here).
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Ports above 1024 that Chromium refuses to open (ERR_UNSAFE_PORT) unless allowed: the local servers
 * may land on one, e.g. the e2e site on 10080 with E2E_PORT_OFFSET=2000.
 */
const blockedLocalPorts = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

export const chromiumArgs = [
  `--explicitly-allowed-ports=${blockedLocalPorts.join(',')}`,
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
