// For tests that run in Node (they reach the demo backend with Node's fetch) but call code that
// reads HTML with the browser's DOMParser: jsdom's, as the browser tests' jsdom environment has.
import { JSDOM } from 'jsdom';

Object.assign(globalThis, { DOMParser: new JSDOM().window.DOMParser });
