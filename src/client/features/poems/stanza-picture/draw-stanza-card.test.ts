import { describe, expect, it } from 'vitest';
import type { CardLayout } from './card-layout';
import { CARD_COLOURS } from './card-style';
import { drawStanzaCard, type CardContext } from './draw-stanza-card';

/** A 2D context that records what is drawn, with the state at each text. */
function recorder() {
  const calls: string[] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    direction: 'inherit',
    setTransform: (...m: number[]) => calls.push(`transform ${m.join(' ')}`),
    fillRect: (x: number, y: number, w: number, h: number) =>
      calls.push(`rect ${ctx.fillStyle} ${x} ${y} ${w} ${h}`),
    fillText: (text: string, x: number, y: number) =>
      calls.push(`text ${text} ${x} ${y} ${ctx.textAlign} ${ctx.direction} ${ctx.font}`),
  };
  return { ctx: ctx as unknown as CardContext, calls };
}

describe('drawStanzaCard', () => {
  it('scales, paints the paper and the rules, then each line on its side and direction', () => {
    const layout: CardLayout = {
      width: 720,
      height: 540,
      verseScale: 1,
      isCut: false,
      rects: [{ x: 0, y: 0, width: 720, height: 8, colour: '#0b6e4f' }],
      lines: [
        {
          text: 'Benn',
          font: '400 28px serif',
          colour: '#111',
          x: 48,
          y: 100,
          align: 'left',
          direction: 'ltr',
        },
        {
          text: 'بࣹنّْ',
          font: '400 34px Harmattan',
          colour: '#111',
          x: 672,
          y: 160,
          align: 'right',
          direction: 'rtl',
        },
      ],
    };
    const { ctx, calls } = recorder();
    drawStanzaCard(ctx, layout, 1.5);
    expect(calls).toEqual([
      'transform 1.5 0 0 1.5 0 0',
      `rect ${CARD_COLOURS.paper} 0 0 720 540`,
      'rect #0b6e4f 0 0 720 8',
      'text Benn 48 100 left ltr 400 28px serif',
      'text بࣹنّْ 672 160 right rtl 400 34px Harmattan',
    ]);
  });
});
