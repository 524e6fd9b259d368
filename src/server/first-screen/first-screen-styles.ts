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
.fs-noscript{margin:0;padding:.75rem 1rem;text-align:center;font-weight:500;background:${v('colors-primary-subtle')};color:${v('colors-fg')}}
.fs-gap-1{gap:.25rem}.fs-gap-1-5{gap:.375rem}.fs-gap-4{gap:1rem}
.fs-mt-1{margin-top:.25rem}
.fs-min-0{min-width:0}
.fs-hstack.fs-nowrap{flex-wrap:nowrap}
.fs-list{list-style:none;margin:0;padding:0}
.fs-list-title{font-family:${v('fonts-heading')};font-size:${size('3xl')};line-height:2.375rem;font-weight:600}
.fs-label{font-weight:500;font-size:.875rem;line-height:1.25rem}
.fs-input-group{position:relative;display:block}
.fs-input-icon{position:absolute;inset-inline-start:.75rem;top:50%;transform:translateY(-50%);color:${v('colors-fg-muted')};pointer-events:none}
.fs-input{box-sizing:border-box;width:100%;height:2.75rem;padding-inline:2.5rem 1rem;border-radius:${v('radii-l2')};border:1px solid ${v('colors-border')};background:${v('colors-bg-panel')};color:${v('colors-fg')};font:inherit;font-size:1rem}
.fs-wrap{display:flex;flex-wrap:wrap;gap:.5rem}
.fs-btn-sm{height:2rem;min-width:2rem;padding-inline:.875rem}
.fs-chip{height:2rem;padding-inline:.875rem;border-radius:9999px}
.fs-count{font-weight:500}
.fs-notice{padding:1rem;border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-l3')};background:${v('colors-bg-panel')}}
.fs-card{background:${v('colors-bg-panel')};border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-xl')};padding:1rem}
.fs-item-title{font-family:${v('fonts-heading')};font-size:1.125rem;line-height:1.75rem;font-weight:600}
.fs-app .fs-item-title a{text-decoration:none}
.fs-first-verse{font-family:${v('fonts-heading')};font-style:italic;margin-top:.75rem;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-item-foot{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:1rem}
.fs-item-counters{margin-inline-start:auto}
.fs-badge-primary{background:${v('colors-primary-subtle')};color:${v('colors-primary-fg')};gap:.25rem}
.fs-pages{display:flex;justify-content:space-between;align-items:center;gap:.75rem}
.fs-disabled{opacity:.4;cursor:not-allowed}
.fs-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.fs-poet-card{display:flex;flex-direction:column;gap:1rem;height:100%;box-sizing:border-box}
.fs-portrait-sm{width:3.5rem;height:3.5rem}
.fs-portrait-sm.fs-portrait-initials{font-size:calc(3.5rem * .4)}
.fs-poet-card-name{font-family:${v('fonts-heading')};font-size:1.125rem;line-height:1.75rem;font-weight:600}
.fs-card-actions{margin-top:auto}
.fs-native-audio{display:block;width:100%}
.fs-home{padding-block:1.25rem}
.fs-hero{position:relative;overflow:hidden;border-radius:${v('radii-2xl')};border:1px solid ${v('colors-border-muted')};background-image:linear-gradient(to bottom right,${v('colors-primary-subtle')},${v('colors-bg-panel')},color-mix(in srgb,${v('colors-secondary-subtle')} 60%,transparent));padding:2.5rem 1.25rem}
.fs-hero-stack{position:relative;gap:1.25rem;max-width:42rem}
.fs-eyebrow{font-size:.875rem;line-height:1.25rem;font-weight:600;letter-spacing:${v('letter-spacings-wider')};text-transform:uppercase;color:${v('colors-primary-fg')}}
.fs-hero-title{font-family:${v('fonts-heading')};font-weight:600;letter-spacing:${v('letter-spacings-tight')};font-size:2.125rem;line-height:1.12;text-wrap:balance}
.fs-hero-lead{font-size:1rem;color:${v('colors-fg-muted')};line-height:1.7;max-width:36rem;text-wrap:pretty}
.fs-hero-actions{display:flex;flex-direction:column;gap:.75rem;padding-top:.5rem}
.fs-btn-hero{height:2.5rem;border-radius:9999px;padding-inline:1.5rem;font-size:.875rem;width:100%}
.fs-btn-hero-outline{border-color:${v('colors-gray-muted')};color:${v('colors-gray-fg')};background:color-mix(in srgb,${v('colors-bg-panel')} 60%,transparent)}
.fs-st-h2{font-family:${v('fonts-heading')};font-size:${size('2xl')};line-height:2rem;font-weight:600}
.fs-st-field{position:relative;display:flex;flex-direction:column;align-items:flex-start;gap:.375rem;width:100%}
.fs-st-label{display:flex;align-items:center;gap:.25rem;font-size:.875rem;line-height:1.25rem;font-weight:500;user-select:none}
.fs-st-row{display:flex;align-items:flex-start;gap:.5rem;width:100%}
.fs-st-input{flex:1;min-width:0;box-sizing:border-box;height:2.75rem;margin:0;padding-inline:1rem;border-radius:${v('radii-l2')};border:1px solid ${v('colors-border')};background:${v('colors-bg-panel')};color:${v('colors-fg')};font:inherit;font-size:1rem;line-height:1.5rem}
.fs-st-submit{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;gap:.75rem;box-sizing:border-box;height:2.75rem;min-width:2.75rem;margin:0;padding-inline:1.25rem;border-radius:${v('radii-l2')};border:1px solid transparent;background:${v('colors-primary-solid')};color:${v('colors-primary-contrast')};font:inherit;font-size:1rem;line-height:1.5rem;font-weight:500;white-space:nowrap;cursor:pointer}
.fs-st-check{display:inline-flex;align-items:center;gap:.75rem;min-height:2.75rem;width:fit-content;cursor:pointer}
.fs-st-select{box-sizing:border-box;height:2.25rem;margin:0;padding-inline:.5rem;border-radius:${v('radii-l2')};border:1px solid ${v('colors-border')};background:${v('colors-bg-panel')};color:${v('colors-fg')};font:inherit;font-size:1rem;accent-color:${v('colors-primary-solid')}}
.fs-st-notice{padding:1.5rem 1.25rem;border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-xl')};background:${v('colors-bg-subtle')};color:${v('colors-fg-muted')};text-align:center}
.fs-st-notice-error{border-color:${v('colors-error-muted')};background:${v('colors-error-subtle')};color:${v('colors-error-fg')}}
.fs-st-figures{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem;margin:0}
.fs-st-figure{padding:1rem;border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-xl')};background:${v('colors-bg-panel')};text-align:center}
.fs-st-figure dt{font-size:.875rem;line-height:1.25rem;color:${v('colors-fg-muted')}}
.fs-st-figure dd{font-family:${v('fonts-heading')};font-size:${size('3xl')};font-weight:600;color:${v('colors-primary-fg')}}
.fs-st-by-spelling{font-size:.875rem;line-height:1.25rem;font-weight:500;color:${v('colors-fg-muted')}}
.fs-st-spellings{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;list-style:none;margin:0;padding:0}
.fs-st-spellings li{padding:.125rem .5rem;border-radius:${v('radii-md')};background:${v('colors-bg-muted')};font-size:.875rem;line-height:1.25rem}
.fs-st-strong{font-weight:600}
.fs-st-poems{display:flex;flex-direction:column;gap:1rem;list-style:none;margin:0;padding:0}
.fs-st-poem{display:flex;flex-direction:column;gap:.75rem;padding:1rem;border:1px solid ${v('colors-border-muted')};border-radius:${v('radii-xl')};background:${v('colors-bg-panel')}}
.fs-st-poem-head{gap:.125rem}
.fs-st-poem-title{margin:0;font-family:${v('fonts-heading')};font-size:1.125rem;line-height:1.75rem;font-weight:600}
.fs-st-link{display:inline-flex;align-items:center;gap:.375rem;border-radius:${v('radii-l1')};text-decoration:none;text-underline-offset:3px}
.fs-app .fs-st-title-link{color:${v('colors-primary-fg')}}
.fs-st-poem-meta{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-size:.875rem;line-height:1.25rem;color:${v('colors-fg-muted')}}
.fs-st-stanza{border-inline-start:3px solid ${v('colors-primary-muted')};padding-inline-start:1rem}
.fs-st-stanza-link{margin-bottom:.25rem;font-size:.75rem;line-height:1rem;font-weight:500}
.fs-app .fs-st-stanza-link{color:${v('colors-fg-muted')}}
.fs-st-verses{font-family:${v('fonts-heading')};font-size:1rem;line-height:1.8}
.fs-st-verses>span{display:block;padding-inline-start:1.5em;text-indent:-1.5em}
.fs-st-verses mark{padding-inline:.125rem;margin-inline:-.125rem;border-radius:${v('radii-sm')};background:${v('colors-warning-subtle')};color:${v('colors-fg')};font-weight:600}
@media ${SM}{
.fs-player-slot{min-height:${POEM_TYPE.playerMinHeight.poem.sm}}
.fs-player-place{min-height:${POEM_TYPE.playerMinHeight.recording.sm}}
.fs-top-row{padding-inline:1.25rem;gap:.5rem}
.fs-hide-sm{display:none}.fs-show-sm{display:inline-flex}
.fs-container{padding-inline:2rem}
.fs-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
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
.fs-list-title{font-size:${size('4xl')};line-height:2.75rem}
.fs-card{padding:1.25rem}
.fs-st-poem{padding:1.25rem}
.fs-item-title{font-size:1.25rem;line-height:1.75rem}
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
.fs-grid{grid-template-columns:repeat(3,minmax(0,1fr))}
.fs-hero{padding:5rem 3.5rem}
.fs-hero-title{font-size:${size('6xl')}}
}
@media ${SM} and (max-width:1199.98px){.fs-hero-title{font-size:${size('5xl')}}}
@media ${XL}{.fs-show-xl{display:inline-flex}}
@media (max-width:339.98px){.fs-brand-name{display:none}}
`
  .trim()
  .replace(/\n/g, '');
