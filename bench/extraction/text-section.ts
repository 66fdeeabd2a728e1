// Section 1: text-layer invoice PDFs, end to end through HTTP (sequential uploads), or through
// the pool when the server cannot start (the output then says so).
import type { CaseDescriptor } from '../../data/corpus/index.js';
import { startHttpDriver } from './http-driver.js';
import { PoolDriver } from './pool-driver.js';
import { scoreInvoice, type InvoiceRecord } from './records.js';
import { loadCase, type LoadedCase } from './samples.js';
import { httpConfidence, httpInvoiceView, httpItems, pipelineInvoiceView, pipelineItems } from './views.js';

export interface TextSectionResult {
  surface: 'http' | 'pool';
  /** Why HTTP was not used, when it was not. */
  fallbackReason: string | null;
  records: InvoiceRecord[];
}

const WARM_UPS = 3;

export async function runTextInvoices(descriptors: readonly CaseDescriptor[], warmUp: CaseDescriptor): Promise<TextSectionResult> {
  const cases: LoadedCase[] = [];
  for (const d of descriptors) cases.push(await loadCase(d));
  const warm = await loadCase(warmUp);

  const http = await startHttpDriver();
  if ('unavailable' in http) return { surface: 'pool', fallbackReason: http.unavailable, records: await throughPool(cases, warm) };
  try {
    for (let i = 0; i < WARM_UPS; i++) await http.uploadInvoice(warm.bytes, 'warm-up.pdf');
    const records: InvoiceRecord[] = [];
    for (const c of cases) {
      const answer = await http.uploadInvoice(c.bytes, `${c.id}.pdf`);
      const ok = answer.status === 201 && answer.body.status === 'processed';
      const error = ok ? null : `HTTP ${answer.status} ${String(answer.body.status ?? '')} ${String(answer.body.failureReason ?? answer.body.message ?? answer.body.error ?? '')}`.trim();
      const base = { section: 'text' as const, surface: 'http' as const, caseId: c.id, file: c.truth, ms: answer.ms, error };
      records.push(scoreInvoice(base, c.truth.documents[0]!, ok ? { fields: httpInvoiceView(answer.body), items: httpItems(answer.body), confidence: httpConfidence(answer.body) } : null));
    }
    return { surface: 'http', fallbackReason: null, records };
  } finally {
    await http.stop();
  }
}

async function throughPool(cases: readonly LoadedCase[], warm: LoadedCase): Promise<InvoiceRecord[]> {
  const driver = new PoolDriver(2);
  try {
    for (let i = 0; i < WARM_UPS; i++) await driver.extract({ bytes: warm.bytes, kind: 'invoice' });
    const records: InvoiceRecord[] = [];
    for (const c of cases) {
      const { outcome, ms } = await driver.extract({ bytes: c.bytes, kind: 'invoice' });
      const doc = outcome.ok ? outcome.result.documents[0] : undefined;
      const error = outcome.ok ? (doc ? null : 'no document found') : `${outcome.code}: ${outcome.message}`;
      const base = { section: 'text' as const, surface: 'pool' as const, caseId: c.id, file: c.truth, ms, error };
      records.push(scoreInvoice(base, c.truth.documents[0]!, doc ? { fields: pipelineInvoiceView(doc), items: pipelineItems(doc), confidence: doc.fields.confidence } : null));
    }
    return records;
  } finally {
    await driver.close();
  }
}
