// The pages the preview server shows editors itself: when it asks for the preview password, while
// a preview is being prepared, and when a preview cannot be shown. Each says what happened and
// what to do; the waiting ones reload themselves.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Page = { title: string; paragraphs: string[]; refreshSeconds?: number };

function previewPage({ title, paragraphs, refreshSeconds }: Page): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '',
    `<title>${escapeHtml(title)} · Preview</title>`,
    '<style>body{font:1.125rem/1.5 system-ui,sans-serif;color:#1f2a44;background:#fff;max-width:36rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.5rem}</style>',
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<div role="status">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>`,
    '</main>',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}

export const passwordNeeded = () =>
  previewPage({
    title: 'Preview password needed',
    paragraphs: [
      'This is the hotel site’s preview server, which shows pages that are not published yet.',
      'Open the preview again from WordPress and enter the preview password when your browser asks for it (any user name). The site’s operator has it.',
    ],
  });

export const preparing = (seconds: number) =>
  previewPage({
    title: 'Preparing your preview…',
    paragraphs: [`The site is building the page with your changes (${seconds} s so far; usually a few seconds). This page reloads by itself.`],
    refreshSeconds: 2,
  });

export const timedOut = (seconds: number) =>
  previewPage({
    title: 'The preview is taking too long',
    paragraphs: [
      `The page with your changes was not ready after ${seconds} s.`,
      'Save the page in WordPress and press Preview again. If it happens again, the preview server’s log says why (ask the site’s operator).',
    ],
  });

export const noPage = () =>
  previewPage({
    title: 'This change has no page to show',
    paragraphs: [
      'The preview server received your changes, but no page of the site shows them: the page may have failed to build (a template error), or its type is not one the site publishes.',
      'The preview server’s log says why (ask the site’s operator). Your changes in WordPress are not affected.',
    ],
  });

export const serverStarting = () =>
  previewPage({
    title: 'The preview server is starting',
    paragraphs: ['It reads the site from WordPress when it starts, which takes a minute or two. This page reloads by itself.'],
    refreshSeconds: 5,
  });

export const tooManyAttempts = (seconds: number) =>
  previewPage({
    title: 'Too many wrong passwords',
    paragraphs: [
      `This browser sent the wrong preview password several times. Wait ${seconds} s, then open the preview again and enter the password the site’s operator gave you.`,
    ],
  });
