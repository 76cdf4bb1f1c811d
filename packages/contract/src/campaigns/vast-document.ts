import { XMLValidator } from 'fast-xml-parser';

const VAST_VERSION = /^[2-4](\.\d)?$/;
const isXmlSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

function skipSpace(xml: string, from: number): number {
  let i = from;
  while (isXmlSpace(xml[i])) i++;
  return i;
}

/** Where the root element starts after an XML declaration and comments, or -1 if one is unclosed. */
function afterProlog(xml: string): number {
  let i = 0;
  if (xml.startsWith('<?xml', 0) && (isXmlSpace(xml[5]) || xml[5] === '?')) {
    const end = xml.indexOf('?>', 5);
    if (end < 0) return -1;
    i = skipSpace(xml, end + 2);
  }
  while (xml.startsWith('<!--', i)) {
    const end = xml.indexOf('-->', i + 4);
    if (end < 0) return -1;
    i = skipSpace(xml, end + 3);
  }
  return i;
}

/**
 * The `version` of the start tag whose attributes begin at `from` (undefined without one), or
 * null if the tag closes itself. Reads a tag the validator found well-formed: every attribute
 * is `name = "value"` or with single quotes, so each step moves past one attribute.
 */
function rootVersion(xml: string, from: number): string | undefined | null {
  let version: string | undefined;
  let i = skipSpace(xml, from);
  while (xml[i] !== '>') {
    if (xml[i] === '/' || i >= xml.length) return null;
    const equals = xml.indexOf('=', i);
    const open = skipSpace(xml, equals + 1);
    const quote = xml[open];
    const close = equals < 0 || (quote !== '"' && quote !== "'") ? -1 : xml.indexOf(quote, open + 1);
    if (close < 0) return null;
    if (xml.slice(i, equals).trim() === 'version') version = xml.slice(open + 1, close);
    i = skipSpace(xml, close + 1);
  }
  return version;
}

/**
 * Whether `xml` is a VAST document: well-formed XML whose one root element is `<VAST>` with a
 * 2.x, 3.x or 4.x `version`, from its start tag to its end tag, with only an XML declaration and
 * comments before it (no DOCTYPE: VAST has none, and players need not expand entities).
 *
 * Nothing here backtracks: the prolog and the root's start tag are read by index, and
 * fast-xml-parser's validator makes one pass without recursion, so its cost grows with the
 * length of the text however it nests (issue 9: the regular expression this replaces took
 * twice as long for every further comment before the root).
 */
export function isVastDocument(xml: string): boolean {
  const root = afterProlog(xml);
  if (root < 0 || !xml.startsWith('<VAST', root)) return false;
  const afterName = root + '<VAST'.length;
  if (!isXmlSpace(xml[afterName]) && xml[afterName] !== '>') return false;
  if (!xml.trimEnd().endsWith('</VAST>') || XMLValidator.validate(xml) !== true) return false;
  // Past the validator the root start tag is well-formed, and a root that is not self-closing
  // ends only at the last `</VAST>`: no second root can follow it.
  const version = rootVersion(xml, afterName);
  return typeof version === 'string' && VAST_VERSION.test(version);
}
