import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/server/metrics/metrics.ts';

const DASHBOARD = path.resolve(import.meta.dirname, '../../ops/grafana-dashboard.json');
type Panel = { title: string; targets?: { expr: string }[] };

/** A series a query names, back to the metric it belongs to (a histogram's _bucket, _sum and _count are its own). */
const metricOf = (series: string) => series.replace(/_(bucket|sum|count)$/, '');
/** PromQL's words that look like names but are not metrics. */
const PROMQL = new Set(['sum', 'by', 'rate', 'increase', 'max', 'topk', 'histogram_quantile', 'le', 'label_values']);

describe('ops/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[]; templating: { list: { name: string }[] } };

  it('is a dashboard Grafana imports: panels with queries, a data source and an instance choice', () => {
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(['datasource', 'instance']);
  });

  it('queries only metrics the server exports', async () => {
    const exported = new Set((await registry.getMetricsAsJSON()).map((metric) => metric.name));
    const named = new Set(
      dashboard.panels
        .flatMap((panel) => panel.targets!.map((target) => target.expr))
        // Metric names stand before a selector `{` or a parenthesis-free range; label names sit inside braces.
        .flatMap((expr) => [...expr.replace(/\{[^}]*\}/g, '{}').matchAll(/\b([a-z_][a-z0-9_]*)\s*\{/g)].map((match) => match[1]))
        .filter((name) => !PROMQL.has(name)),
    );
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !exported.has(metricOf(name)))).toEqual([]);
    // Each metric the server defines itself has a panel.
    const own = [...exported].filter((name) => name.startsWith('oa_'));
    expect(own.filter((name) => ![...named].some((series) => metricOf(series) === name))).toEqual([]);
  });
});
