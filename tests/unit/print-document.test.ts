import { describe, expect, it } from 'vitest';
import { el, fillPlaceholders, parsePrintHtml, text, toHtml, type PrintValue } from '../../src/server/print/print-document.ts';
import { printFileName, safePdfName } from '../../src/server/print/print.service.ts';
import { placeholderProblem } from '../../src/shared/print-placeholders.ts';

const values = (entries: Record<string, PrintValue>) => new Map(Object.entries(entries));
const render = (html: string, entries: Record<string, PrintValue>) => toHtml(fillPlaceholders(parsePrintHtml(html), values(entries)));

describe('print templates', () => {
  it('insert values as text, never as markup', () => {
    expect(render('<p>{{title}}</p>', { title: { text: '<img src=x onerror=alert(1)> & "x"' } })).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;x&quot;</p>',
    );
  });

  it('drop scripts, event handlers and unknown tags from the template itself, keeping their text', () => {
    expect(render('<p onclick="x()">a<script>alert(1)</script><a href="javascript:x">b</a><iframe>c</iframe></p>', {})).toBe('<p>ab</p>');
  });

  it('put a table in place of a block placeholder alone in its paragraph, and its text elsewhere', () => {
    const trail: PrintValue = { text: '张经理 同意', block: [el('table', [el('tr', [el('td', [text('张经理')])])], { role: 'trail' })] };
    expect(render('<p> {{approvalTrail}} </p>', { approvalTrail: trail })).toBe('<table class="print-trail"><tr><td>张经理</td></tr></table>');
    expect(render('<p>见 {{approvalTrail}}</p>', { approvalTrail: trail })).toBe('<p>见 张经理 同意</p>');
  });

  it('break lines of a multi-line value and keep an unknown placeholder as written', () => {
    expect(render('<p>{{remark}} {{other}}</p>', { remark: { text: '一\n二' } })).toBe('<p>一<br>二 {{other}}</p>');
  });

  it('name unknown placeholders and stray braces', () => {
    const known = new Set(['title']);
    expect(placeholderProblem('{{ title }} ok', known)).toBeNull();
    expect(placeholderProblem('{{title}} {{titel}}', known)).toEqual({ kind: 'unknown', text: '{{titel}}' });
    expect(placeholderProblem('{{title', known)?.kind).toBe('malformed');
    expect(placeholderProblem('x }} y', known)?.kind).toBe('malformed');
  });

  it('build file names from parts without characters a disk or a header refuses', () => {
    expect(printFileName(['serialNo', 'title'], values({ serialNo: { text: 'KP001' }, title: { text: 'a/b:c*"d"\n' } }))).toBe('KP001_a b c d.pdf');
    expect(printFileName([], values({ moduleTitle: { text: '开票申请' }, serialNo: { text: 'KP001' } }))).toBe('开票申请_KP001.pdf');
    expect(safePdfName('报告.PDF')).toBe('报告.pdf');
    expect(safePdfName('../x')).toBe('.. x.pdf');
  });
});
