// The engine smoke in WebKitGTK (MiniBrowser, WebKitWebDriver under Xvfb): see smoke.ts.
import { engineSmoke } from './smoke.js';

engineSmoke('webkit');
