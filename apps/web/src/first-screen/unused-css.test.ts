import { describe, expect, it } from 'vitest';
import { classesIn, withoutUnusedRules } from './unused-css';

const drawn = classesIn(
  '<div class="ant-btn  css-a"><span class="ant-btn-icon"></span></div><p class="">x</p>',
);

describe('a drawn screen’s styles', () => {
  it('reads every class of the HTML', () => {
    expect([...drawn].sort()).toEqual(['ant-btn', 'ant-btn-icon', 'css-a']);
  });

  it('keeps a rule only when a selector names classes the HTML has', () => {
    const css = '.ant-btn{color:red}.ant-table{color:blue}:where(.css-a).ant-btn .ant-btn-icon{margin:0}';
    expect(withoutUnusedRules(css, drawn)).toBe(
      '.ant-btn{color:red}:where(.css-a).ant-btn .ant-btn-icon{margin:0}',
    );
  });

  it('keeps the selectors of a list that can match, and rules that name no class', () => {
    const css = '.ant-table,.ant-btn:hover{opacity:1}html,body{margin:0}';
    expect(withoutUnusedRules(css, drawn)).toBe('.ant-btn:hover{opacity:1}html,body{margin:0}');
  });

  it('needs no class named inside :not()', () => {
    const css = '.ant-btn:not(.ant-btn-disabled):hover{color:red}';
    expect(withoutUnusedRules(css, drawn)).toBe(css);
  });

  it('walks @media and keeps @keyframes as they are', () => {
    const css =
      '@media (max-width:575px){.ant-table{a:b}.ant-btn{c:d}}@media print{.ant-table{e:f}}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(withoutUnusedRules(css, drawn)).toBe(
      '@media (max-width:575px){.ant-btn{c:d}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('is not thrown off by braces in a string', () => {
    const css = '.ant-btn::after{content:"}{"}.ant-table{x:y}';
    expect(withoutUnusedRules(css, drawn)).toBe('.ant-btn::after{content:"}{"}');
  });
});
