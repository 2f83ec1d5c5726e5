// Content stores links root-relative; WordPress stores them on its own absolute origin.
export const absolutize = (html: string, origin: string) =>
  html
    .replace(/(\s(?:src|href)=["'])\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\ssrcset=["'][^"']*)/g, (attr) => attr.replace(/(^|,\s*|=["'])\/(?!\/)/g, `$1${origin}/`));
