import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * The user-facing texts of a source file, found with the TypeScript compiler's own parser (issue 34,
 * ADR 0047): JSX text, the string values of JSX attributes that people read (a label, a title, a
 * placeholder… not a className, an sx or a route), and string and template literals elsewhere that
 * read as words, not code. Left out: imports, property names, literal types, object keys and
 * element accesses, comparisons and switch cases (values the code tests, not texts it shows), the
 * arguments of Error, console and the log helpers (English for the developers), and literals that
 * look like identifiers, paths, CSS, URLs or keys.
 */
export interface UserText {
  text: string;
  /** 1-based line and column of the text's first character in the file. */
  line: number;
  column: number;
  /**
   * The text's first or last word is glued to a template substitution (`Bebeğiniz${name}`,
   * `%${n}'inden`): a word there may be a fragment, so the spell check leaves it.
   */
  gluedStart: boolean;
  gluedEnd: boolean;
}

/** JSX attributes whose value is code, not a text anyone reads. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'sx',
  'style',
  'variant',
  'color',
  'size',
  'component',
  'id',
  'key',
  'href',
  'to',
  'src',
  'type',
  'name',
  'role',
  'value',
  'defaultValue',
  'autoComplete',
  'inputMode',
  'htmlFor',
  'target',
  'rel',
  'edge',
  'align',
  'direction',
  'severity',
  'position',
  'anchor',
  'placement',
  'orientation',
  'justifyContent',
  'alignItems',
  'method',
  'accept',
  'pattern',
  'lang',
  'dir',
  'testId',
  'fontSize',
  'spacing',
  'maxWidth',
  'display',
  'underline',
  'textColor',
  'indicatorColor',
  'scrollButtons',
  'labelPlacement',
  'mode',
  'tabIndex',
  'enterKeyHint',
  'icon',
  'endpoint',
  'emoji',
]);

/** Calls whose string arguments are for developers: errors, the console, the log helpers, module and DOM addresses. */
const DEVELOPER_CALLS =
  /^(Error|TypeError|RangeError|SyntaxError|require|import|URL|URLSearchParams|RegExp|querySelector|querySelectorAll|getElementById|getItem|setItem|removeItem|addEventListener|removeEventListener|matchMedia|fetch|createElement|setAttribute|getAttribute|startsWith|endsWith|includes|split|join|replace|replaceAll|padStart|padEnd|format|locale|tz|has|get|set|delete|add|on|emit|test|match|describe|it|expect|toBe|toEqual|toContain|header|set|status|type|cookie|clearCookie|redirect|setHeader|getHeader|append|mark|measure)$/;
const DEVELOPER_OBJECTS =
  /^(console|logger|log|process|window\.localStorage|localStorage|sessionStorage|path|fs|crypto|Buffer|JSON|Object|Array|Number|Date|Math|Intl|dayjs|document)$/;

/** Looks like code rather than words: identifiers, paths, URLs, CSS, keys, formats, colours. */
function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}{2}/u.test(trimmed)) return true;
  if (/^[\w.-]*$/.test(trimmed) && (/[_./]/.test(trimmed) || /[a-z][A-Z]/.test(trimmed) || /^[a-z0-9-]+$/.test(trimmed))) return true;
  if (/^(https?:|mailto:|tel:|data:|\/|\.\/|\.\.\/|#|@|\*|\$|%[a-zA-Z])/.test(trimmed)) return true;
  if (/[{}<>=\\|`[\]]|=>|\$\{|\bpx\b|\brem\b|\bvh\b|\bvw\b|rgba?\(|calc\(|var\(--/.test(trimmed)) return true;
  if (/^[A-Z0-9_]+$/.test(trimmed)) return true;
  if (/^(YYYY|DD|HH|D MMMM|MMMM)/.test(trimmed)) return true;
  // MIME types, time zones, locales, e-mail addresses, suffix fragments ("'inden")
  if (/^&[a-z]+;$/.test(trimmed)) return true;
  if (/^[\w-]+:$/.test(trimmed) || /^[\w-]+(,[\w-]+)+$/.test(trimmed)) return true;
  // a vocabulary's property name: Open Graph's 'og:image:width', Twitter's 'twitter:card'
  if (/^[a-z]+(:[a-z_]+)+$/.test(trimmed)) return true;
  if (/^[\w.+-]+\/[\w.+-]+$/.test(trimmed) || /^[a-z]{2}-[A-Z]{2}$/.test(trimmed) || /^\S+@\S+$/.test(trimmed) || /^['’]\p{L}+$/u.test(trimmed)) return true;
  // CSS: units, colours, functions, font stacks
  if (/^(opacity|transform|transition|width|height|background|color|border|margin|padding|top|left|right|bottom|all)\b/.test(trimmed)) return true;
  if (/\d+(deg|ms|fr|px|em|%)\b|#[0-9a-fA-F]{3,8}\b|^[a-z-]+\(|\b(sans-serif|system-ui|monospace)\b/.test(trimmed)) return true;
  return false;
}

function calleeName(expression: ts.Expression): { object?: string; name: string } | undefined {
  if (ts.isIdentifier(expression)) return { name: expression.text };
  if (ts.isPropertyAccessExpression(expression)) {
    const object = ts.isIdentifier(expression.expression)
      ? expression.expression.text
      : ts.isPropertyAccessExpression(expression.expression)
        ? expression.expression.getText()
        : undefined;
    return { object, name: expression.name.text };
  }
  return undefined;
}

/** A literal the code uses as a value to compare or to address with, not a text it shows. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent) || ts.isImportTypeNode(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
    ].includes(parent.operatorToken.kind)
  )
    return true;
  if (ts.isJsxAttribute(parent))
    return CODE_ATTRIBUTES.has(parent.name.getText()) || parent.name.getText().startsWith('data-') || parent.name.getText().startsWith('aria-controls');
  return false;
}

/** An argument of a call for developers (an Error, the console, a log helper, a string method), directly or through a concatenation. */
function inDeveloperCall(node: ts.Node): boolean {
  let current: ts.Node = node;
  while (
    current.parent &&
    (ts.isParenthesizedExpression(current.parent) ||
      ts.isBinaryExpression(current.parent) ||
      ts.isConditionalExpression(current.parent) ||
      ts.isTemplateSpan(current.parent) ||
      ts.isTemplateExpression(current.parent) ||
      ts.isAsExpression(current.parent))
  )
    current = current.parent;
  const call = current.parent;
  if (!call || !(ts.isCallExpression(call) || ts.isNewExpression(call)) || !call.arguments?.some((argument) => argument === current)) return false;
  const callee = calleeName(call.expression);
  if (!callee) return false;
  return DEVELOPER_CALLS.test(callee.name) || /^log[A-Z]/.test(callee.name) || (callee.object !== undefined && DEVELOPER_OBJECTS.test(callee.object));
}

const ENTITIES: Record<string, string> = { apos: '’', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', quot: '"', amp: '&', nbsp: ' ', lt: '<', gt: '>' };
/** JSX text keeps HTML's entities as written ('Türkiye&apos;deki'): read them as the characters they are. */
const decodeEntities = (text: string) => text.replace(/&([a-z]+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

/** Every user-facing text of one file's source. */
export function userTextsOf(fileName: string, source: string): UserText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts: UserText[] = [];
  const push = (text: string, position: number, gluedStart = false, gluedEnd = false) => {
    const { line, character } = file.getLineAndCharacterOfPosition(position);
    texts.push({ text, line: line + 1, column: character + 1, gluedStart, gluedEnd });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces && /\p{L}/u.test(node.text)) {
        // a text right after or before an element or an expression may continue its word: '<Link>Aydınlatma Metni</Link>'ni okudum'
        const siblings = node.parent.getChildren().flatMap((child) => (child.kind === ts.SyntaxKind.SyntaxList ? child.getChildren() : [child]));
        const index = siblings.indexOf(node);
        // JSX drops whitespace that holds a line break, so such a text is glued to what comes before it
        const gluedStart = index > 0 && (!/^\s/.test(node.text) || /^[ \t]*\n/.test(node.text)) && !ts.isJsxOpeningElement(siblings[index - 1]!);
        const gluedEnd =
          index >= 0 && index < siblings.length - 1 && (!/\s$/.test(node.text) || /\n[ \t]*$/.test(node.text)) && !ts.isJsxClosingElement(siblings[index + 1]!);
        push(decodeEntities(node.text), node.getStart(), gluedStart, gluedEnd);
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node) && !inDeveloperCall(node) && !looksLikeCode(node.text)) push(node.text, node.getStart() + 1);
    } else if (ts.isTemplateExpression(node)) {
      if (!isCodePosition(node) && !inDeveloperCall(node)) {
        const chunks = [node.head, ...node.templateSpans.map((span) => span.literal)];
        const whole = chunks.map((chunk) => chunk.text).join('');
        if (!looksLikeCode(whole))
          chunks.forEach((chunk, index) => {
            if (!/\p{L}/u.test(chunk.text)) return;
            push(chunk.text, chunk.getStart() + 1, index > 0 && !/^\s/.test(chunk.text), index < chunks.length - 1 && !/\s$/.test(chunk.text));
          });
      }
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

export function userTextsOfFile(fileName: string): UserText[] {
  return userTextsOf(fileName, readFileSync(fileName, 'utf8'));
}
