// Imports the demo hotel into a real WordPress: demo-export.ts writes demo/content as one JSON file,
// php/import.php loads it through WordPress's and the plugins' APIs (settings first, then content,
// each in its own PHP process), and the ids WordPress gave come back as a map.
import fs from 'node:fs';
import path from 'node:path';
import type { IdKind, IdMap } from './contract/normalise';
import { defaultContentDir, exportDemoContent, type DemoExport, type ExportOptions } from './demo-export';
import type { RunningWordPress } from './stack';

/** Demo id → WordPress id, per kind, as import.php writes it (JSON keys are strings). */
export type DemoIds = Record<IdKind, Record<string, number>> & {
  /** The Polylang translations of each media item, by language: the demo has one item for all. */
  mediaTranslations: Record<string, Record<string, number>>;
};

/** Runs a PHP file of php/ with the WordPress folder and site URL first, as RunningWordPress.php does. */
export type PhpRunner = (script: string, ...args: string[]) => string;

const EXPORT_FILE = 'demo-export.json';
export const IDS_FILE = 'import-ids.json';

const KINDS: IdKind[] = ['post', 'term', 'comment', 'user'];

/**
 * Loads the demo hotel into the WordPress being started, for the harness's `beforePluginsActive`
 * (WPGatsby is not active yet, so WordPress keeps the demo's post ids). Writes the export and the
 * id map (`import-ids.json`: `demoToReal` and `realToDemo`) into the state folder and returns the
 * map the contract tests use: WordPress id → demo id, per kind.
 */
export async function importDemoContent(wp: RunningWordPress, options: ExportOptions & { contentDir?: string } = {}): Promise<IdMap> {
  const { contentDir = defaultContentDir, ...exportOptions } = options;
  const exported = exportDemoContent(contentDir, exportOptions);
  const ids = runImport(wp.php, exported, wp.stateDir);
  assertPostIdsKept(exported, ids);
  return realToDemo(ids);
}

/** Writes the export, runs both phases of import.php and reads the ids it wrote. */
export function runImport(php: PhpRunner, exported: DemoExport, outDir: string): DemoIds {
  fs.mkdirSync(outDir, { recursive: true });
  const exportFile = path.join(outDir, EXPORT_FILE);
  const idsFile = path.join(outDir, IDS_FILE);
  fs.writeFileSync(exportFile, JSON.stringify(exported, null, 1));
  fs.rmSync(idsFile, { force: true });
  php('import.php', 'settings', exportFile, idsFile);
  php('import.php', 'content', exportFile, idsFile);
  const demoToReal = JSON.parse(fs.readFileSync(idsFile, 'utf8')) as DemoIds;
  fs.writeFileSync(idsFile, JSON.stringify({ demoToReal, realToDemo: realToDemo(demoToReal) }, null, 2));
  return demoToReal;
}

/** The map turned round: WordPress id → demo id, per kind. */
export function realToDemo(ids: DemoIds): IdMap {
  return Object.fromEntries(
    KINDS.map((kind) => [kind, Object.fromEntries(Object.entries(ids[kind] ?? {}).map(([demo, real]) => [String(real), Number(demo)]))]),
  );
}

/**
 * On a fresh WordPress with WPGatsby inactive, every page, media item, menu item and form keeps
 * its demo id; a different one means something took it (WPGatsby active, leftover content).
 */
export function assertPostIdsKept(exported: DemoExport, ids: DemoIds): void {
  const demoIds = [...exported.pages, ...exported.media, ...exported.forms, ...exported.menus.flatMap((m) => m.items)].map((r) => r.id);
  const moved = demoIds.filter((id) => ids.post[String(id)] !== id);
  if (moved.length) {
    const shown = moved.slice(0, 5).map((id) => `${id} → ${ids.post[String(id)] ?? 'none'}`);
    throw new Error(
      `WordPress did not keep the demo's post ids (${shown.join(', ')}${moved.length > 5 ? ', …' : ''}): was WPGatsby active during the import, or the database not empty?`,
    );
  }
}
