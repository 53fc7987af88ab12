// The engine smoke in Chromium, to check the smoke itself (PE_ENGINES=chromium; tests/e2e covers Chromium): see smoke.ts.
import { engineSmoke } from './smoke.js';

engineSmoke('chromium');
