// Markdown table and number formatting for the printed report.

export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((r) => r.map((c) => String(c).replace(/\|/g, '\\|')));
  const lines = [`| ${cells[0]!.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of cells.slice(1)) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

export const pct = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${(x * 100).toFixed(1)}%`);
export const ms = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${Math.round(x)} ms`);
export const secs = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${(x / 1000).toFixed(2)} s`);
export const num = (x: number, digits = 3): string => (Number.isNaN(x) ? 'n/a' : x.toFixed(digits));

/** "PASS"/"FAIL" against a bar, "n/a" when nothing was measured. */
export function verdict(value: number, bar: number, direction: 'min' | 'max'): string {
  if (Number.isNaN(value)) return 'n/a';
  return (direction === 'min' ? value >= bar : value <= bar) ? 'PASS' : 'FAIL';
}
