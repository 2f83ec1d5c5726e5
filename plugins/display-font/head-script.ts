// The display typeface is drawn only on pages whose visitor very likely has it in the browser's
// cache: pages reached from another page of the site, which fetched it once it was idle
// (gatsby-browser.ts). On the first page of a visit the headings keep the fallback serif, and no
// font competes with the page's main picture for the first bytes of a phone's connection
// (decision 020).

/** On <html>: the headings are drawn in the display typeface (global.css). */
export const DISPLAY_FONT_ATTRIBUTE = 'data-display-font';

// Plain ES5, run in the <head> before the body is drawn. The font's address is read from the
// element's `data-href`, so that the text, and so its hash in the security policy, does not
// change with the font's file (decision 014). Preloaded, the font from the cache is waited for
// before the first drawing (Chromium draws an `optional` font that comes later only if it was
// preloaded); a visitor who asks to save data gets none.
export const DISPLAY_FONT_SCRIPT = `(function(script){
var site=location.origin+"/",connection=navigator.connection;
if(document.referrer.slice(0,site.length)!==site||connection&&connection.saveData)return;
var link=document.createElement("link");
link.rel="preload";link.as="font";link.type="font/woff2";link.crossOrigin="anonymous";link.href=script.getAttribute("data-href");
document.head.appendChild(link);
document.documentElement.setAttribute("${DISPLAY_FONT_ATTRIBUTE}","");
})(document.currentScript);`;
