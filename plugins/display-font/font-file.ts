// The display typeface's file, as the build publishes it: the same address as the `url()` of
// src/styles/display-font.css, which webpack gives the same file.
import fontFile from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';

export const DISPLAY_FONT_FILE: string = fontFile;
