/**
 * @module core/stage-profile: wall time per stage of a run, accumulated over every call and exclusive of nested stages
 * (gate 2 runs inside the Astro build, so the build's line is its own time only), in the order stages first ran.
 */

export interface StageTime {
  readonly stage: string;
  readonly ms: number;
}

export interface StageProfile {
  /** Run `work` as (part of) `stage`; time spent in stages nested inside it is charged to them, not to it. */
  time<T>(stage: string, work: () => Promise<T>): Promise<T>;
  timeSync<T>(stage: string, work: () => T): T;
  /** Each stage's accumulated exclusive time, in first-run order. */
  stages(): StageTime[];
}

/** A profile reading `clock` (milliseconds; performance.now by default). */
export function createStageProfile(clock: () => number = () => performance.now()): StageProfile {
  const totals = new Map<string, number>();
  /** Time charged to nested stages, per open stage (innermost last). */
  // Stryker disable next-line ArrayDeclaration: an extra entry below the outermost stage is only ever added to, never read into a total
  const nested: number[] = [];
  const open = (stage: string): (() => void) => {
    if (!totals.has(stage)) totals.set(stage, 0);
    const started = clock();
    nested.push(0);
    return () => {
      const elapsed = clock() - started;
      const inner = nested.pop() ?? 0;
      totals.set(stage, (totals.get(stage) ?? 0) + elapsed - inner);
      if (nested.length > 0) nested[nested.length - 1]! += elapsed;
    };
  };
  return {
    async time(stage, work) {
      const close = open(stage);
      try {
        return await work();
      } finally {
        close();
      }
    },
    timeSync(stage, work) {
      const close = open(stage);
      try {
        return work();
      } finally {
        close();
      }
    },
    stages: () => [...totals].map(([stage, ms]) => ({ stage, ms })),
  };
}

/** A profile as an aligned table: each stage's milliseconds and share of the total, then the total. */
export function formatProfile(stages: readonly StageTime[]): string {
  const total = stages.reduce((sum, s) => sum + s.ms, 0);
  const width = Math.max(5, ...stages.map((s) => s.stage.length));
  const line = (name: string, ms: number): string =>
    `${name.padEnd(width)}  ${Math.round(ms).toLocaleString('en-US').padStart(8)} ms  ${total > 0 ? ((100 * ms) / total).toFixed(1).padStart(5) : '  0.0'}%`;
  return [...stages.map((s) => line(s.stage, s.ms)), line('total', total)].join('\n');
}
