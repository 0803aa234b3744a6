/**
 * A test's libraries as the sync path needs them: parsed once and kept in process memory. A
 * test's libraries are copied from the bank when it is created and never change afterwards, so
 * the cache needs no invalidation; an LRU bounds its size. Keys are unique across a bank's
 * libraries (bank-checks), so an answer key names the one library, and so the stage, it is for.
 */
import { questionLibrary, resolveAnswerKey, type QuestionLibrary } from '@portal/shared';

export type LibraryName = 'main' | 'additional' | 'parents';

export interface TestLibraries {
  toolsType: string;
  main: QuestionLibrary;
  additional: QuestionLibrary | null;
  parents: QuestionLibrary | null;
}

export interface StoredLibraries {
  toolsType: string;
  library: unknown;
  libraryAdditional: unknown;
  libraryParents: unknown;
}

/** A stored library that does not load is corruption, not the caller's mistake. */
export function parsed(value: unknown, what: string): QuestionLibrary {
  const result = questionLibrary.safeParse(value);
  if (!result.success) throw new Error(`the test's stored ${what} does not load`);
  return result.data;
}

/**
 * `load` turns a stored value into its library (`parsed` by default); the start's warm-up gives
 * one that parses each distinct library once for all the tests holding a copy of it.
 */
export function librariesOf(row: StoredLibraries, load: (value: unknown, what: string) => QuestionLibrary = parsed): TestLibraries {
  return {
    toolsType: row.toolsType,
    main: load(row.library, 'library'),
    additional: row.libraryAdditional == null ? null : load(row.libraryAdditional, 'library_additional'),
    parents: row.libraryParents == null ? null : load(row.libraryParents, 'library_parents'),
  };
}

export function libraryNamed(libraries: TestLibraries, name: LibraryName): QuestionLibrary | null {
  return name === 'main' ? libraries.main : name === 'additional' ? libraries.additional : libraries.parents;
}

/** Which library an answer key belongs to, or null when none of them has it. */
export function libraryOfKey(libraries: TestLibraries, answerKey: string): LibraryName | null {
  for (const name of ['main', 'additional', 'parents'] as const) {
    const library = libraryNamed(libraries, name);
    if (library && resolveAnswerKey(library, answerKey)) return name;
  }
  return null;
}

/** Least recently used first out; Map keeps insertion order, so a hit is moved to the end. */
export class LibraryCache {
  private readonly entries = new Map<string, TestLibraries>();
  /** Test id → its institution, for callers that know only the test (a parent's sync; the SQL checks the session). */
  private readonly institutions = new Map<string, string>();
  constructor(private readonly max: number) {}

  /** The cached libraries of a test id, with the institution they were loaded for. */
  byTest(testId: string): { institutionId: string; libraries: TestLibraries } | undefined {
    const institutionId = this.institutions.get(testId);
    const libraries = institutionId === undefined ? undefined : this.get(institutionId, testId);
    return libraries && institutionId !== undefined ? { institutionId, libraries } : undefined;
  }

  private static key(institutionId: string, testId: string): string {
    return `${institutionId}/${testId}`;
  }

  get(institutionId: string, testId: string): TestLibraries | undefined {
    const key = LibraryCache.key(institutionId, testId);
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(institutionId: string, testId: string, libraries: TestLibraries): void {
    const key = LibraryCache.key(institutionId, testId);
    this.entries.delete(key);
    this.entries.set(key, libraries);
    this.institutions.set(testId, institutionId);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value!;
      this.entries.delete(oldest);
      this.institutions.delete(oldest.slice(oldest.indexOf('/') + 1));
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One per process: 5,000 tests of ~30 questions is a few tens of megabytes at most. */
export const libraryCache = new LibraryCache(5_000);
