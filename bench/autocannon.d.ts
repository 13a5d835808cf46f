/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(opts: Record<string, unknown>): Promise<autocannon.Result>;
  export default autocannon;
}
