// Gatsby ends every page with its application scripts as `<script async>`: on a slow phone they
// arrive while the hero photo does, and running React then holds the photo's paint back by up to
// a second (the largest paint waits for the main thread). Built pages instead start those scripts
// once the hero has been painted, at the visitor's first touch or key press, or after 3 s,
// whichever comes first; the server-rendered page is readable meanwhile.
//
// "Painted" is the browser's own largest-paint entry for the hero, which comes once the frame is
// on screen; the next animation frame can come before that, and the scripts' bytes then shared the
// connection with a hero not yet shown. Where the browser reports no such entry, or the hero is
// not the page's largest paint, the scripts start after the next frame, or half a second after
// the hero came.
//
// Meanwhile the page's disclosures work too: a click on a `<button aria-expanded aria-controls>`
// the server marked with `EARLY_TOGGLE_ATTRIBUTE`, whose panel is hidden with `hidden`, shows or
// hides that panel and says so on the button. The loader stops the clicks it handles, so that
// React, hydrating meanwhile, does not see them too. Once React has taken a disclosure over, it
// drops the attribute (src/lib/use-early-toggle.ts), starts from the state the button shows, and
// handles its clicks from then on: parts of the page hydrate later than others (React.lazy), so
// each button says for itself.
//
// A control that only a feature's code can answer (the server marks it with `HELD_USE_ATTRIBUTE`:
// a date field, a guests button) has its click, or a key that would work a field, stopped and
// queued in `window.heldUses`, whatever the time: before the scripts run, and while the feature's
// code is on its way (src/lib/lazy-on-first-use.tsx answers the queue once the code is in place).
// A `held` event from the control tells the feature to fetch its code. Only the keys a field
// answers are held (Enter, Space, the arrows): typing, Tab and the browser's shortcuts go on, and
// so does a click with a modifier key (a link opened in a new tab).
//
// The last pointer pressed and the last let go are kept in `window.pointerDown` and
// `window.pointerUp` (src/lib/early-press.ts): code that comes later learns of a press made before
// it, still held or already ended (a slider swiped before the page was hydrated).

import { minify_sync as minify } from 'terser';
import { EARLY_TOGGLE_ATTRIBUTE } from '../../src/lib/early-toggle-attribute';
import { HELD_USE_ATTRIBUTE } from '../../src/lib/held-use-attribute';

const APP_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;

// Plain ES5 so that it runs before any polyfill; `urls` is the only input. It is read from the
// element's `data-urls`, not written into the script, so that the script's text, and so its hash
// in the security policy, is the same on every page (decision 014). Written to be read, sent
// minified: every page's first round trip carries it (decision 003).
const LOADER_SOURCE = `(function(urls){
var started=false;
function start(){if(started)return;started=true;urls.forEach(function(url){var s=document.createElement("script");s.src=url;document.body.appendChild(s);});}
function afterNextPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}
["pointerdown","keydown","touchstart"].forEach(function(type){addEventListener(type,start,{capture:true,once:true,passive:true});});
setTimeout(start,3000);
addEventListener("click",function(e){
var b=e.target.closest&&e.target.closest("button[${EARLY_TOGGLE_ATTRIBUTE}]"),p=b&&document.getElementById(b.getAttribute("aria-controls")),open=b&&b.getAttribute("aria-expanded")!=="true";
if(!p||p.hidden!==open)return;
e.stopPropagation();b.setAttribute("aria-expanded",String(open));p.hidden=!open;
},true);
var held=window.heldUses=[];
function hold(e){
var c=e.target.closest&&e.target.closest("[${HELD_USE_ATTRIBUTE}]"),key=e.type==="click"?"":e.key;
if(!c||e.ctrlKey||e.metaKey||e.altKey||(key===""?e.shiftKey:c.tagName!=="INPUT"||!/^(Enter| |Arrow)/.test(key)))return;
e.preventDefault();e.stopImmediatePropagation();held.push([c,key]);c.dispatchEvent(new Event("held",{bubbles:true}));
}
addEventListener("click",hold,true);addEventListener("keydown",hold,true);
function press(e){window[e.type==="pointerdown"?"pointerDown":"pointerUp"]=e;}
["pointerdown","pointerup","pointercancel"].forEach(function(type){addEventListener(type,press,{capture:true,passive:true});});
var hero=document.querySelector('img[fetchpriority="high"]'),types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
function afterHeroPaint(){
if(types.indexOf("largest-contentful-paint")<0)return afterNextPaint();
new PerformanceObserver(function(list,observer){list.getEntries().forEach(function(entry){if(entry.element===hero){observer.disconnect();setTimeout(start,0);}});}).observe({type:"largest-contentful-paint",buffered:true});
setTimeout(start,500);
}
if(!hero)afterNextPaint();else if(hero.complete)afterHeroPaint();else{hero.addEventListener("load",afterHeroPaint);hero.addEventListener("error",start);}
})(JSON.parse(document.currentScript.getAttribute("data-urls")));`;

export const APP_SCRIPTS_LOADER = minify(LOADER_SOURCE, { ecma: 5 }).code ?? LOADER_SOURCE;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Replaces a built page's `<script src="…" async>` tags with one inline loader that adds the
 * same scripts, in the same order, after the hero's paint. Returns the page unchanged when it has
 * none (already rewritten, or a page without Gatsby's scripts).
 */
export function startAppScriptsAfterHero(html: string): string {
  const urls = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]);
  if (urls.length === 0) return html;
  let replaced = false;
  return html.replace(APP_SCRIPT, () => {
    if (replaced) return '';
    replaced = true;
    return `<script id="app-scripts" data-urls="${escapeAttribute(JSON.stringify(urls))}">${APP_SCRIPTS_LOADER}</script>`;
  });
}
