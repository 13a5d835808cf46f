import { Histogram, Registry } from "prom-client";
import { describe, expect, it, vi } from "vitest";
import { observerFor } from "../../server/core/metrics";

/** Two histograms alike in a registry each: one fed through observerFor (and observe), one through observe alone. */
function histograms() {
  const make = () => {
    const registry = new Registry();
    const histogram = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1],
      registers: [registry],
    });
    return { registry, histogram };
  };
  return { fast: make(), plain: make() };
}

const HIT = { route: "/:category", method: "GET", status: 200 };
const VALUES = [0.0004, 0.003, 0.005, 0.0051, 0.02, 0.07, 0.3, 2, 0.0009];

describe("observerFor", () => {
  it("adds up exactly as observe does, calling it only the first time: buckets, +Inf, sum and count, beside other label sets and observe's own calls", async () => {
    const { fast, plain } = histograms();
    const observe = observerFor(fast.histogram, HIT);
    const observeCalls = vi.spyOn(fast.histogram, "observe");
    for (const v of VALUES) {
      observe(v);
      plain.histogram.observe(HIT, v);
    }
    expect(observeCalls, "only the first goes through observe").toHaveBeenCalledTimes(1);
    for (const h of [fast.histogram, plain.histogram]) {
      h.observe(HIT, 0.04);
      h.observe({ ...HIT, status: 304 }, 0.001);
    }
    observe(0.008);
    plain.histogram.observe(HIT, 0.008);
    expect(await fast.registry.metrics()).toBe(await plain.registry.metrics());
    expect(await fast.registry.metrics()).toContain('http_request_duration_seconds_count{route="/:category",method="GET",status="200"} 11');
  });

  it("keeps counting after the registry is reset", async () => {
    const { fast, plain } = histograms();
    const observe = observerFor(fast.histogram, HIT);
    observe(0.002);
    fast.registry.resetMetrics();
    plain.registry.resetMetrics();
    for (const v of VALUES) {
      observe(v);
      plain.histogram.observe(HIT, v);
    }
    expect(await fast.registry.metrics()).toBe(await plain.registry.metrics());
  });
});
