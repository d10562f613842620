/**
 * What this instance knows of each person's day, so that their next personal turn can be admitted without
 * waiting for PostgreSQL (docs/decisions.md D220): the figures read by the statement that last admitted one of
 * their turns here, plus what this instance has charged since, and the leases this instance holds for them.
 *
 * The memory only ever says yes when the figures it holds leave room; anything it cannot vouch for (no reading,
 * an old one, another day, a turn billed to a workspace or searching the web) goes to PostgreSQL first, as
 * before. A reading is trusted only from a statement that was the person's only one in flight here, start to
 * answer: with two in flight, either may have read the other's charge or not.
 */
interface Reading {
  day: string;
  used: number;
  /** Credits on top of the plan's: standing bonus and today's grant. */
  extra: number;
  /** Live leases of other instances. */
  others: number;
  at: number;
}

interface Person {
  reading: Reading | null;
  /** Credits charged here since the reading, not in it. */
  added: number;
  /** This instance's admission statements for the person not yet answered. */
  asking: number;
  /** Bumped by every statement asked: a reading from a statement that saw another one start is not trusted. */
  epoch: number;
  /** Leases this instance holds for the person: its replies in progress, and turns being admitted. */
  mine: Set<string>;
}

/** A statement's place, to tell its answer whether it was alone. */
export interface Asking {
  epoch: number;
  alone: boolean;
  mine: string[];
}

/** Entries past this many are swept of people with nothing in progress and an expired reading. */
const SWEEP_AT = 10_000;

export function createAdmissionMemory(options: { ttlMs: number; now: () => number }) {
  const people = new Map<string, Person>();

  const personOf = (userId: string): Person => {
    let person = people.get(userId);
    if (!person) {
      if (people.size >= SWEEP_AT) sweep();
      person = { reading: null, added: 0, asking: 0, epoch: 0, mine: new Set() };
      people.set(userId, person);
    }
    return person;
  };

  const fresh = (reading: Reading | null, day: string): reading is Reading =>
    reading !== null && reading.day === day && options.now() - reading.at <= options.ttlMs;

  function sweep() {
    for (const [userId, person] of people)
      if (person.asking === 0 && person.mine.size === 0 && !fresh(person.reading, person.reading?.day ?? ""))
        people.delete(userId);
  }

  return {
    enabled: options.ttlMs > 0,

    /**
     * Whether a turn costing `credits` fits what is known (the plan's `allowance` and `maxActive` in force):
     * if so it is counted here at once, its lease among this instance's, and the caller sends its prompt.
     */
    admits(
      userId: string,
      turn: { day: string; credits: number; lease: string; allowance: number; maxActive: number },
    ) {
      if (options.ttlMs <= 0) return false;
      const person = people.get(userId);
      const reading = person?.reading ?? null;
      if (!person || !fresh(reading, turn.day)) return false;
      if (reading.used + person.added + turn.credits > turn.allowance + reading.extra) return false;
      if (reading.others + person.mine.size >= turn.maxActive) return false;
      person.added += turn.credits;
      return true;
    },

    /** An admission statement is about to be sent for the person, holding `lease` if it says yes. */
    asking(userId: string, lease: string): Asking {
      const person = personOf(userId);
      person.asking++;
      person.epoch++;
      const mine = [...person.mine];
      person.mine.add(lease);
      return { epoch: person.epoch, alone: person.asking === 1, mine };
    },

    /**
     * Its answer. `figures` are the person's day after it (null when the statement returns none); `counted`
     * says the turn's credits are already in `added` (admitted from memory).
     */
    answered(
      userId: string,
      asked: Asking,
      answer: {
        ok: boolean;
        lease: string;
        credits: number;
        counted: boolean;
        figures: Omit<Reading, "at"> | null;
      },
    ) {
      const person = personOf(userId);
      person.asking--;
      if (!answer.ok) {
        person.mine.delete(answer.lease);
        if (answer.counted) person.added -= answer.credits;
      }
      const alone = asked.alone && person.epoch === asked.epoch;
      if (alone && answer.figures) {
        person.reading = { ...answer.figures, at: options.now() };
        person.added = 0;
      } else if (answer.ok && !answer.counted) person.added += answer.credits;
    },

    /** The turn holding `lease` has ended here (its lease is gone from PostgreSQL, or expires). */
    ended(userId: string, lease: string) {
      const person = people.get(userId);
      if (!person) return;
      person.mine.delete(lease);
    },

    /** The people remembered, for tests. */
    get size() {
      return people.size;
    },
  };
}

export type AdmissionMemory = ReturnType<typeof createAdmissionMemory>;
