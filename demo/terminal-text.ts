// Text that visitors typed, made safe to print in the operator's terminal: control characters
// (escape sequences that clear the screen or retitle the window, carriage returns that overwrite
// a line, line breaks that would forge a header line) and the marks that reverse the direction of
// text are written as `\uXXXX` (`\r`, `\n` for those two), so the operator sees them instead of
// obeying them. Everything else, accents and emoji included, is printed as it is.

// C0 controls, DEL and C1 controls; the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escape = (character: string) => (character === '\r' ? '\\r' : character === '\n' ? '\\n' : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `lines: true` keeps line feeds (a message's body); otherwise the text stays on one line (a header). */
export function printable(text: string, options: { lines?: boolean } = {}): string {
  return text.replace(UNSAFE, (character) => (options.lines && character === '\n' ? character : escape(character)));
}
