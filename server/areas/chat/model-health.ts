import type { ChangeBus } from "../../core/change-bus";

/** Failures within the window that mark a model unavailable (docs/product/fallbacks.md#model-health). */
export const BREAKER_FAILURES = 3;
export const BREAKER_WINDOW_MS = 60_000;
/** How long a model stays marked before the next turn tries it again (the probe). */
export const BREAKER_COOL_DOWN_MS = 60_000;

/**
 * A circuit breaker per model. Failures before a reply's first word are counted on this instance; the
 * one that trips marks the model unavailable on every instance at once (the change bus, `model-health`),
 * so turns go straight to its fallbacks and the model picker says so. When the cool-down ends the mark
 * stays as a probe: the next turn tries the model; its success clears the mark everywhere, its failure
 * marks it again at once.
 */
export function createModelHealth(deps: {
  bus: ChangeBus;
  now: () => number;
  log: { error(object: object, message: string): void };
  failures?: number;
  windowMs?: number;
  coolDownMs?: number;
}) {
  const { bus, now } = deps;
  const threshold = deps.failures ?? BREAKER_FAILURES;
  const windowMs = deps.windowMs ?? BREAKER_WINDOW_MS;
  const coolDownMs = deps.coolDownMs ?? BREAKER_COOL_DOWN_MS;
  /** Model → until when it is marked (ms since the epoch); past that, its next turn is the probe. */
  const marks = new Map<string, number>();
  /** Model → when its recent failures happened, on this instance. */
  const failures = new Map<string, number[]>();

  const set = (modelId: string, until: number) => {
    if (until > 0) marks.set(modelId, until);
    else marks.delete(modelId);
  };
  bus.subscribe("model-health", (payload) => {
    const [modelId, until] = payload.split(" ");
    if (modelId && until !== undefined) set(modelId, Number(until));
  });

  function announce(modelId: string, until: number) {
    set(modelId, until);
    bus
      .publish("model-health", `${modelId} ${until}`)
      .catch((err: unknown) => deps.log.error({ err, modelId }, "could not announce a model's health"));
  }

  return {
    /** Marked and still cooling down: turns skip it for its fallbacks. In memory only. */
    degraded(modelId: string): boolean {
      return (marks.get(modelId) ?? 0) > now();
    },

    /** The models marked now, for the model picker. */
    degradedModels(): string[] {
      const at = now();
      return [...marks].filter(([, until]) => until > at).map(([modelId]) => modelId);
    },

    /** Every mark with its end, probes included (the admin System page, docs/operations.md#system-page). */
    marks(): Array<{ modelId: string; until: number }> {
      return [...marks].map(([modelId, until]) => ({ modelId, until }));
    },

    /** A reply's first word arrived: a model that was marked is well again, everywhere. */
    succeeded(modelId: string) {
      failures.delete(modelId);
      if (marks.has(modelId)) announce(modelId, 0);
    },

    /** The model failed before its first word (5xx, 429, timeout, unavailable, an empty reply). */
    failed(modelId: string) {
      const at = now();
      // A failed probe (marked, cool-down over) marks it again at once.
      if (marks.has(modelId)) {
        if ((marks.get(modelId) ?? 0) <= at) announce(modelId, at + coolDownMs);
        return;
      }
      const recent = (failures.get(modelId) ?? []).filter((time) => time > at - windowMs);
      recent.push(at);
      if (recent.length < threshold) {
        failures.set(modelId, recent);
        return;
      }
      failures.delete(modelId);
      announce(modelId, at + coolDownMs);
    },
  };
}

export type ModelHealth = ReturnType<typeof createModelHealth>;
