/**
 * How this machine's Chromium is launched, by the e2e suite and the benches alike. The network is
 * closed: without these flags Chromium keeps dialling out (sync, component updates, QUIC).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
