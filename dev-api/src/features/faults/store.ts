export interface FaultRule {
  id: number;
  method: string;
  /** Exact path, or a prefix when it ends with `*`. Query strings are ignored. */
  url: string;
  status?: number;
  delayMs?: number;
  hang?: boolean;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
}

export type NewFaultRule = Omit<FaultRule, 'id'>;

/** In-memory fault rules; the first matching rule wins and spends one of its `times`. */
export class FaultStore {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(rule: NewFaultRule): FaultRule {
    const saved = {
      ...rule,
      method: rule.method.toUpperCase(),
      id: this.nextId++,
    };
    this.rules.push(saved);
    return saved;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  clear(): number {
    const count = this.rules.length;
    this.rules = [];
    return count;
  }

  take(method: string, path: string): FaultRule | null {
    const rule = this.rules.find((r) => (r.method === '*' || r.method === method) && matches(r.url, path));
    if (!rule) return null;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}
