// A build whose output replaces the last good one only when it succeeds: any failure, from a
// WordPress that stops answering to the build killed, leaves `public/` and `.cache/` as the last
// successful build left them, byte for byte (last-good.ts), so that the deploy never takes a
// half-written site and the next warm build starts from a whole one.
import type { BuildResult } from '../project-copy';
import { failureSummary } from './failure-summary';
import { keepLastGood, markBuilding, markBuilt, undoUnfinishedBuild } from './last-good';

export type SafeBuildResult = { ok: true; seconds: number; output: string } | { ok: false; message: string; output: string };

/** Runs `build` in `projectDir` so that a failure leaves the output of the last good build. */
export async function safeBuild(projectDir: string, id: string, build: () => Promise<BuildResult>): Promise<SafeBuildResult> {
  undoUnfinishedBuild(projectDir);
  try {
    keepLastGood(projectDir);
  } catch (error) {
    // Nothing was built: without the copy, a failure could not be undone.
    const reason = (error as NodeJS.ErrnoException).code === 'ENOSPC' ? 'the disk is full' : (error as Error).message;
    return { ok: false, message: `The build did not start: the last good site could not be kept aside (${reason}).`, output: '' };
  }
  markBuilding(projectDir, id);
  let result: BuildResult;
  try {
    result = await build();
  } catch (error) {
    result = { code: 1, signal: null, output: (error as Error).message, seconds: 0 };
  }
  if (result.code === 0 && result.signal === null) {
    markBuilt(projectDir);
    return { ok: true, seconds: result.seconds, output: result.output };
  }
  undoUnfinishedBuild(projectDir);
  return { ok: false, message: failureSummary(result.output, result.code, result.signal), output: result.output };
}
