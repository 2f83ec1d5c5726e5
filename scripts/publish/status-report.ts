// What the publisher tells WordPress, which shows it to editors in wp-admin (the plugin's route
// `hotel-site/v1/build-status`, docs/decisions/024-the-build-reports-to-wordpress.md): a build
// started, went live or failed, and why. A report that does not get through is logged and dropped:
// the build and the deploy do not wait on wp-admin.

export type BuildReport = {
  state: 'building' | 'live' | 'failed';
  build: string;
  changes: string[];
  started: number;
  finished: number | null;
  message?: string;
  site?: string;
};

export type Reporter = (report: BuildReport) => Promise<void>;

/** A reporter to WordPress's route at `url` with the shared token, or one that says nothing when either is missing. */
export function wordpressReporter(url: string | undefined, token: string | undefined, log: (line: string) => void = console.log): Reporter {
  if (!url || !token) return async () => undefined;
  return async (report) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...report, changes: report.changes.slice(-50), message: report.message?.slice(0, 500) }),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) log(`WordPress did not take the build's report (${report.state}): HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    } catch (error) {
      log(`WordPress did not take the build's report (${report.state}): ${(error as Error).message}`);
    }
  };
}
