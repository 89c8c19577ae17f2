import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

/** A file reached from an entry, with the file that imported it (null for an entry). */
export interface Reached {
  file: string;
  importedBy: string | null;
}

/**
 * The project's modules a page loads with its first script: every static `import`/`export
 * … from` (type-only ones left out) followed from the entries, through `@/` and relative
 * paths. A dynamic `import()` (React's `lazy`, `next/dynamic`) is a split point a bundler loads
 * later, so it is not followed. Returns the project files reached and the packages they import.
 */
export function staticImportGraph(entries: readonly string[]): {
  files: Map<string, Reached>;
  packages: Map<string, string[]>;
} {
  const files = new Map<string, Reached>();
  const packages = new Map<string, string[]>();
  const queue: Reached[] = entries.map((entry) => ({ file: abs(entry), importedBy: null }));
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (files.has(next.file)) continue;
    files.set(next.file, next);
    for (const specifier of valueImports(next.file)) {
      const local = resolveLocal(next.file, specifier);
      if (local) {
        if (!local.endsWith(".css")) queue.push({ file: local, importedBy: next.file });
      } else if (!specifier.startsWith(".") && !specifier.startsWith("@/")) {
        const importers = packages.get(specifier) ?? [];
        importers.push(next.file);
        packages.set(specifier, importers);
      }
    }
  }
  return { files, packages };
}

/** How an entry reaches a file: entry → … → file, project-relative. */
export function importChain(files: Map<string, Reached>, file: string): string {
  const chain: string[] = [];
  for (let at: string | null = file; at; at = files.get(at)?.importedBy ?? null) {
    chain.unshift(path.relative(ROOT, at));
  }
  return chain.join(" → ");
}

function abs(file: string): string {
  return path.resolve(ROOT, file);
}

/** The specifiers of a file's imports and re-exports that bring values. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && bringsValues(statement)) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function bringsValues(declaration: ts.ImportDeclaration): boolean {
  const clause = declaration.importClause;
  if (!clause) return true; // a side-effect import
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((item) => !item.isTypeOnly);
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (base.endsWith(".css") && existsSync(base)) return base;
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
