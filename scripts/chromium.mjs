// How every tool here starts a browser: Debian's Chromium (apt-get install
// chromium), never a downloaded one, with the flags that keep it quiet and
// working as root in a container.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
