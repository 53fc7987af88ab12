// The engine smoke in Firefox ESR (puppeteer-core over WebDriver BiDi): see smoke.ts.
import { engineSmoke } from './smoke.js';

engineSmoke('firefox');
