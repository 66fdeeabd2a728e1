// `npm run bench layouts`: the hand-built probe documents (documents.ts: layouts, languages and
// receipt styles our generator does not make) through the server's own ExtractionPool, each as
// a text PDF, a 200-dpi scan, a 300-dpi phone photo and a phone shot recompressed by a messenger
// app to 1200 x 1600, and each receipt also curled into arcs (render.ts). Reports, per form, how many
// documents read right on every field they list and on their line items, and names every miss.
// A development set (the engine was fixed on it), so a regression alarm and a list of what is
// still missed, not an accuracy figure. documents-fresh.ts to -fresh15.ts are later
// batches written blind to the engine, each reported on its own.
import type { ExtractedDocument } from '../../engine/types.js';
import { PoolDriver } from '../extraction/pool-driver.js';
import { markdownTable } from '../extraction/table.js';
import { PROBE_DOCUMENTS, type ProbeDocument } from './documents.js';
import { FRESH_DOCUMENTS } from './documents-fresh.js';
import { FRESH2_DOCUMENTS } from './documents-fresh2.js';
import { FRESH3_DOCUMENTS } from './documents-fresh3.js';
import { FRESH4_DOCUMENTS } from './documents-fresh4.js';
import { FRESH5_DOCUMENTS } from './documents-fresh5.js';
import { FRESH6_DOCUMENTS } from './documents-fresh6.js';
import { FRESH7_DOCUMENTS } from './documents-fresh7.js';
import { FRESH8_DOCUMENTS } from './documents-fresh8.js';
import { FRESH9_DOCUMENTS } from './documents-fresh9.js';
import { FRESH10_DOCUMENTS } from './documents-fresh10.js';
import { FRESH11_DOCUMENTS } from './documents-fresh11.js';
import { FRESH12_DOCUMENTS } from './documents-fresh12.js';
import { FRESH13_DOCUMENTS } from './documents-fresh13.js';
import { FRESH14_DOCUMENTS } from './documents-fresh14.js';
import { FRESH15_DOCUMENTS } from './documents-fresh15.js';
import { FRESH16_DOCUMENTS } from './documents-fresh16.js';
import { FRESH17_DOCUMENTS } from './documents-fresh17.js';
import { FRESH18_DOCUMENTS } from './documents-fresh18.js';
import { FRESH19_DOCUMENTS } from './documents-fresh19.js';
import { FRESH20_DOCUMENTS } from './documents-fresh20.js';
import { FRESH21_DOCUMENTS } from './documents-fresh21.js';
import { renderCurledReceipt, renderMessengerPhoto, renderPdf, renderPhoto, renderScan } from './render.js';

export const FORMS = ['text PDF', 'scan 200 dpi', 'photo 300 dpi', 'messenger photo 1200x1600', 'curled receipt'] as const;
export type Form = (typeof FORMS)[number];
/** Seed of the photo degradation: fixed so runs compare. */
const PHOTO_SEED = 7;

/** A document in each form it is read in: the text PDF, then the OCR'd forms (a receipt also curled). */
export async function renderForms(doc: ProbeDocument): Promise<[Form, Buffer][]> {
  const pdf = await renderPdf(doc);
  return [
    ['text PDF', pdf], ['scan 200 dpi', await renderScan(pdf)], ['photo 300 dpi', await renderPhoto(pdf, PHOTO_SEED)],
    ['messenger photo 1200x1600', await renderMessengerPhoto(pdf, doc.kind)],
    ...(doc.kind === 'receipt' ? [['curled receipt', await renderCurledReceipt(pdf)] as [Form, Buffer]] : []),
  ];
}

/** What a document got wrong: "field: got != expected" and an items line. */
export function probeMisses(doc: ProbeDocument, got: ExtractedDocument | undefined): string[] {
  if (!got) return ['no document'];
  const f = got.fields as unknown as Record<string, unknown>;
  const misses = Object.entries(doc.expect ?? {})
    .map(([key, want]): [string, unknown, unknown] => [key, key === 'paymentMethod' ? (f[key] as { type?: string } | null)?.type ?? null : f[key], want])
    .filter(([, value, want]) => value !== want)
    .map(([key, value, want]) => `${key}: ${JSON.stringify(value)} != ${JSON.stringify(want)}`);
  if (doc.items) {
    // A unit price the document does not print but its count and amount imply to the cent ("1 |
    // Paloma | 15.00" is 15.00 each) is what it says, not a miss.
    const items = got.fields.lineItems.map((li, i) => {
      const implied = doc.items![i]?.[2] === null && li.quantity !== null && li.unitPrice !== null && li.total !== null && Math.abs(li.quantity * li.unitPrice - li.total) < 0.005;
      return [li.description, li.quantity, implied ? null : li.unitPrice, li.total];
    });
    if (JSON.stringify(items) !== JSON.stringify(doc.items)) misses.push(`items ${JSON.stringify(items)}`);
  }
  return misses;
}

/** Each batch of probe documents, reported on its own. */
export const BATCHES: { title: string; docs: ProbeDocument[] }[] = [
  { title: `Hand-built probe documents (${PROBE_DOCUMENTS.length}; bench/layouts/documents.ts, a development set)`, docs: PROBE_DOCUMENTS },
  { title: `Fresh batch (${FRESH_DOCUMENTS.length}; bench/layouts/documents-fresh.ts, written blind to the engine on 2026-11-23)`, docs: FRESH_DOCUMENTS },
  { title: `Second fresh batch (${FRESH2_DOCUMENTS.length}; bench/layouts/documents-fresh2.ts, written blind to the engine on 2026-11-23, session 15)`, docs: FRESH2_DOCUMENTS },
  { title: `Third fresh batch (${FRESH3_DOCUMENTS.length}; bench/layouts/documents-fresh3.ts, bills, folios and chain receipts written blind to the engine, session 15)`, docs: FRESH3_DOCUMENTS },
  { title: `Fourth fresh batch (${FRESH4_DOCUMENTS.length}; bench/layouts/documents-fresh4.ts, till receipts and small-firm invoices from nine countries written blind to the engine, session 16)`, docs: FRESH4_DOCUMENTS },
  { title: `Fifth fresh batch (${FRESH5_DOCUMENTS.length}; bench/layouts/documents-fresh5.ts, invoices and receipts from India, Australia, New Zealand, Singapore, South Africa, Hungary, Romania, Turkey, Poland, Finland, Sweden, Mexico, Brazil and Ireland written blind to the engine, session 17)`, docs: FRESH5_DOCUMENTS },
  { title: `Sixth fresh batch (${FRESH6_DOCUMENTS.length}; bench/layouts/documents-fresh6.ts, invoices and receipts from Portugal, Belgium, Austria, Czechia, Lithuania, Peru, the UK, Kenya, Chile, Croatia, the Philippines, Malaysia, the US, Québec, Slovakia and Estonia written blind to the engine, session 18)`, docs: FRESH6_DOCUMENTS },
  { title: `Seventh fresh batch (${FRESH7_DOCUMENTS.length}; bench/layouts/documents-fresh7.ts, invoices and receipts from the US, UK, Switzerland, France, Ireland, Mexico, the Netherlands, Canada, Germany, Poland, Spain, Italy, Denmark, Sweden, Belgium and Australia written blind to the engine, session 19)`, docs: FRESH7_DOCUMENTS },
  { title: `Eighth fresh batch (${FRESH8_DOCUMENTS.length}; bench/layouts/documents-fresh8.ts, expense-report invoices and receipts (car rental, wireless bill, hotel folio, marketplace, card slips, pharmacy, taxi, parking, Bewirtungsbeleg) written blind to the engine, session 20)`, docs: FRESH8_DOCUMENTS },
  { title: `Ninth fresh batch (${FRESH9_DOCUMENTS.length}; bench/layouts/documents-fresh9.ts, restaurant back-office supplier invoices and purchase receipts (broadline distributor, beer distributor with keg deposits, credit note, linen route, hood cleaning, cash-and-carry, fish, market, ice and CO2) written blind to the engine, session 21)`, docs: FRESH9_DOCUMENTS },
  { title: `Tenth fresh batch (${FRESH10_DOCUMENTS.length}; bench/layouts/documents-fresh10.ts, trades, automotive and home-service invoices and receipts (garage repair orders, a Kfz-Werkstatt, an officina, an oficina, a CIS electrician, a tow, a tyre centre, a parts store with core charges, a locksmith, a handyman's receipt book, an ITV, an APK, a car wash) written blind to the engine, session 22)`, docs: FRESH10_DOCUMENTS },
  { title: `Eleventh fresh batch (${FRESH11_DOCUMENTS.length}; bench/layouts/documents-fresh11.ts, retail: supermarket, minimarket, discounter, hypermarché, supercenter and pharmacy receipts from Malaysia, Indonesia, Germany, France, the US, the UK, Spain and the Netherlands, and shop, marketplace, wholesale and delivery invoices, written blind to the engine, session 23)`, docs: FRESH11_DOCUMENTS },
  { title: `Twelfth fresh batch (${FRESH12_DOCUMENTS.length}; bench/layouts/documents-fresh12.ts, cross-border B2B, logistics and professional-service invoices (a sea-freight forwarder, a courier, a customs broker, a translation agency, an export, a law firm, a SaaS provider, a 3PL warehouse) and personal, health and everyday-service receipts (a vet, a dentist, a barber, a dry cleaner, a post office, a yoga studio, an optician, an EV charger), written blind to the engine, session 24)`, docs: FRESH12_DOCUMENTS },
  { title: `Thirteenth fresh batch (${FRESH13_DOCUMENTS.length}; bench/layouts/documents-fresh13.ts, construction, agriculture, education and public-sector invoices (a stage invoice with a bond withheld, a builders' merchant, a farm cooperative, a veterinary wholesaler, a language school, a municipal water and refuse bill, scaffolding hire, a producers' association) and travel and transport receipts (fuel, taxi, parking, toll, ferry, coach, an attraction, a hotel minibar) from Poland, Czechia, Denmark, Hungary, Romania, Slovenia, Iceland, South Africa, Turkey, Spain, Brazil, Croatia, Norway, Ireland, Latvia and Portugal, written blind to the engine, session 26)`, docs: FRESH13_DOCUMENTS },
  { title: `Fourteenth fresh batch (${FRESH14_DOCUMENTS.length}; bench/layouts/documents-fresh14.ts, mainstream documents in the big languages: healthcare, professional-service, IT, telecom and logistics invoices (a dental statement with insurance paid, a solicitor's fee note, an IT Rechnung with Skonto, a telecom facture, a transport factura, a commercialista's fattura with ritenuta, an Ontario courier, a Dutch accountant) and pharmacy, supermarket, bakery, hardware, convenience-store and electronics receipts from the US, the UK, Germany, France, Spain, Italy, the Netherlands, Canada, Mexico and Australia, written blind to the engine, session 27)`, docs: FRESH14_DOCUMENTS },
  { title: `Fifteenth fresh batch (${FRESH15_DOCUMENTS.length}; bench/layouts/documents-fresh15.ts, Latin America, the Philippines, Kenya, Singapore, Nigeria, India and Ticino: Chilean, Colombian, Argentine, Peruvian and Brazilian electronic invoices with withholdings and tax authority boxes, a Philippine sales invoice with withholding, a Kenyan and a Singapore tax invoice; restaurant, supermarket, bakery, café, fast-food, pharmacy and bar receipts, written blind to the engine, session 27)`, docs: FRESH15_DOCUMENTS },
  { title: `Sixteenth fresh batch (${FRESH16_DOCUMENTS.length}; bench/layouts/documents-fresh16.ts, business travel and subscriptions: an Austrian hotel folio, a French car-rental close-out, a Spanish airline invoice, an Italian rail fattura, an Irish SaaS and a US cloud-usage invoice, an Australian phone bill, a Dutch conference invoice; ride-hailing, Belgian taxi, UK car park, Portuguese toll, German restaurant, Québec café, NZ coworking and Swiss fuel receipts, written blind to the engine, session 28)`, docs: FRESH16_DOCUMENTS },
  { title: `Seventeenth fresh batch (${FRESH17_DOCUMENTS.length}; bench/layouts/documents-fresh17.ts, recurring bills and small-merchant paperwork: UK electricity, German gas, Belgian water, French broadband, Swiss multi-utility, Austrian insurance, Canadian cable, US childcare, Brazilian electricity and Spanish property-management bills; Italian pharmacy, French market, Polish hardware, US flower-shop, Czech bakery and Austrian bike-repair receipts, written blind to the engine, session 28)`, docs: FRESH17_DOCUMENTS },
  { title: `Eighteenth fresh batch (${FRESH18_DOCUMENTS.length}; bench/layouts/documents-fresh18.ts, restaurant, café, bar and food-delivery bills: a Dutch catering and a Spanish banquet invoice, a Polish delivery platform's commission invoice, a Belgian festival pitch invoice; guest checks, bar tabs, split bills, pre-bills and delivery-app receipts from the US, the UK, Canada, Australia, Germany, Switzerland, France, Mexico, Italy, Portugal and Denmark, written blind to the engine, session 30)`, docs: FRESH18_DOCUMENTS },
  { title: `Nineteenth fresh batch (${FRESH19_DOCUMENTS.length}; bench/layouts/documents-fresh19.ts, a restaurant group's supplier and service invoices: produce, spirits, dairy, refrigeration repair, knife exchange, waste hauling, meat, POS subscription, bakery standing order, coffee roaster, cleaning chemicals, pest control and wine import; farmers-market, restaurant-supply and wholesale-club receipts, written blind to the engine, session 30)`, docs: FRESH19_DOCUMENTS },
  { title: `Twentieth fresh batch (${FRESH20_DOCUMENTS.length}; bench/layouts/documents-fresh20.ts, Central and Eastern Europe, the Baltics, the Nordics and Turkey: a Polish van workshop, a Hungarian hotel, a Romanian electricity bill, a Slovak reverse-charge subcontractor, a Slovenian telecom bill, a Lithuanian printing house, an Estonian IT contractor, a Finnish accountant, a Norwegian fish wholesaler and a Turkish e-Arşiv fatura; Polish supermarket, Hungarian bakery, Croatian café, Latvian pharmacy, Icelandic fuel and Finnish taxi receipts, written blind to the engine, session 31)`, docs: FRESH20_DOCUMENTS },
  { title: `Twenty-first fresh batch (${FRESH21_DOCUMENTS.length}; bench/layouts/documents-fresh21.ts, documents as common billing software, e-commerce platforms and POS systems lay them out: accounting-app, card-platform, marketplace-seller, webshop, German, Spanish, Italian courtesy-copy, French and ERP invoices; Square, Toast, Lightspeed, SumUp, Zettle and Clover style receipts, written blind to the engine, session 31)`, docs: FRESH21_DOCUMENTS },
];

export async function main(_args: string[]): Promise<void> {
  const driver = new PoolDriver(1);
  try {
    for (const { title, docs } of BATCHES) {
      const right = new Map<Form, number>(FORMS.map((f) => [f, 0]));
      const lines: string[] = [];
      for (const doc of docs) {
        for (const [form, bytes] of await renderForms(doc)) {
          const { outcome } = await driver.extract({ bytes, kind: doc.kind });
          const misses = outcome.ok ? probeMisses(doc, outcome.result.documents[0]) : [`failed: ${outcome.code} ${outcome.message}`];
          if (misses.length === 0) right.set(form, right.get(form)! + 1);
          else lines.push(`- ${doc.name}, ${form}: ${misses.join('; ')}`);
        }
      }
      console.log(`${title}: right on every listed field and line item`);
      console.log();
      const receipts = docs.filter((d) => d.kind === 'receipt').length;
      console.log(markdownTable(['form', 'right', 'of'], FORMS.map((f) => [f, right.get(f)!, f === 'curled receipt' ? receipts : docs.length])));
      console.log();
      console.log(lines.length > 0 ? `Misses:\n${lines.join('\n')}` : 'No misses.');
      console.log();
    }
  } finally {
    await driver.close();
  }
}
