// What CF7's own script does to a URL field when it changes: a value without a scheme that looks
// like a host name gets `http://`, so that `example.com` passes the server's URL check.

export function normalizeUrlInput(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}
