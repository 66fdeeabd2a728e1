// The layout-role model at run time: models/layout-role.onnx (built by `npm run models`, see
// models/lib/layout-role-build.ts) scores every segment of a page's rows. Loaded once per worker;
// one inference call per file (all segments of all pages in one batch).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkAborted } from '../errors.js';
import type { PageRows } from '../layout/rows.js';
import { openSession, ort, runSession } from '../onnx/session.js';
import { FEATURE_COUNT, FEATURE_VERSION, pageFeatures } from './features.js';
import { LAYOUT_ROLES, type PageRoles } from './roles.js';

export const LAYOUT_ROLE_MODEL_NAME = 'layout-role';

interface Manifest {
  model: string;
  roles: string[];
  featureCount: number;
  featureVersion: number;
}

export interface LayoutRoleClassifier {
  classify(pages: readonly PageRows[], signal?: AbortSignal): Promise<PageRoles[]>;
}

export class LayoutRoleModel implements LayoutRoleClassifier {
  private constructor(private readonly session: ort.InferenceSession) {}

  /** Opens models/layout-role.onnx; refuses a model built for other roles or other features. */
  static async load(modelsDir: string, intraOpNumThreads = 1): Promise<LayoutRoleModel> {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(join(modelsDir, `${LAYOUT_ROLE_MODEL_NAME}.json`), 'utf8')) as Manifest;
    } catch (cause) {
      throw new Error(`model manifest ${LAYOUT_ROLE_MODEL_NAME}.json missing or unreadable in ${modelsDir} (run npm run models)`, { cause });
    }
    if (manifest.roles.join(',') !== LAYOUT_ROLES.join(',') || manifest.featureCount !== FEATURE_COUNT || manifest.featureVersion !== FEATURE_VERSION) {
      throw new Error(`${LAYOUT_ROLE_MODEL_NAME}.json was built for other roles or features (run npm run models)`);
    }
    return new LayoutRoleModel(await openSession(join(modelsDir, manifest.model), { intraOpNumThreads }));
  }

  async classify(pages: readonly PageRows[], signal?: AbortSignal): Promise<PageRoles[]> {
    checkAborted(signal, 'roles');
    const perPage = pages.map((p) => pageFeatures(p));
    const count = perPage.reduce((n, rows) => n + rows.reduce((m, segs) => m + segs.length, 0), 0);
    if (count === 0) return pages.map((p) => ({ pageIndex: p.pageIndex, probabilities: p.rows.map(() => []) }));
    const input = new Float32Array(count * FEATURE_COUNT);
    let at = 0;
    for (const rows of perPage) for (const segs of rows) for (const f of segs) {
      input.set(f, at * FEATURE_COUNT);
      at++;
    }
    const out = await runSession(this.session, { features: new ort.Tensor('float32', input, [count, FEATURE_COUNT]) }, ['probabilities']);
    const probabilities = out.probabilities!.data as Float32Array;
    const C = LAYOUT_ROLES.length;
    let next = 0;
    return pages.map((page, p) => ({
      pageIndex: page.pageIndex,
      probabilities: perPage[p]!.map((segs) => segs.map(() => probabilities.slice(C * next, C * ++next))),
    }));
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
