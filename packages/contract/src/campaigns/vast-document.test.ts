import { describe, expect, it } from 'vitest';
import { vastCreativeSchema } from './creative-content.ts';
import { isVastDocument } from './vast-document.ts';

const INLINE =
  '<VAST version="4.2" xmlns="http://www.iab.com/VAST"><Ad id="1"><InLine><AdSystem>x</AdSystem>' +
  '<Creatives><Creative><Linear><Duration>00:00:15</Duration><MediaFiles><MediaFile delivery="progressive" ' +
  'type="video/mp4" width="640" height="360"><![CDATA[https://cdn.example.com/a.mp4?a=1&b=2]]></MediaFile>' +
  '</MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>';

describe('isVastDocument', () => {
  it.each([
    ['an empty VAST 3', '<VAST version="3.0"></VAST>'],
    [
      'a declaration and comments before the root',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- a -->\n<!--b-->${INLINE}\n`,
    ],
    [
      'a wrapper with CDATA',
      '<VAST version="4.1"><Ad id="1"><Wrapper><VASTAdTagURI><![CDATA[https://a.example.com/v.xml]]></VASTAdTagURI></Wrapper></Ad></VAST>',
    ],
    ['version 2, single quotes, not the first attribute', "<VAST xmlns:xsi='urn:x' version = '2'>\n</VAST>"],
    [
      'comments, entities and a > in an attribute inside',
      '<VAST version="3.0" a="1>0"><!-- <b> -->&amp;&#38;&#x26;</VAST>',
    ],
  ])('accepts %s', (_, xml) => {
    expect(isVastDocument(xml)).toBe(true);
  });

  it.each([
    ['HTML', '<html></html>'],
    ['a VAST without a version', '<VAST></VAST>'],
    ['version 5', '<VAST version="5.0"></VAST>'],
    ['a three-part version', '<VAST version="3.0.1"></VAST>'],
    ['a version in another attribute', `<VAST data-v="version='3.0'"></VAST>`],
    ['an attribute ending in version', '<VAST xversion="3.0"></VAST>'],
    ['another root name', '<VASTX version="3.0"></VASTX>'],
    ['an unclosed root', '<VAST version="3.0">'],
    ['a self-closing root', '<VAST version="3.0"/>'],
    ['a self-closing root before another', '<VAST version="3.0"/><VAST></VAST>'],
    ['two roots', '<VAST version="3.0"></VAST><VAST version="3.0"></VAST>'],
    ['mismatched tags', '<VAST version="3.0"><Ad></VAST>'],
    ['a bare ampersand', '<VAST version="3.0">a & b</VAST>'],
    ['a DOCTYPE', '<!DOCTYPE VAST [<!ENTITY a "b">]><VAST version="3.0">&a;</VAST>'],
    ['text before the root', 'x<VAST version="3.0"></VAST>'],
    ['text after the root', '<VAST version="3.0"></VAST>x'],
    ['a declaration after a comment', '<!-- a --><?xml version="1.0"?><VAST version="3.0"></VAST>'],
    ['an unclosed comment before the root', '<!-- <VAST version="3.0"></VAST>'],
    ['the comments of issue 9', `${'<!---->'.repeat(26)}x`],
  ])('refuses %s', (_, xml) => {
    expect(isVastDocument(xml)).toBe(false);
  });
});

/** 50,000 characters, the longest `vast_xml` there is, built from a repeated piece. */
const fill = (piece: string, head = '', tail = '') =>
  head +
  piece
    .repeat(Math.ceil((50_000 - head.length - tail.length) / piece.length))
    .slice(0, 50_000 - head.length - tail.length) +
  tail;
const ROOT = '<VAST version="3.0">';

describe('isVastDocument on hostile input', () => {
  it.each([
    ['the comments of issue 9', fill('<!---->', '', 'x')],
    ['comments inside the root', fill('<!---->', ROOT, '</VAST>')],
    ['an unterminated comment', fill('-', `${ROOT}<!--`, '</VAST>')],
    ['comment openers', fill('<!--', ROOT, '</VAST>')],
    ['nested elements, unclosed', fill('<a>', ROOT, '</VAST>')],
    ['nested elements, closed', `${ROOT}${'<a>'.repeat(7000)}${'</a>'.repeat(7000)}</VAST>`],
    [
      'thousands of attributes',
      `<VAST version="3.0"${Array.from({ length: 4000 }, (_, i) => ` a${i}="1"`).join('')}></VAST>`,
    ],
    ['thousands of boolean attributes', fill(' a', '<VAST', '></VAST>')],
    ['an unclosed attribute value', fill('x', '<VAST version="3.0" a="', '></VAST>')],
    ['white space in a tag', fill(' ', '<VAST', 'version="3.0"></VAST>')],
    ['CDATA openers', fill('<![CDATA[', ROOT, '</VAST>')],
    ['an unterminated CDATA', fill(']', `${ROOT}<![CDATA[`, '</VAST>')],
    ['entity-like text', fill('&a', ROOT, '</VAST>')],
    ['a long character reference', fill('1', `${ROOT}&#`, '</VAST>')],
    ['processing instructions', fill('<?a ', ROOT, '</VAST>')],
    ['a long tag name', fill('a', `${ROOT}<`, '></VAST>')],
    ['a run of <', fill('<', ROOT, '</VAST>')],
  ])('answers %s at once, without overflowing the stack', (_, xml) => {
    const timed = () => {
      const start = performance.now();
      isVastDocument(xml);
      return performance.now() - start;
    };
    // One linear pass over 50 kB takes a few ms; a quadratic one takes seconds. The bound leaves
    // room for a machine busy with other work (the fastest of three calls, the first may compile).
    expect(Math.min(timed(), timed(), timed())).toBeLessThan(500);
  });
});

describe('vast_xml', () => {
  const parse = (vast_xml: string) => vastCreativeSchema.safeParse({ type: 'vast', name: 'v', vast_xml });

  it('is kept without the white space around it, so a declaration comes first', () => {
    const parsed = parse('\n  <?xml version="1.0"?><VAST version="3.0"></VAST>\n');
    expect(parsed.data?.vast_xml).toBe('<?xml version="1.0"?><VAST version="3.0"></VAST>');
  });

  it('is not parsed past its longest length', () => {
    const messages = parse(`${ROOT}${' '.repeat(50_000)}</VAST>`).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['validation.maxLength']);
  });
});
