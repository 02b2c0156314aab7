import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/core/format.ts';
import { PORTFOLIO } from '../../../src/core/sample-data.ts';
import { inShadow, mount, plain, visibleText, within } from '../helpers.ts';

const sectionText = (root: ShadowRoot, part: string) =>
  plain(visibleText(root.querySelector(`[part="${part}"]`) as Element));

describe('<crypto-portfolio>', () => {
  it('shows the summary cards: total value 127.450,32 $, 24 h change +2,34 %, AI score 78/100', async () => {
    const { root } = await mount('crypto-portfolio');
    const summary = sectionText(root, 'summary');
    expect(summary).toContain('Valor total127.450,32 $');
    expect(summary).toContain('Cambio 24 h+2,34 %');
    expect(summary).toContain('Puntuación IA78/100');
  });

  it('shows the allocation 45/30/15/10 with its list and a pie chart', async () => {
    const { root } = await mount('crypto-portfolio');
    const items = [...root.querySelectorAll('.cw-allocation-list li')].map((li) => plain(visibleText(li)));
    expect(items).toEqual(['BTC57.352,64 $45 %', 'ETH38.235,10 $30 %', 'SOL19.117,55 $15 %', 'ADA12.745,03 $10 %']);
    expect(root.querySelectorAll('.recharts-pie-sector').length).toBe(4);
  });

  it('lists the four positions with amount, prices, pnl and sentiment, each with an edit button', async () => {
    const { root } = await mount('crypto-portfolio');
    const rows = [...root.querySelectorAll('.cw-position')].map((li) => plain(visibleText(li)));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('1,2 BTC');
    expect(rows[1]).toContain('18,5 ETH');
    expect(rows[2]).toContain('450 SOL');
    expect(rows[3]).toContain('12.000 ADA');
    PORTFOLIO.positions.forEach((p, i) => {
      expect(rows[i]).toContain(plain(formatMoney(p.pnl, { signed: true })));
      expect(rows[i]).toContain(`${p.sentiment} ·`);
    });
    expect(within(inShadow(root)).getAllByRole('button', { name: /^Editar posición de / })).toHaveLength(4);
  });

  it('shows the risk analysis: four scores and the overall 60/100 verdict', async () => {
    const { root } = await mount('crypto-portfolio');
    const risk = sectionText(root, 'risk');
    expect(risk).toContain('60/100Riesgo moderado - Considerar rebalanceo');
    for (const [title, score] of [
      ['Diversificación', 72],
      ['Volatilidad', 45],
      ['Liquidez', 85],
      ['Correlación', 38],
    ] as const) {
      expect(risk).toMatch(new RegExp(`${title}(Bien|Atención|Riesgo)${score}/100`));
    }
  });

  it('shows the four recommendations with confidence and impact', async () => {
    const { root } = await mount('crypto-portfolio');
    const recs = [...root.querySelectorAll('.cw-recommendation')].map((li) => plain(visibleText(li)));
    expect(recs).toHaveLength(4);
    expect(recs.map((r) => r.match(/Impacto (alto|medio|bajo)/)?.[1])).toEqual(['alto', 'medio', 'bajo', 'alto']);
    expect(recs.every((r) => /Confianza \d+ %/.test(r))).toBe(true);
  });

  it.each([
    ['Nueva Posición', { action: 'new-position' }],
    ['Editar posición de Ethereum', { action: 'edit-position', symbol: 'ETH' }],
    ['Aplicar Recomendaciones', { action: 'apply-recommendations' }],
    ['Personalizar', { action: 'customize-recommendations' }],
  ])('"%s" changes nothing inside and dispatches crypto-action', async (name, detail) => {
    const { el, root } = await mount('crypto-portfolio');
    const details: unknown[] = [];
    el.addEventListener('crypto-action', (e) => details.push((e as CustomEvent).detail));
    const before = root.innerHTML;
    await userEvent.setup().click(within(inShadow(root)).getByRole('button', { name }));
    expect(details).toEqual([detail]);
    expect(root.innerHTML).toBe(before);
  });
});
