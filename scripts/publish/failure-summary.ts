// What an editor reads in wp-admin when a build failed: the build's own reason in a line or two,
// not its log. Gatsby prints an error as a heading (`ERROR #11321 API.NODE.EXECUTION`), the
// message, then source excerpts and a stack: the message is what names the setting or the
// WordPress object at fault.

const MAX_LENGTH = 400;

// eslint-disable-next-line no-control-regex -- terminal colour and cursor codes start with ESC
const stripTerminalCodes = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

const isHeading = (line: string) => /^\s*(ERROR|error)\b/.test(line);
// Where Gatsby's message ends and its excerpts of the failing code begin.
const isDetail = (line: string) => /^\s*(\d+\s*\||>\s*\d+\s*\||at\s|File:|-\s|not finished\b)/.test(line);
// Lines Gatsby and gatsby-source-wordpress add around the message that say nothing of the cause.
const isNoise = (line: string) =>
  /threw an error while running the \w+ lifecycle:$/.test(line) ||
  /^(?:Failed to (?:build|run)\b|GraphQL request to \S+ failed\.$|Please ensure the following statements are true)/.test(line.trim());
// What a heading holds besides the message: Gatsby's error code and category, the plugin's name.
const headingLabels = /^\s*(?:ERROR|error)\s*(?:#\d+)?\s*(?:[A-Z][A-Z0-9_.]+(?:\s|$))?\s*(?:gatsby-source-wordpress\s+)?/;

/** The build's reason for failing, from its output, its exit code and the signal that stopped it. */
export function failureSummary(output: string, code: number, signal: NodeJS.Signals | null): string {
  if (signal)
    return `The build was stopped by ${signal} before it finished${signal === 'SIGKILL' ? ' (the machine ran out of memory, or the build was killed)' : ''}.`;
  const lines = stripTerminalCodes(output).split('\n');
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (isHeading(lines[i])) {
      start = i;
      break;
    }
  }
  if (start === -1) return `The build failed (exit code ${code}); its log says no more.`;
  // A one-line error carries its message in the heading itself.
  const heading = lines[start].replace(headingLabels, '').trim();
  const message: string[] = [heading];
  for (const line of lines.slice(start + 1)) {
    if (isDetail(line)) break;
    if (line.trim() && !isNoise(line)) message.push(line.trim());
  }
  const text = message.filter(Boolean).join(' ') || lines[start].trim();
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
