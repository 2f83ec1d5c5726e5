// The display typeface is drawn only on pages whose visitor very likely has it in the browser's
// cache, and no font competes with a first visit's main picture for the first bytes of a phone's
// connection (decision 020). This script, in the <head>, does it all before the page's own
// scripts: they start late (decision 006), and it costs the pages no script to download.
//
// - A page reached from another page of the site: the font is preloaded (from the cache, where
//   that page put it) and the headings are drawn in it (`data-display-font`, global.css).
//   Chromium waits for a preloaded `optional` font before the first drawing, and for no other.
// - Any other page keeps the fallback serif. Once its scripts have taken over (`data-hydrated`,
//   which comes after the main picture's paint) and the browser is idle, it fetches the font into
//   the browser's cache for the next page (`data-display-font-ready` once it is there).
// - A visitor whose browser asks to save data gets no font.

/** On <html>, from gatsby-browser.tsx: the page's scripts have taken over. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On <html>: the headings are drawn in the display typeface (global.css). */
const DISPLAY_FONT_ATTRIBUTE = 'data-display-font';
/** On <html>: the display typeface is in the browser's cache, for the next page of the site. */
const DISPLAY_FONT_READY_ATTRIBUTE = 'data-display-font-ready';

// Plain ES5. The font's address is read from the element's `data-href`, so that the text, and so
// its hash in the security policy, does not change with the font's file (decision 014).
export const DISPLAY_FONT_SCRIPT = `(function(script){
var root=document.documentElement,href=script.getAttribute("data-href"),site=location.origin+"/",connection=navigator.connection;
if(connection&&connection.saveData)return;
if(document.referrer.slice(0,site.length)===site){
var link=document.createElement("link");
link.rel="preload";link.as="font";link.type="font/woff2";link.crossOrigin="anonymous";link.href=href;
document.head.appendChild(link);
root.setAttribute("${DISPLAY_FONT_ATTRIBUTE}","");
return;
}
if(!window.fetch||!window.MutationObserver)return;
new MutationObserver(function(changes,observer){
if(!root.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;
observer.disconnect();
(window.requestIdleCallback||function(task){setTimeout(task,1000);})(function(){
fetch(href).then(function(response){if(!response.ok)throw response;return response.arrayBuffer();})
.then(function(){root.setAttribute("${DISPLAY_FONT_READY_ATTRIBUTE}","");})
.catch(function(){});
},{timeout:5000});
}).observe(root,{attributes:true,attributeFilter:["${HYDRATED_ATTRIBUTE}"]});
})(document.currentScript);`;
