// Posts that the demo content embeds, served the way WordPress serves an embeddable post: the
// post itself at /{yyyy}/{mm}/{dd}/{slug}/, and at .../embed/ the small page the embed's iframe
// shows. That page reads the secret from its address (`#?secret=…`) and posts its height to the
// page around it with WordPress's message protocol: `{ message: 'height', value, secret }`, and
// `{ message: 'link', value, secret }` when a link in it is followed.
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import YAML from 'yaml';

export type EmbeddedPost = {
  slug: string;
  date: string;
  site: string;
  title: string;
  image?: string;
  imageAlt?: string;
  excerpt: string;
  content: string;
};

export function readEmbeddedPosts(contentDir: string): EmbeddedPost[] {
  const file = path.join(contentDir, 'embeds.yaml');
  if (!fs.existsSync(file)) return [];
  const posts = YAML.parse(fs.readFileSync(file, 'utf8')) as EmbeddedPost[] | null;
  for (const post of posts ?? []) {
    if (!/^[a-z0-9-]+$/.test(post.slug ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(String(post.date ?? '')) || !post.title) {
      throw new Error(`${file}: every post needs a slug (a-z, 0-9, -), a date (YYYY-MM-DD) and a title`);
    }
  }
  return posts ?? [];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const postPath = (post: EmbeddedPost) => `/${String(post.date).replace(/-/g, '/')}/${post.slug}/`;

// The script of WordPress's embed template, in short: the secret comes from the address; the
// height is sent at load and on every resize; links open in the parent page.
const EMBED_SCRIPT = `
(function () {
  var match = /[?&#]secret=([A-Za-z0-9]+)/.exec(location.hash);
  if (!match || window.parent === window) return;
  var secret = match[1];
  function send(message, value) { window.parent.postMessage({ message: message, value: value, secret: secret }, '*'); }
  function height() { send('height', Math.ceil(document.body.getBoundingClientRect().height)); }
  window.addEventListener('load', height);
  window.addEventListener('resize', height);
  height();
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href]');
    if (!link) return;
    event.preventDefault();
    send('link', link.href);
  });
})();
`;

const EMBED_STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1d2433; background: #fff; }
.wp-embed { padding: 20px; border: 1px solid #dcdcde; }
.wp-embed-featured-image img { width: 100%; height: auto; display: block; margin-bottom: 16px; }
.wp-embed-heading { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.wp-embed-heading a { color: #1d2433; }
.wp-embed-excerpt p { margin: 0 0 12px; }
.wp-embed-footer { display: flex; justify-content: space-between; font-size: 13px; color: #50575e; }
.wp-embed-footer a { color: #50575e; }
`;

function embedPage(post: EmbeddedPost, origin: string): string {
  const link = `${origin}${postPath(post)}`;
  const image = post.image
    ? `<div class="wp-embed-featured-image rectangular"><a href="${escape(link)}" target="_top"><img width="600" height="400" src="${escape(origin + post.image)}" alt="${escape(post.imageAlt ?? '')}"></a></div>`
    : '';
  return `<!DOCTYPE html>
<html lang="en-US" class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(post.title)} – ${escape(post.site)}</title>
<meta name="robots" content="noindex, follow">
<style>${EMBED_STYLE}</style>
</head>
<body class="single single-post">
<div class="wp-embed post-${escape(post.slug)} post type-post status-publish format-standard">
${image}
<p class="wp-embed-heading"><a href="${escape(link)}" target="_top">${escape(post.title)}</a></p>
<div class="wp-embed-excerpt"><p>${escape(post.excerpt)} <a href="${escape(link)}" class="wp-embed-more" target="_top">Continue reading</a></p></div>
<div class="wp-embed-footer"><div class="wp-embed-site-title"><a href="${escape(origin)}/" target="_top">${escape(post.site)}</a></div></div>
</div>
<script>${EMBED_SCRIPT}</script>
</body>
</html>
`;
}

function postPage(post: EmbeddedPost): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(post.title)} – ${escape(post.site)}</title></head>
<body>
<header><p>${escape(post.site)}</p></header>
<main><article><h1>${escape(post.title)}</h1><time datetime="${escape(post.date)}">${escape(post.date)}</time>
${post.content}
</article></main>
</body>
</html>
`;
}

export function postEmbedRoutes(posts: () => EmbeddedPost[], origin: () => string): Router {
  const router = express.Router();
  router.get(['/:year/:month/:day/:slug/', '/:year/:month/:day/:slug/embed/'], (req: Request, res: Response, next: NextFunction) => {
    const { year, month, day, slug } = req.params as Record<string, string>;
    const post = posts().find((p) => postPath(p) === `/${year}/${month}/${day}/${slug}/`);
    if (!post) {
      next();
      return;
    }
    const embed = req.path.replace(/\/$/, '').endsWith('/embed');
    res.set('Content-Type', 'text/html; charset=UTF-8');
    // WordPress marks its embed pages so that proxies and caches can tell them apart.
    if (embed) res.set('X-WP-embed', 'true');
    res.send(Buffer.from(embed ? embedPage(post, origin()) : postPage(post)));
  });
  return router;
}
