/**
 * The first screen's stylesheet, sent inline in the page's `<head>` (a few kilobytes, no
 * request; the CSP allows inline styles for Chakra's own). Its values are the client's:
 * the theme's tokens as the CSS variables of the entry stylesheet (colors, sizes, fonts, for
 * both color modes and every preset), Chakra's breakpoints of the theme (sm 600, md 900,
 * lg 1200, xl 1536 px), and the poem page's measures from the domain (POEM_TYPE), which
 * the client's poem components read too. A poem's text has no rule here: it is the client's
 * own markup and classes (src/ui/poem-text), styled by the entry stylesheet. The client
 * replaces these elements with its own when it takes over, at the same places and sizes
 * (tests/e2e/first-screen.e2e.test.ts measures the layout shift).
 */
import { POEM_TYPE, tokenFontSize } from '@domain/first-screen/poem-type';

const SM = '(min-width: 600px)';
const MD = '(min-width: 900px)';
const LG = '(min-width: 1200px)';
const XL = '(min-width: 1536px)';
const v = (token: string) => `var(--chakra-${token})`;
const size = tokenFontSize;

export const FIRST_SCREEN_CSS = `
.fs-app{min-height:100dvh;background:${v('colors-bg')}}
.fs-app p,.fs-app h1,.fs-app h2,.fs-app dl,.fs-app dd{margin:0}
.fs-skip{position:fixed;top:.75rem;inset-inline-start:.75rem;z-index:1500;padding:.5rem 1rem;border-radius:${v('radii-md')};background:${v('colors-primary-solid')};color:${v('colors-primary-contrast')};font-weight:600;transform:translateY(-200%)}
.fs-skip:focus-visible{transform:none}
.fs-top{position:sticky;top:0;z-index:1100;height:64px;background:color-mix(in srgb,${v('colors-bg')} 85%,transparent);backdrop-filter:saturate(160%) blur(10px);border-bottom:1px solid ${v('colors-border-muted')}}
.fs-top-row{display:flex;align-items:center;height:100%;padding-inline:.5rem;gap:.125rem}
.fs-top-row>*{flex-shrink:0}
.fs-spacer{flex:1;flex-shrink:1}
.fs-icon{width:1.25em;height:1.25em;flex-shrink:0;display:inline-block;vertical-align:middle}
.fs-btn .fs-icon{width:1.125rem;height:1.125rem}
.fs-btn-icon .fs-icon{width:1.3125rem;height:1.3125rem}
.fs-btn .fs-icon-6{width:1.5rem;height:1.5rem}
[dir=rtl] .fs-icon-directional{transform:scaleX(-1)}
.fs-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;height:2.25rem;min-width:2.25rem;padding-inline:.875rem;font-size:.875rem;line-height:1.25rem;font-weight:500;border-radius:${v('radii-l2')};border:1px solid transparent;background:transparent;color:inherit;white-space:nowrap;cursor:pointer;font-family:inherit;text-decoration:none}
.fs-btn-icon{padding:0}
.fs-btn-tight{padding-inline:.5rem}
.fs-btn-ghost{color:${v('colors-primary-fg')}}
.fs-btn-gray{color:${v('colors-gray-fg')}}
.fs-btn-solid{background:${v('colors-primary-solid')};color:${v('colors-primary-contrast')}}
.fs-btn-outline{border-color:${v('colors-primary-muted')};color:${v('colors-primary-fg')}}
.fs-btn-md{height:2.5rem;min-width:2.5rem;padding-inline:1rem}
.fs-kbd{font-family:${v('fonts-mono')};font-size:.75rem;padding-inline:.25rem;border-radius:${v('radii-l2')};background:${v('colors-gray-muted')}}
.fs-muted{color:${v('colors-fg-muted')}}
.fs-brand{display:flex;align-items:center;gap:.625rem;border-radius:${v('radii-md')};text-decoration:none;color:inherit}
.fs-brand-logo{width:2rem;height:2rem;border-radius:${v('radii-lg')}}
.fs-brand-name{font-family:${v('fonts-heading')};font-weight:600;font-size:${size('xl')};letter-spacing:${v('letter-spacings-tight')};color:${v('colors-fg')}}
.fs-brand-tagline{display:none;font-size:.75rem;line-height:1rem;color:${v('colors-fg-muted')};border-inline-start:1px solid ${v('colors-border')};padding-inline-start:.625rem;margin-inline-start:.125rem}
.fs-help{display:none;color:${v('colors-fg-muted')};font-size:.875rem;line-height:1.25rem;font-weight:500;padding-inline:.5rem;text-decoration:none}
.fs-show-md,.fs-show-xl,.fs-show-sm{display:none}
.fs-signin{margin-inline-start:.25rem}
.fs-body{display:flex;align-items:stretch}
.fs-sidenav{display:none}
.fs-main{flex:1;min-width:0;outline:none}
.fs-container{position:relative;width:100%;max-width:72rem;margin-inline:auto;padding:2rem 1.25rem}
.fs-container-7xl{max-width:80rem}
.fs-stack{display:flex;flex-direction:column}
.fs-hstack{display:flex;flex-direction:row;align-items:center;flex-wrap:wrap;gap:.75rem}
.fs-gap-2{gap:.5rem}.fs-gap-3{gap:.75rem}.fs-gap-6{gap:1.5rem}.fs-gap-8{gap:2rem}.fs-gap-10{gap:2.5rem}
.fs-max-3xl{max-width:48rem}.fs-max-4xl{max-width:56rem}
.fs-text-sm{font-size:.875rem;line-height:1.25rem}
.fs-text-lg{font-size:1.125rem;line-height:1.75rem}
.fs-back{display:inline-flex;align-items:center;gap:.375rem;width:fit-content;color:${v('colors-fg-muted')};font-weight:500;text-decoration:none}
.fs-back .fs-icon-back{transform:scaleX(-1)}
[dir=rtl] .fs-back .fs-icon-back{transform:none}
.fs-badge{display:inline-flex;align-items:center;width:fit-content;border-radius:${v('radii-l2')};font-size:.75rem;line-height:1rem;font-weight:500;padding-inline:.375rem;min-height:1.25rem;white-space:nowrap}
.fs-badge-secondary{background:${v('colors-secondary-subtle')};color:${v('colors-secondary-fg')}}
.fs-badge-success{background:${v('colors-success-subtle')};color:${v('colors-success-fg')}}
.fs-badge-gray{background:${v('colors-gray-subtle')};color:${v('colors-gray-fg')}}
.fs-underlined{text-decoration:underline;text-decoration-color:${v('colors-border-emphasized')};text-underline-offset:.2em}
.fs-app a{color:inherit}
.fs-app .fs-btn-solid{color:${v('colors-primary-contrast')}}
.fs-app .fs-btn-outline{color:${v('colors-primary-fg')}}
.fs-poem-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:2.5rem;align-items:start}
.fs-poem-article{max-width:40rem}
.fs-poem-title{font-family:${v('fonts-heading')};font-size:${size(POEM_TYPE.title.fontSize.base)};line-height:${POEM_TYPE.title.lineHeight.base};font-weight:600}
.fs-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;color:${v('colors-fg-muted')}}
.fs-actions-end{display:flex;gap:.5rem;margin-inline-start:auto}
.fs-actions .fs-btn{height:2.25rem;padding-inline:.875rem}
.fs-status{width:100%;font-size:.875rem;line-height:1.25rem}
.fs-poet-head{display:flex;flex-direction:column;gap:1.5rem}
.fs-portrait{width:6rem;height:6rem;border-radius:9999px;flex-shrink:0;object-fit:cover}
.fs-portrait-initials{display:grid;place-items:center;background:${v('colors-primary-subtle')};color:${v('colors-primary-fg')};font-family:${v('fonts-heading')};font-weight:600;font-size:calc(6rem * .4)}
.fs-poet-name{font-family:${v('fonts-heading')};font-size:${size('3xl')};line-height:2.375rem;font-weight:600}
.fs-h2{font-family:${v('fonts-heading')};font-size:${size('xl')};line-height:1.875rem;font-weight:600}
.fs-biography{font-size:1.125rem;line-height:1.75;max-width:65ch;white-space:pre-line}
.fs-audio-title{font-family:${v('fonts-heading')};font-size:${size('2xl')};line-height:2rem;font-weight:600}
.fs-poem-ref{font-family:${v('fonts-heading')};font-style:italic}
.fs-facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
.fs-fact{display:flex;flex-direction:column;gap:.125rem;background:${v('colors-bg-panel')};border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-lg')};padding:.75rem}
.fs-fact dt{font-size:.75rem;line-height:1rem;color:${v('colors-fg-muted')};font-weight:500}
.fs-fact dd{font-weight:600}
.fs-singer-bio{line-height:1.7}
.fs-player-slot{min-height:${POEM_TYPE.playerMinHeight.poem.base}}
.fs-player-place{min-height:${POEM_TYPE.playerMinHeight.recording.base}}
.fs-recitation-verses{display:flex;flex-direction:column;gap:1rem;margin-top:1rem;font-family:${v('fonts-heading')};font-size:1.125rem;line-height:1.8}
.fs-recitation-verses span{display:block;padding-inline:.25rem}
.fs-home{padding-block:1.25rem}
.fs-hero{position:relative;overflow:hidden;border-radius:${v('radii-2xl')};border:1px solid ${v('colors-border-muted')};background-image:linear-gradient(to bottom right,${v('colors-primary-subtle')},${v('colors-bg-panel')},color-mix(in srgb,${v('colors-secondary-subtle')} 60%,transparent));padding:2.5rem 1.25rem}
.fs-hero-stack{position:relative;gap:1.25rem;max-width:42rem}
.fs-eyebrow{font-size:.875rem;line-height:1.25rem;font-weight:600;letter-spacing:${v('letter-spacings-wider')};text-transform:uppercase;color:${v('colors-primary-fg')}}
.fs-hero-title{font-family:${v('fonts-heading')};font-weight:600;letter-spacing:${v('letter-spacings-tight')};font-size:2.125rem;line-height:1.12;text-wrap:balance}
.fs-hero-lead{font-size:1rem;color:${v('colors-fg-muted')};line-height:1.7;max-width:36rem;text-wrap:pretty}
.fs-hero-actions{display:flex;flex-direction:column;gap:.75rem;padding-top:.5rem}
.fs-btn-hero{height:2.5rem;border-radius:9999px;padding-inline:1.5rem;font-size:.875rem;width:100%}
.fs-btn-hero-outline{border-color:${v('colors-gray-muted')};color:${v('colors-gray-fg')};background:color-mix(in srgb,${v('colors-bg-panel')} 60%,transparent)}
@media ${SM}{
.fs-player-slot{min-height:${POEM_TYPE.playerMinHeight.poem.sm}}
.fs-player-place{min-height:${POEM_TYPE.playerMinHeight.recording.sm}}
.fs-top-row{padding-inline:1.25rem;gap:.5rem}
.fs-hide-sm{display:none}.fs-show-sm{display:inline-flex}
.fs-container{padding-inline:2rem}
.fs-poet-head{flex-direction:row;align-items:center}
.fs-hero{padding:3.5rem 2.5rem}
.fs-hero-actions{flex-direction:row}
.fs-btn-hero{width:auto}
}
@media ${MD}{
.fs-player-slot{min-height:${POEM_TYPE.playerMinHeight.poem.md}}
.fs-player-place{min-height:${POEM_TYPE.playerMinHeight.recording.md}}
.fs-show-md{display:inline-flex}
.fs-brand-tagline{display:inline}
.fs-container{padding-block:3rem}
.fs-home{padding-block:2rem}
.fs-poem-title{font-size:${size(POEM_TYPE.title.fontSize.md)};line-height:${POEM_TYPE.title.lineHeight.md};letter-spacing:-.025em}
.fs-poet-name{font-size:${size('4xl')};line-height:2.75rem;letter-spacing:-.025em}
.fs-audio-title{font-size:${size('4xl')};line-height:2.75rem;letter-spacing:-.025em}
.fs-facts{grid-template-columns:repeat(3,minmax(0,1fr))}
.fs-hero{border-radius:${v('radii-3xl')}}
.fs-hero-stack{gap:1.5rem}
.fs-hero-lead{font-size:1.125rem}
.fs-btn-hero{height:2.75rem;font-size:1rem;line-height:1.5rem;gap:.75rem}
.fs-btn-hero .fs-icon{width:1.25rem;height:1.25rem}
}
@media ${LG}{
.fs-top{height:80px}
.fs-top-row{padding-inline:2rem}
.fs-hide-lg{display:none}
.fs-brand-logo{width:2.25rem;height:2.25rem}
.fs-brand-name{font-size:${size('2xl')}}
.fs-sidenav{display:block;position:sticky;top:80px;height:calc(100dvh - 80px);width:88px;flex-shrink:0;border-inline-end:1px solid ${v('colors-border-muted')}}
.fs-container{padding-inline:3rem}
.fs-home{padding-block:2.5rem}
.fs-poem-grid{grid-template-columns:minmax(0,1fr) 22rem;gap:4rem}
.fs-hero{padding:5rem 3.5rem}
.fs-hero-title{font-size:${size('6xl')}}
}
@media ${SM} and (max-width:1199.98px){.fs-hero-title{font-size:${size('5xl')}}}
@media ${XL}{.fs-show-xl{display:inline-flex}}
@media (max-width:339.98px){.fs-brand-name{display:none}}
`
  .trim()
  .replace(/\n/g, '');
