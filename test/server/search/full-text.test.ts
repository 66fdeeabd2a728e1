// The BM25 side: selective words only, exact rare tokens found, user text never parsed as FTS syntax.
import t from 'tap';
import { termDocumentCounts } from '../../../data/repositories/search-records.js';
import { MAX_FTS_TERM_DOCS } from '../../../server/search/service.js';
import { TermSelector } from '../../../server/search/term-selector.js';
import { ftsMatchExpression, ftsTerms, lexicalCoverage, lexicalCoverageByWords, searchTerms } from '../../../server/search/rank.js';
import { addInvoice, createSearchService, makeTenant, openStore } from './fixtures.js';

t.test('query words become quoted FTS terms; FTS syntax in the query is inert', async (t) => {
  t.same(searchTerms('  Chicken BREAST, chicken! "x" OR NEAR(a b) é '), ['chicken', 'breast', 'or', 'near']);
  t.equal(ftsMatchExpression(ftsTerms(searchTerms('olive oi'))), '"olive" OR "oi"');
  t.equal(ftsMatchExpression(ftsTerms(searchTerms('olive oil'))), '"olive" OR "oil"*', 'last word of 3+ letters is a prefix');
  t.equal(ftsMatchExpression(ftsTerms(searchTerms('*** ---'))), null);
  t.same(searchTerms('INV-2041 2024'), ['inv', '2041', '2024']);
});

t.test('words in too many records are left to the vector side; rare ones still match', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const tenant = makeTenant(store.db);
  const ids: string[] = [];
  for (let i = 0; i < MAX_FTS_TERM_DOCS + 5; i++) {
    ids.push(addInvoice(store.db, tenant, { vendorName: 'Sysco', number: `N-${i}`, items: ['Napkins white'] }).id);
  }
  const rare = addInvoice(store.db, tenant, { vendorName: 'Sysco', number: 'ZQ-77321', items: ['Napkins white', 'Saffron threads'] });
  await search.indexMany([...ids, rare.id].map((id) => ({ kind: 'invoice' as const, id })));

  const [napkins, saffron, sysco] = termDocumentCounts(store.db, ftsTerms(['napkins', 'saffron', 'sysco']).map((x) => ({ ...x, prefix: false })));
  t.ok(napkins! > MAX_FTS_TERM_DOCS, `napkins in ${napkins} records`);
  t.equal(saffron, 1);
  t.ok(sysco! > MAX_FTS_TERM_DOCS, 'vendor records count too');
  t.equal(termDocumentCounts(store.db, [{ term: 'saff', prefix: true }])[0], 1, 'prefix counts');

  const top = await search.search({ tenantId: tenant.tenantId, query: 'napkins saffron', limit: 3, type: 'invoice' });
  t.equal(top[0]!.id, rare.id, 'the record with the rare word comes first');
  const byNumber = await search.search({ tenantId: tenant.tenantId, query: 'ZQ-77321', limit: 1, type: 'invoice' });
  t.equal(byNumber[0]!.id, rare.id, 'an invoice number is found among a thousand look-alikes');
  const common = await search.search({ tenantId: tenant.tenantId, query: 'napkins white sysco', limit: 10 });
  t.equal(common.length, 10, 'a query of only common words still answers, from the vectors');
});

t.test('common words are remembered until their time is up; rare and absent words are counted every time', async (t) => {
  const docs = new Map<string, number>([['napkins', 5000], ['saffron', 1]]);
  let now = 1_000;
  const counted: string[] = [];
  const selector = new TermSelector({
    count: (terms) => terms.map((x) => (counted.push(x.term), docs.get(x.term) ?? 0)),
    maxDocs: MAX_FTS_TERM_DOCS,
    ttlMs: 60_000,
    maxRemembered: 100,
    now: () => now,
  });
  const query = ftsTerms(['napkins', 'saffron', 'qx55821']).map((x) => ({ ...x, prefix: false }));
  t.same(selector.select(query).map((x) => x.term), ['saffron'], 'only the selective word present');
  t.same(counted, ['napkins', 'saffron', 'qx55821']);

  counted.length = 0;
  docs.set('qx55821', 1); // the absent word gets indexed
  t.same(selector.select(query).map((x) => x.term), ['saffron', 'qx55821'], 'a newly indexed word is selective at once');
  t.same(counted, ['saffron', 'qx55821'], 'the common word was not counted again');

  now += 60_001;
  docs.set('napkins', 10); // mass deletions made it rare
  counted.length = 0;
  t.same(selector.select(query).map((x) => x.term), ['napkins', 'saffron', 'qx55821'], 're-counted after the ttl');
  t.same(counted, ['napkins', 'saffron', 'qx55821']);
});

t.test('lexical coverage folds accents and prefixes the same way on ASCII and non-ASCII records', async (t) => {
  t.equal(lexicalCoverage(['creme', 'brulee'], 'Crème brûlée 12 pcs'), 1);
  t.equal(lexicalCoverage(['creme', 'brulee'], 'Creme brulee 12 pcs'), 1);
  t.equal(lexicalCoverage(['napk'], 'NAPKINS white'), 0.9, 'a prefix counts nearly fully');
  t.equal(lexicalCoverage(['napk'], 'Sérviettes NAPKINS'), 0.9);
  t.equal(lexicalCoverage(['saffron'], 'napkins; white'), 0);
});

t.test('the in-place match of ASCII records scores exactly as the word-set match', async (t) => {
  // Words that are prefixes, suffixes and infixes of each other, digits, and separators of all kinds.
  const words = ['oil', 'olive', 'oliveoil', 'soil', 'oi', 'inv', 'inv2024', '2024', '20245', 'napkin', 'napkins', 'a', 'x1'];
  const separators = [' ', '-', ', ', '/', '.', '  ', '#'];
  let seed = 11;
  const pick = <T>(xs: readonly T[]): T => xs[(seed = (seed * 1103515245 + 12345) % 2147483648) % xs.length]!;
  let compared = 0;
  for (let i = 0; i < 400; i++) {
    const n = 1 + (i % 7);
    let text = '';
    for (let j = 0; j < n; j++) text += (j > 0 ? pick(separators) : '') + (i % 3 === 0 ? pick(words).toUpperCase() : pick(words));
    const terms = searchTerms(`${pick(words)} ${pick(words)} ${pick(words).slice(0, 3)}`);
    const fast = lexicalCoverage(terms, text);
    if (fast !== lexicalCoverageByWords(terms, text)) t.fail(`${JSON.stringify(terms)} in ${JSON.stringify(text)}: ${fast}`);
    compared++;
  }
  t.equal(compared, 400);
  t.equal(lexicalCoverage(['oil'], 'soil; oiled'), 0.9, 'inside a word is no match, a word start is a prefix');
  t.equal(lexicalCoverage(['oil'], 'soil; oiled, OIL'), 1, 'a whole word later in the text wins');
  t.equal(lexicalCoverage(['oi'], 'oiled'), 0, 'two letters are never a prefix');
});
