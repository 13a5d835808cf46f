import { describe, expect, it } from "vitest";
import type { LeadDashboard } from "#schemas/wire";
import { formatResponseTime } from "~/features/leads/lead-dashboard";
import { axisTicks, chartRows } from "~/features/leads/leads-chart";

type Week = LeadDashboard["weekly"][number];
const week = (week_start: string, by_category: Record<string, number>, by_stage: Partial<Week["by_stage"]> = {}): Week => ({
  week_start,
  total: Object.values(by_category).reduce((a, b) => a + b, 0),
  by_stage: { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, ...by_stage },
  by_category,
  by_source: { website: 0, indiamart: 0, tradeindia: 0, phone: 0, whatsapp: 0, walk_in: 0, referral: 0, other: 0 },
});

describe("lead dashboard figures", () => {
  it("says a response time in minutes, hours and minutes, or days and hours", () => {
    const cases: [number, string, string][] = [
      [0.4, "under 1 min", "under 1 minute"],
      [1, "1 min", "1 minute"],
      [45.2, "45 min", "45 minutes"],
      [59.6, "1 h", "1 hour"],
      [135, "2 h 15 min", "2 hours 15 minutes"],
      [1439, "23 h 59 min", "23 hours 59 minutes"],
      [1440, "1 d", "1 day"],
      [3 * 1440 + 4 * 60 + 10, "3 d 4 h", "3 days 4 hours"],
      [2 * 1440 + 23 * 60 + 40, "3 d", "3 days"],
    ];
    for (const [minutes, short, long] of cases) expect(formatResponseTime(minutes), String(minutes)).toEqual({ short, long });
  });

  it("puts about four whole-number ticks on the value axis, the top at or above the highest bar", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(120)).toEqual([0, 50, 100, 150]);
  });

  it("labels the weeks by their Monday and splits them by stage, all five always", () => {
    const { series, rows } = chartRows([week("2026-11-16", { Pavers: 2 }, { new: 1, won: 1 }), week("2026-11-23", {})], "stage");
    expect(series.map((s) => s.label)).toEqual(["New", "Contacted", "Quoted", "Won", "Lost"]);
    expect(rows.map((r) => [r.label, r.values, r.total])).toEqual([
      ["16 Nov", [1, 0, 0, 1, 0], 2],
      ["23 Nov", [0, 0, 0, 0, 0], 0],
    ]);
  });

  it("splits by category, most leads first, the rest past seven in one grey series", () => {
    const names = ["A", "B", "C", "D", "E", "F", "G", "H", "I"];
    const first = Object.fromEntries(names.map((n, i) => [n, 9 - i]));
    const { series, rows } = chartRows([week("2026-11-16", first), week("2026-11-23", { I: 5 })], "category");
    // I has 1 + 5 = 6 leads, as many as D: the tie goes by name.
    expect(series.map((s) => s.label)).toEqual(["A", "B", "C", "D", "I", "E", "All other categories"]);
    expect(new Set(series.map((s) => s.colour)).size).toBe(series.length);
    expect(rows[0].values).toEqual([9, 8, 7, 6, 1, 5, 4 + 3 + 2]);
    expect(rows[1].values).toEqual([0, 0, 0, 0, 5, 0, 0]);
  });
});

describe("leads per week by source", () => {
  it("has a series for each source with leads in the weeks, in the sources' order, with its week's numbers", () => {
    const a = week("2026-11-16", { Pavers: 3 });
    const b = week("2026-11-23", { Pavers: 2 });
    a.by_source = { ...a.by_source, phone: 2, website: 1 };
    b.by_source = { ...b.by_source, indiamart: 2 };
    const { series, rows } = chartRows([a, b], "source");
    expect(series.map((s) => s.label)).toEqual(["Website", "IndiaMART", "Phone call"]);
    expect(rows.map((r) => r.values)).toEqual([
      [1, 0, 2],
      [0, 2, 0],
    ]);
  });
});
