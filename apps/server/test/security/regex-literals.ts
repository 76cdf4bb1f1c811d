import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where patterns meet user text: the shared contract, the server and the web app. */
export const AUDITED_FOLDERS = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

export interface RegexSite {
  /** `path:line`, relative to the repository. */
  where: string;
  source: string;
  flags: string;
}

export interface RegexSites {
  literal: RegexSite[];
  /** `RegExp(...)` calls whose pattern is computed: no audit can see what they will match. */
  dynamic: string[];
}

const isSourceFile = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter(isSourceFile)
    .map((name) => join(folder, name))
    .sort();
}

/**
 * Every regular expression in the non-test sources of the audited folders, read from the syntax
 * tree rather than with a pattern over the text, so strings, comments and division never fool it.
 */
export function collectRegexSites(folders = AUDITED_FOLDERS): RegexSites {
  const sites: RegexSites = { literal: [], dynamic: [] };
  for (const file of folders.flatMap(sourceFiles)) {
    const tree = ts.createSourceFile(
      file,
      readFileSync(join(REPO_ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) =>
      `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const slash = node.text.lastIndexOf('/');
        sites.literal.push({
          where: where(node),
          source: node.text.slice(1, slash),
          flags: node.text.slice(slash + 1),
        });
      } else if (isRegExpConstruction(node)) {
        const [pattern, flags] = node.arguments ?? [];
        if (pattern && ts.isStringLiteralLike(pattern) && (!flags || ts.isStringLiteralLike(flags))) {
          sites.literal.push({ where: where(node), source: pattern.text, flags: flags?.text ?? '' });
        } else if (!(pattern && ts.isRegularExpressionLiteral(pattern) && !flags)) {
          sites.dynamic.push(where(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return sites;
}

function isRegExpConstruction(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  );
}
