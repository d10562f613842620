/**
 * The address a person opens for a server listening on `host`: a wildcard
 * (every interface) is not an address a browser can open, so it is localhost.
 */
export function openingUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The one line a person sees at start (issue #34): where the site is, and its admin panel. */
export function runningLine(appName: string, url: string): string {
  return `${appName} is running at ${url} (admin: ${url}/admin)`;
}
