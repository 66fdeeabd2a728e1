// roleLookup reads the model's probabilities back by page, row and segment, the indices of the
// buildRows output the model scored; pages (or segments) it did not score give null, so the
// extractor falls back to the rules there.
import t from 'tap';
import { buildRows } from '../../../engine/layout/rows.js';
import { roleLookup } from '../../../engine/roles/lookup.js';
import { LAYOUT_ROLES, roleIndex, type PageRoles } from '../../../engine/roles/roles.js';
import { grid, makePage } from '../fields/page-fixture.js';

const probabilities = (role: (typeof LAYOUT_ROLES)[number], p: number): Float32Array => {
  const out = new Float32Array(LAYOUT_ROLES.length).fill((1 - p) / (LAYOUT_ROLES.length - 1));
  out[roleIndex(role)] = p;
  return out;
};

t.test('probabilities are found by page, row and segment', async (t) => {
  const first = buildRows(makePage(grid([[40, [40, 'Harbor Supply Ltd']], [80, [40, 'Total'], [400, '120.00']]]), { pageIndex: 0 }));
  const second = buildRows(makePage(grid([[40, [40, 'Page two']]]), { pageIndex: 1 }));
  const roles: PageRoles[] = [{
    pageIndex: 0,
    probabilities: [[probabilities('vendor', 0.9)], [probabilities('other', 0.8), probabilities('total', 0.95)]],
  }];
  const lookup = roleLookup(roles);
  const [nameRow, totalRow] = first.rows;
  t.equal(lookup(nameRow!, nameRow!.segments[0]!, 'vendor')?.toFixed(2), '0.90');
  t.equal(lookup(totalRow!, totalRow!.segments[1]!, 'total')?.toFixed(2), '0.95');
  t.ok(lookup(totalRow!, totalRow!.segments[0]!, 'total')! < 0.1, 'the label beside it is not the total');
  t.equal(lookup(second.rows[0]!, second.rows[0]!.segments[0]!, 'vendor'), null, 'a page the model did not score');
  const stranger = buildRows(makePage(grid([[40, [40, 'elsewhere']]]))).rows[0]!;
  t.equal(lookup(totalRow!, stranger.segments[0]!, 'total'), null, 'a segment not on the row');
});
